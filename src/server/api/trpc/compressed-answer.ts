// Big answers made per caller (the offline kit, docs/product.md#offline) are not cached bytes, so
// cached-body.ts never compresses them; this sends them gzipped to a client that accepts it. zlib's
// asynchronous gzip runs in libuv's thread pool, off the request thread.
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Below this, compressing costs more than it saves. */
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

/** The answer gzipped when the request accepts gzip and the body is worth it; never kept by a cache. */
export async function compressedAnswer(request: Request, answer: Response): Promise<Response> {
  const headers = new Headers(answer.headers);
  headers.set('Cache-Control', 'private, no-store');
  headers.append('Vary', 'Accept-Encoding');
  const raw = Buffer.from(await answer.arrayBuffer());
  const accept = request.headers.get('accept-encoding') ?? '';
  if (raw.length < COMPRESS_MIN_BYTES || !/\bgzip\b/.test(accept) || headers.has('Content-Encoding')) {
    return new Response(new Uint8Array(raw), { status: answer.status, headers });
  }
  const bytes = await gzipAsync(raw);
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(bytes.length));
  return new Response(new Uint8Array(bytes), { status: answer.status, headers });
}
