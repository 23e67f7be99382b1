import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { type CachedBody, cacheBody, respondCached } from './cached-body.ts';
import type { HotRoute } from './hot-path.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.glb': 'model/gltf-binary',
  '.pdf': 'application/pdf',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * Files whose name changes with their bytes: the build's hashed `/assets/*`, and the pictures under
 * `/images/` (scripts/draw-machine-pictures.tsx names each by a hash of its bytes).
 */
const IMMUTABLE_PREFIXES = ['/assets/', '/images/'];

export type StaticAssets = {
  /** A built file, or undefined; `/assets/*` and `/images/*` carry content hashes: cached for a year. */
  serve(pathname: string, request: Request): Response | undefined;
  /** index.html for client routes (SPA fallback). */
  serveIndex(request: Request): Response;
  /** `/assets/*` for the hot path (http/hot-path.ts): the same bytes and headers, before Hono. */
  hotRoute: HotRoute;
  readonly available: boolean;
};

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

const MISSING_BUILD = Buffer.from(
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">' +
    '<title>Meterline</title></head><body><p>The web client has not been built. Run <code>npm run build</code> ' +
    '(npm start does this for you).</p></body></html>',
);

/**
 * The built client is small, so every file is read once at start-up (with the compressed forms the
 * build wrote) and served from memory: no disk access and no path handling per request, hence no
 * traversal to guard against.
 */
export function loadStaticAssets(clientDir: string): StaticAssets {
  const files = new Map<string, CachedBody>();
  const available = existsSync(join(clientDir, 'index.html'));
  if (available) {
    const all = walk(clientDir);
    const present = new Set(all);
    const sibling = (file: string) => (present.has(file) ? readFileSync(file) : undefined);
    for (const file of all) {
      // Compressed siblings written by the build (scripts/build.mjs) are served, not listed.
      if (file.endsWith('.br') || file.endsWith('.gz')) continue;
      // The build's manifest is for the server (http/public-pages.ts), not for visitors.
      if (relative(clientDir, file).startsWith(`.vite${sep}`)) continue;
      const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`;
      const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
      files.set(
        urlPath,
        cacheBody(readFileSync(file), type, { br: sibling(`${file}.br`), gzip: sibling(`${file}.gz`) }),
      );
    }
  }
  const index = files.get('/index.html') ?? cacheBody(MISSING_BUILD, TYPES['.html'] as string);
  return {
    available,
    serve(pathname, request) {
      if (pathname === '/index.html') return undefined;
      const body = files.get(pathname);
      if (!body) return undefined;
      const cacheControl = IMMUTABLE_PREFIXES.some((prefix) => pathname.startsWith(prefix))
        ? IMMUTABLE
        : REVALIDATE;
      return respondCached(body, request, { 'Cache-Control': cacheControl });
    },
    serveIndex(request) {
      return respondCached(index, request, { 'Cache-Control': REVALIDATE });
    },
    hotRoute: {
      path: '/assets/',
      answer(request) {
        const body = files.get(request.path);
        return body && { body, cacheControl: IMMUTABLE };
      },
    },
  };
}
