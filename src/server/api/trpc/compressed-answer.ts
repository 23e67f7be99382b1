// Big answers made per caller (the offline kit, docs/product.md#offline) are not cached bytes; this sends
// them compressed through the same negotiation as cached bytes. zlib's asynchronous forms run in libuv's
// thread pool, off the request thread.
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { cacheBody, respondCached } from '../../http/cached-body.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Below this cacheBody sends the bytes as they are: nothing to compress. */
const COMPRESS_MIN_BYTES = 1024;

/** Whether every procedure of a tRPC path (a batch: several) declares `meta.compress`. */
export function allCompressed(
  procedures: Record<string, { _def: { type: string; meta?: unknown } } | undefined>,
  paths: string[],
): boolean {
  return (
    paths.length > 0 &&
    paths.every((path) => {
      const def = procedures[path]?._def;
      return def?.type === 'query' && (def.meta as { compress?: boolean } | undefined)?.compress === true;
    })
  );
}

/**
 * The answer through the one negotiation of cached bytes (http/cached-body.ts: brotli or gzip as the
 * request accepts, ETag and 304), its compressed forms made here asynchronously, so cacheBody never
 * compresses them on the request thread. Never kept by a cache; an error answer goes as it is.
 */
export async function compressedAnswer(request: Request, answer: Response): Promise<Response> {
  if (answer.status !== 200) return answer;
  const raw = Buffer.from(await answer.arrayBuffer());
  const worth = raw.length >= COMPRESS_MIN_BYTES;
  const [gzip, br] = worth
    ? await Promise.all([
        gzipAsync(raw, { level: 9 }),
        brotliAsync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      ])
    : [undefined, undefined];
  const body = cacheBody(raw, answer.headers.get('content-type') ?? 'application/json', { gzip, br });
  return respondCached(body, request, { 'Cache-Control': 'private, no-store' });
}
