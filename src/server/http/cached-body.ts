import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Serialised bytes with their validators and compressed forms, built once and served many times. The
 * compressed forms are made on first use (or given, when the build made them), so a start does not
 * compress files nobody asks for.
 */
export type CachedBody = {
  raw: Buffer;
  readonly gzip: Buffer | null;
  readonly br: Buffer | null;
  etag: string;
  contentType: string;
};

const COMPRESS_MIN_BYTES = 1024;

export function cacheBody(
  raw: Buffer,
  contentType: string,
  precompressed: { gzip?: Buffer | undefined; br?: Buffer | undefined } = {},
): CachedBody {
  const compressible =
    raw.length >= COMPRESS_MIN_BYTES && /json|text|javascript|svg|xml|css/.test(contentType);
  let gzip = precompressed.gzip;
  let br = precompressed.br;
  return {
    raw,
    get gzip() {
      if (!compressible) return null;
      gzip ??= gzipSync(raw, { level: 9 });
      return gzip;
    },
    get br() {
      if (!compressible) return null;
      br ??= brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return br;
    },
    etag: `"${createHash('sha1').update(raw).digest('base64url')}"`,
    contentType,
  };
}

export function cacheJson(value: unknown): CachedBody {
  return cacheBody(Buffer.from(JSON.stringify(value)), 'application/json; charset=utf-8');
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === etag || t === '*');
}

/** Which form of cached bytes a request gets: 304, or 200 with brotli, gzip or identity bytes. */
export type Representation = {
  status: 200 | 304;
  encoding: 'br' | 'gzip' | null;
  /** the bytes the 200 stands for (also for HEAD, for its Content-Length); null on 304 */
  bytes: Buffer | null;
};

export type RepresentationRequest = {
  method: string;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
};

const NOT_MODIFIED: Representation = { status: 304, encoding: null, bytes: null };

/**
 * Picks 304, brotli, gzip or identity for a request's validators and encodings. The one negotiation
 * of cached bytes: `negotiate` dresses it as header fields for Hono answers, the hot path writes it
 * straight onto Node's response.
 */
export function chooseRepresentation(body: CachedBody, request: RepresentationRequest): Representation {
  if (etagMatches(request.ifNoneMatch, body.etag)) return NOT_MODIFIED;
  const accept = request.acceptEncoding;
  if (accept) {
    const br = accept.includes('br') && /\bbr\b/.test(accept) ? body.br : null;
    if (br) return { status: 200, encoding: 'br', bytes: br };
    const gzip = accept.includes('gzip') && /\bgzip\b/.test(accept) ? body.gzip : null;
    if (gzip) return { status: 200, encoding: 'gzip', bytes: gzip };
  }
  return { status: 200, encoding: null, bytes: body.raw };
}

/**
 * The header fields of a chosen representation, as a flat `[name, value, …]` list: validators always,
 * encoding, type and length with the bytes. The caller adds Cache-Control.
 */
export function representationFields(body: CachedBody, chosen: Representation): string[] {
  const fields = ['ETag', body.etag, 'Vary', 'Accept-Encoding'];
  if (chosen.bytes) {
    if (chosen.encoding) fields.push('Content-Encoding', chosen.encoding);
    fields.push('Content-Type', body.contentType, 'Content-Length', String(chosen.bytes.length));
  }
  return fields;
}

type NegotiatedAnswer = { status: 200 | 304; headers: Record<string, string>; payload: Buffer | null };

/** `chooseRepresentation` with its header fields; the caller adds Cache-Control. */
function negotiate(
  body: CachedBody,
  request: RepresentationRequest,
  headers: Record<string, string> = {},
): NegotiatedAnswer {
  const chosen = chooseRepresentation(body, request);
  const fields = representationFields(body, chosen);
  const all: Record<string, string> = { ...headers };
  for (let i = 0; i < fields.length; i += 2) all[fields[i] as string] = fields[i + 1] as string;
  // An answer that also differs by other fields (a server-rendered page: by cookie and language) says so.
  if (headers.Vary) all.Vary = `${headers.Vary}, Accept-Encoding`;
  const payload = request.method === 'HEAD' ? null : chosen.bytes;
  return { status: chosen.status, headers: all, payload };
}

/** `negotiate` as a fetch Response. */
export function respondCached(
  body: CachedBody,
  request: Request,
  headers: Record<string, string> = {},
): Response {
  const answer = negotiate(
    body,
    {
      method: request.method,
      ifNoneMatch: request.headers.get('if-none-match') ?? undefined,
      acceptEncoding: request.headers.get('accept-encoding') ?? undefined,
    },
    headers,
  );
  const payload = answer.payload;
  const bytes =
    payload && new Uint8Array(payload.buffer as ArrayBuffer, payload.byteOffset, payload.byteLength);
  return new Response(bytes, { status: answer.status, headers: answer.headers });
}
