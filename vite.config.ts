import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { lazyModuleManifestEntries } from './scripts/vite-lazy-module-manifest.ts';
import { localeTextsAsJson } from './scripts/vite-locale-json.ts';
import { mantineComponentCss } from './scripts/vite-mantine-css.ts';
import { mantineThemeCss } from './scripts/vite-mantine-theme-css.ts';
import { startChunk } from './scripts/vite-preload-chunks.ts';
import { pureAnnotations } from './scripts/vite-pure-annotations.ts';
import { routeChunk } from './scripts/vite-route-chunk.ts';
import { theme } from './src/web/kernel/theme.ts';
import { cssVariablesResolver } from './src/web/kernel/theme-css-variables.ts';

/**
 * Libraries every page runs before it renders anything. One chunk of them compresses better than the
 * many small shared chunks the splitter makes otherwise (3 KB gzipped less on a public first load), and
 * it changes only when a library does, so returning visitors keep it cached.
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query|@trpc\/[^/]+|i18next|clsx)\//;
/** Parts of those libraries only the signed-in area uses (the data store's parallel reads): they go with it. */
const INTERNAL_ONLY =
  /node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(queriesObserver|useQueries)\./;
const inFramework = (id: string) => FRAMEWORK.test(id) && !INTERNAL_ONLY.test(id);

/**
 * Small library modules every public page loads beside its layout (a few Mantine layouts, the header's
 * icons and click-outside hook), by their published per-component folders. Left alone, the splitter makes
 * a chunk of each set of importers, 0.1–0.9 KB gzipped with a request and an import list apiece. The
 * app's modules the layout reaches join them by the import graph (`publicShell` below), not by a list.
 */
const PUBLIC_SHELL_LIBRARIES =
  /(\/@mantine\/core\/esm\/components\/(Group|Skeleton|VisuallyHidden|Anchor)\/|\/@tabler\/icons-react\/dist\/esm\/(createReactComponent|defaultAttributes|icons\/(IconWorld|IconExternalLink|IconMenu2))\.mjs|\/@mantine\/hooks\/esm\/use-click-outside\/)/;

/**
 * The configuration code's rules (src/domain/configuration-code.ts), read by most public pages: the machine
 * page (a code in its address), the homepage's, the menu's and the not-found page's code field, and "My
 * configurations". Nothing the public layout imports statically uses them, so the splitter made them a
 * chunk of their own (0.19 KB gzipped, a request and an import list on the machine page's first load); in
 * the public shell, which every public page loads first, they cost 0.1 KB.
 */
const PUBLIC_SHELL_MODULES = /\/src\/domain\/configuration-code\.ts$/;

/**
 * tRPC's client packages do not declare `sideEffects: false` (its server package does), so a module of
 * theirs that nothing uses stays in the bundle for its top-level statements: the WebSocket link, kept by
 * its class-field helpers, was 0.9 KB gzipped of every first load. Their modules only define things; a
 * module whose exports are used keeps all of its statements.
 */
const PURE_PACKAGES = /node_modules\/@trpc\/(client|tanstack-react-query)\//;

const REACT_ROUTER_PRODUCTION = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

/** The boot entry's chunk (the `boot` group below), which holds the route code's imports. */
const BOOT_CHUNK = /(^|\/)boot-[\w-]+\.js$/;

/** The app's start (src/web/app/start.tsx): one chunk, hinted in index.html (scripts/vite-preload-chunks.ts). */
const start = startChunk('src/web/app/start.tsx', 'src/web/main.tsx');

/**
 * The public layout and what it reaches (its header's parts, the toast helper, the logo, the small modules
 * the machine page shares with the internal area): one chunk that every public page loads first. The
 * manifest still names the layout's module (scripts/vite-lazy-module-manifest.ts).
 */
const publicShell = routeChunk({
  page: 'src/web/features/public-site/public-layout.tsx',
  entry: 'src/web/main.tsx',
  keepShared: true,
});

/**
 * The configurator's code, for the public machine page and the internal area's, as one chunk. "My
 * configurations" shares it too: its comparison, loaded on demand, prices with the configurator's code,
 * which must stay in this chunk rather than split off the machine page's first load.
 */
const configurator = routeChunk({
  page: 'src/web/features/configurator/configurator-page.tsx',
  sharedWith: [
    'src/web/features/configurator/internal-configurator-page.tsx',
    'src/web/features/configurator/saved/my-configurations-page.tsx',
    // The admin area's draft preview shows the one configurator: without it here, its lazy import from
    // the admin chunk would count the configurator's modules as loaded elsewhere and split them off.
    'src/web/features/configurator/preview/draft-preview-page.tsx',
  ],
  entry: 'src/web/main.tsx',
});

/**
 * The trade-fair tablet's offline part (docs/decisions/017-offline-trade-fair-tablet.md): the web app
 * manifest (installable, with icons and a home-screen name) and the service worker, built from
 * src/web/sw/service-worker.ts with the list of the client's files for Workbox to precache. Nothing
 * registers it on its own: only a trade-fair user's session does (lib/offline/offline-kit.ts), so a
 * visitor's first load carries none of it.
 */
const offlineApp = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'service-worker.ts',
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    name: 'Meterline configurator',
    short_name: 'Meterline',
    description: 'Configure and price polyurethane metering machines, also offline at a trade fair.',
    start_url: '/configurator',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#1098ad',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // Everything the client is made of, the texts of every language and the machine pictures included;
    // not the compressed copies, the server's build manifest or the worker itself.
    globPatterns: ['**/*.{js,css,html,json,woff2,svg,png,webp,webmanifest}'],
    globIgnores: ['.vite/**', 'service-worker.js'],
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  },
});

/**
 * The server's render of the public pages (app/server-render.tsx): `vite build --ssr` makes it into
 * dist/ssr, for the server to load (src/server/http/public-pages.ts). Libraries stay imports of
 * node_modules; styles are the client build's (the server links them from its manifest).
 */
const serverRender = {
  root: 'src/web',
  publicDir: false as const,
  plugins: [mantineThemeCss(theme, cssVariablesResolver), mantineComponentCss(), react()],
  build: {
    ssr: 'app/server-render.tsx',
    outDir: '../../dist/ssr',
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: 'server-render.mjs' } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRender
    : {
        root: 'src/web',
        publicDir: 'public',
        resolve: {
          // react-router publishes its build twice, alike but for a constant that keeps its development
          // warnings in; its package exports name only the development one, whose warnings the minifier
          // cannot drop.
          alias: [{ find: /^react-router$/, replacement: REACT_ROUTER_PRODUCTION }],
        },
        plugins: [
          mantineThemeCss(theme, cssVariablesResolver),
          pureAnnotations(),
          localeTextsAsJson(),
          mantineComponentCss(),
          react(),
          start.plugin,
          publicShell.plugin,
          configurator.plugin,
          lazyModuleManifestEntries(),
          offlineApp,
        ],
        build: {
          outDir: '../../dist/client',
          emptyOutDir: true,
          // Hashed file names let the server cache assets for a year.
          assetsDir: 'assets',
          chunkSizeWarningLimit: 700,
          // Every browser the app supports knows <link rel="modulepreload"> (Safari since 17, Firefox since
          // 115); one that does not still loads everything, a little later. Vite's polyfill was a chunk of
          // its own (0.4 KB gzipped, one more request) on every page's first load.
          modulePreload: {
            polyfill: false,
            // Vite's helper preloads a lazy chunk's dependencies with a <link rel="modulepreload"> each,
            // added one by one, about 1 ms of main thread apiece on this machine (4 ms on Lighthouse's
            // phone): on a public page 14 of them were 200 ms of its total blocking time, right after
            // the first paint. A public page's chunks import what the framework import (which keeps its
            // preloads) brings anyway plus a few small chunks, which the browser finds in them one round
            // trip later, still before the framework has arrived. Their styles are preloaded as before.
            // The route code's imports are the boot's (app/route-code.ts), so they are told by their host,
            // not by a list of chunk names.
            resolveDependencies: (_file: string, dependencies: string[], { hostId }: { hostId: string }) =>
              BOOT_CHUNK.test(hostId) ? [] : dependencies,
          },
          // The server reads it to link a server-rendered page's stylesheets (app/server-render.tsx).
          manifest: true,
          rolldownOptions: {
            treeshake: { moduleSideEffects: (id: string) => !PURE_PACKAGES.test(id) },
            output: {
              codeSplitting: {
                groups: [
                  // A chunk of its own, imported first by the admin area: zod is set jitless before any
                  // schema of a shared chunk is built (app/zod-jitless.ts; the CSP forbids eval).
                  {
                    name: 'zod-jitless',
                    test: /src\/web\/app\/zod-jitless\.ts$/,
                    priority: 11,
                    includeDependenciesRecursively: false,
                  },
                  { name: 'framework', test: inFramework, priority: 10 },
                  { name: 'boot', test: start.entryTest, priority: 6 },
                  { name: 'start', test: start.test, priority: 5 },
                  {
                    name: 'public-shell',
                    test: (id: string) =>
                      PUBLIC_SHELL_LIBRARIES.test(id) ||
                      PUBLIC_SHELL_MODULES.test(id) ||
                      publicShell.test(id),
                    priority: 4,
                  },
                  // Its own modules only: the libraries it shares with other pages stay where they are.
                  {
                    name: 'configurator',
                    test: configurator.test,
                    priority: 3,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
        server: {
          proxy: { '/api': 'http://localhost:3000' },
        },
      },
);
