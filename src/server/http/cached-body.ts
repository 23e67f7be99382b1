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

export type NegotiatedAnswer = { status: 200 | 304; headers: Record<string, string>; payload: Buffer | null };

/**
 * Picks 304, brotli, gzip or identity for a request's validators and encodings; the caller adds
 * Cache-Control. The one negotiation of cached bytes, for Hono answers and the hot path alike.
 */
export function negotiate(
  body: CachedBody,
  request: { method: string; ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  headers: Record<string, string> = {},
): NegotiatedAnswer {
  const base: Record<string, string> = { ETag: body.etag, Vary: 'Accept-Encoding', ...headers };
  if (etagMatches(request.ifNoneMatch, body.etag)) return { status: 304, headers: base, payload: null };
  const accept = request.acceptEncoding ?? '';
  let payload: Buffer = body.raw;
  const br = /\bbr\b/.test(accept) ? body.br : null;
  const gzip = !br && /\bgzip\b/.test(accept) ? body.gzip : null;
  if (br) {
    payload = br;
    base['Content-Encoding'] = 'br';
  } else if (gzip) {
    payload = gzip;
    base['Content-Encoding'] = 'gzip';
  }
  base['Content-Type'] = body.contentType;
  base['Content-Length'] = String(payload.length);
  return { status: 200, headers: base, payload: request.method === 'HEAD' ? null : payload };
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
