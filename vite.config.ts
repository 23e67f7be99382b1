import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineComponentCss } from './scripts/vite-mantine-css.ts';
import { mantineThemeCss } from './scripts/vite-mantine-theme-css.ts';
import { startChunk } from './scripts/vite-preload-chunks.ts';
import { pureAnnotations } from './scripts/vite-pure-annotations.ts';
import { cssVariablesResolver, theme } from './src/web/app/theme.ts';

/**
 * Libraries every page runs before it renders anything. One chunk of them compresses better than the
 * many small shared chunks the splitter makes otherwise (3 KB gzipped less on a public first load), and
 * it changes only when a library does, so returning visitors keep it cached.
 */
const FRAMEWORK =
  /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/query-core|@tanstack\/react-query|@trpc\/[^/]+|i18next|react-i18next|clsx)\//;
/** Parts of those libraries only the signed-in area uses (the data store's parallel reads): they go with it. */
const INTERNAL_ONLY =
  /node_modules\/@tanstack\/(query-core|react-query)\/build\/modern\/(queriesObserver|useQueries)\./;
const inFramework = (id: string) => FRAMEWORK.test(id) && !INTERNAL_ONLY.test(id);

/** The app's start (src/web/app/start.tsx): one chunk, hinted in index.html (scripts/vite-preload-chunks.ts). */
const start = startChunk('src/web/app/start.tsx', 'src/web/main.tsx');

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    mantineThemeCss(theme, cssVariablesResolver),
    pureAnnotations(),
    mantineComponentCss(),
    react(),
    start.plugin,
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    // Hashed file names let the server cache assets for a year.
    assetsDir: 'assets',
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: inFramework, priority: 10 },
            { name: 'boot', test: start.entryTest, priority: 6 },
            { name: 'start', test: start.test, priority: 5 },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
