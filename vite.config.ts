import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { lazyModuleManifestEntries } from './scripts/vite-lazy-module-manifest.ts';
import { localeTextsAsJson } from './scripts/vite-locale-json.ts';
import { mantineComponentCss } from './scripts/vite-mantine-css.ts';
import { mantineThemeCss } from './scripts/vite-mantine-theme-css.ts';
import { startChunk } from './scripts/vite-preload-chunks.ts';
import { pureAnnotations } from './scripts/vite-pure-annotations.ts';
import { routeChunk } from './scripts/vite-route-chunk.ts';
import { theme } from './src/web/app/theme.ts';
import { cssVariablesResolver } from './src/web/app/theme-css-variables.ts';

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
/** tRPC's HTTP transport, loaded with the first call (lib/trpc.ts) */
const TRANSPORT =
  /(node_modules\/@trpc\/client\/dist\/(httpBatchLink|httpUtils)-|src\/web\/lib\/trpc-transport\.ts$)/;
const inFramework = (id: string) => FRAMEWORK.test(id) && !INTERNAL_ONLY.test(id);

/**
 * Small modules every public page loads beside its layout (a few Mantine layouts, the header's icons and
 * click-outside hook, the toast helper, the logo, …) and the header's own parts. Left
 * alone, the splitter makes a chunk of each set of importers, 0.1–0.9 KB gzipped with a request and an
 * import list apiece; one chunk of them took 2.6 KB off the first load of /configurator (to 149.9 KB,
 * budget 150), and the header's parts and the small chunks the machine page shares with the internal
 * area (its link, its address, the sales-mode status, Mantine's Anchor) 1.5 KB more off
 * /configurator/{slug}. Only modules the public pages load first belong here: anything else added would
 * load with every public page. The layout's module joins them (0.7 KB less than a chunk of its own); the
 * manifest still names it (scripts/vite-lazy-module-manifest.ts).
 */
const PUBLIC_SHELL =
  /(\/@mantine\/core\/esm\/components\/(Group|Skeleton|VisuallyHidden|Anchor)\/|\/@tabler\/icons-react\/dist\/esm\/(createReactComponent|defaultAttributes|icons\/(IconWorld|IconExternalLink|IconMenu2))\.mjs|\/@mantine\/hooks\/esm\/use-click-outside\/|src\/web\/(lib\/(toast|document-title|configurator-path)\.ts|components\/ui\/(logo|router-link)\.tsx|features\/public-site\/(load-error|site-links|flow-text|public-header|site-menu|header-dropdown|language-selector|public-layout)\.tsx?|features\/configurator\/sales-mode-status\.ts)$|src\/domain\/(permissions|product)\.ts$)/;

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

/**
 * The chunks of the public pages' routes (app/route-code.ts; scripts/public-route-chunks.test.ts checks
 * the list): the first code a public page asks for. Each is named after its module, but for the two
 * that a group below takes in: the public layout's chunk is public-shell, the machine page's is
 * configurator.
 */
export const PUBLIC_ROUTE_CHUNK =
  /(^|\/)(public-shell|public-not-found-page|home-page|machine-finder-page|legal-page|configurator)-[\w-]+\.js$/;

/** The app's start (src/web/app/start.tsx): one chunk, hinted in index.html (scripts/vite-preload-chunks.ts). */
const start = startChunk('src/web/app/start.tsx', 'src/web/main.tsx');

/** The configurator's code, for the public machine page and the internal area's, as one chunk. */
const configurator = routeChunk({
  page: 'src/web/features/configurator/configurator-page.tsx',
  sharedWith: ['src/web/features/configurator/internal-configurator-page.tsx'],
  entry: 'src/web/main.tsx',
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
          configurator.plugin,
          lazyModuleManifestEntries(),
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
            resolveDependencies: (file: string, dependencies: string[]) =>
              PUBLIC_ROUTE_CHUNK.test(file) ? [] : dependencies,
          },
          // The server reads it to link a server-rendered page's stylesheets (app/server-render.tsx).
          manifest: true,
          rolldownOptions: {
            treeshake: { moduleSideEffects: (id: string) => !PURE_PACKAGES.test(id) },
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'trpc-transport',
                    test: (id: string) => TRANSPORT.test(id),
                    priority: 11,
                    includeDependenciesRecursively: false,
                  },
                  { name: 'framework', test: inFramework, priority: 10 },
                  { name: 'boot', test: start.entryTest, priority: 6 },
                  { name: 'start', test: start.test, priority: 5 },
                  { name: 'public-shell', test: (id: string) => PUBLIC_SHELL.test(id), priority: 4 },
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
