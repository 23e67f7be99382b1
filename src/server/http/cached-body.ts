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

/** Picks 304, brotli, gzip or identity for a request; the caller adds Cache-Control. */
export function respondCached(
  body: CachedBody,
  request: Request,
  headers: Record<string, string> = {},
): Response {
  const base: Record<string, string> = { ETag: body.etag, Vary: 'Accept-Encoding', ...headers };
  if (etagMatches(request.headers.get('if-none-match') ?? undefined, body.etag)) {
    return new Response(null, { status: 304, headers: base });
  }
  const accept = request.headers.get('accept-encoding') ?? '';
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
  const bytes = new Uint8Array(payload.buffer as ArrayBuffer, payload.byteOffset, payload.byteLength);
  return new Response(request.method === 'HEAD' ? null : bytes, { status: 200, headers: base });
}
