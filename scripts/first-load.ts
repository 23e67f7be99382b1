// A route's first load: the scripts and stylesheets a cold visit downloads before the page is in use,
// gzipped one by one (level 9), summed, and held against the route's budget. Deterministic, so it is a
// check of `npm test` (scripts/size-budgets.ts, after the build); `npm run bench:size` loads the same
// routes in Chromium and sets what the browser fetched beside this sum, so the two cannot drift apart.
//
// What a route loads: the files index.html names (the boot entry, the start and framework it preloads,
// their styles), the route's code as the boot asks for it (app/route-code.ts `routeCodeAt`), what those
// import statically (app/route-manifest.ts), and the modules the route's first render imports lazily
// (`loadsLater`, checked by the bench against what Chromium fetched).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PUBLIC_ROUTES, ROUTE_SOURCES, routeCodeAt } from '../src/web/app/route-code.ts';
import { type ClientManifest, manifestKeysOfFiles, staticClosure } from '../src/web/app/route-manifest.ts';

/** KB gzipped */
export type Budget = { js: number; css: number };

/** The public pages (the configurator's and sign-in): a phone on a hall's network opens them cold. */
export const PUBLIC_BUDGET: Budget = { js: 155, css: 30 };
/** The signed-in area's first page (the dashboard), on a sales person's tablet. */
export const SIGNED_IN_BUDGET: Budget = { js: 200, css: 30 };

export type FirstLoadRoute = {
  name: string;
  path: string;
  /** measured signed in as sales (the bench), or anonymously */
  signedIn: boolean;
  budget: Budget;
  /** modules (as the manifest names them, relative to src/web) the first render imports lazily */
  loadsLater: readonly string[];
};

/** A machine of the demo data, for the machine page's address. */
const SAMPLE_MACHINE = 'hx';

/** Each public page of app/route-code.ts's table once (the two legal pages are one module). */
const PUBLIC_PAGE_ROUTES: FirstLoadRoute[] = [
  ...new Map(
    Object.values(PUBLIC_ROUTES).map((route): [string, { path: string; loadsLater: readonly string[] }] => [
      route.source,
      { path: route.path, loadsLater: 'loadsLater' in route ? route.loadsLater : [] },
    ]),
  ).entries(),
]
  .filter(([source], index, all) => all.findIndex(([other]) => other === source) === index)
  .map(([, { path, loadsLater }]) => {
    const address = path.replace(':slug', SAMPLE_MACHINE);
    return { name: address, path: address, signedIn: false, budget: PUBLIC_BUDGET, loadsLater };
  });

export const FIRST_LOAD_ROUTES: readonly FirstLoadRoute[] = [
  {
    name: '/login',
    path: '/login',
    signedIn: false,
    budget: PUBLIC_BUDGET,
    loadsLater: ['app/signed-in-route-code.ts'],
  },
  {
    name: '/ (signed in)',
    path: '/',
    signedIn: true,
    budget: SIGNED_IN_BUDGET,
    loadsLater: ['app/signed-in-route-code.ts', 'features/dashboard/dashboard-page.tsx'],
  },
  ...PUBLIC_PAGE_ROUTES,
];

export type LoadedFile = { file: string; kind: 'js' | 'css'; gz: number };
export type Load = { js: number; css: number; files: LoadedFile[] };

/** KB gzipped (level 9), as the server's precompressed .gz files are made (scripts/build.mjs) */
export function gzipKb(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: 9 }).length / 1024;
}

/** The totals of a set of files. */
export function sumLoad(files: LoadedFile[]): Load {
  const sum = (kind: 'js' | 'css') => files.filter((f) => f.kind === kind).reduce((t, f) => t + f.gz, 0);
  return { js: sum('js'), css: sum('css'), files };
}

export function overBudget(load: Pick<Load, 'js' | 'css'>, budget: Budget): boolean {
  return load.js > budget.js || load.css > budget.css;
}

/** The built files (relative to the build's folder) index.html loads or preloads. */
export function filesOfIndexHtml(html: string): string[] {
  const files: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const url = /\b(?:src|href)="\/([^"]+\.(?:js|css))"/.exec(tag)?.[1];
    if (url && (tag.startsWith('<script') || /rel="(stylesheet|modulepreload)"/.test(tag))) files.push(url);
  }
  return files;
}

/** The files of `route`'s first load, relative to the build's folder. */
export function firstLoadFiles(
  manifest: ClientManifest,
  indexHtml: string,
  route: Pick<FirstLoadRoute, 'path' | 'loadsLater'>,
): { scripts: string[]; stylesheets: string[] } {
  const code = routeCodeAt(route.path).code.map((key) => ROUTE_SOURCES[key]);
  for (const key of [...code, ...route.loadsLater])
    if (!manifest[key]) throw new Error(`The client build's manifest does not name ${key}`);
  return staticClosure(manifest, [
    ...manifestKeysOfFiles(manifest, filesOfIndexHtml(indexHtml)),
    ...code,
    ...route.loadsLater,
  ]);
}

/** `route`'s first load in the client build at `dir` (dist/client). */
export function firstLoadOf(dir: string, route: FirstLoadRoute): Load {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite/manifest.json'), 'utf8')) as ClientManifest;
  const indexHtml = readFileSync(join(dir, 'index.html'), 'utf8');
  const { scripts, stylesheets } = firstLoadFiles(manifest, indexHtml, route);
  const file = (name: string, kind: 'js' | 'css'): LoadedFile => ({
    file: name,
    kind,
    gz: gzipKb(readFileSync(join(dir, name))),
  });
  return sumLoad([...scripts.map((s) => file(s, 'js')), ...stylesheets.map((s) => file(s, 'css'))]);
}
