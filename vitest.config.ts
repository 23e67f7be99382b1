import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';

// Test files fall into projects by where they are and by name (docs/ARCHITECTURE.md, Tests):
// - `domain`: the pure domain layer. No database, no DOM, no mocks, so its files share one module
//   cache per worker (isolate: false): re-importing vitest, fast-check and the domain for each of its
//   two dozen files was half of the suite's CPU time.
// - `unit`: every other file without a database, in worker threads whose files share one module graph
//   and one page (isolate: false: 166 s → 90 s wall clock for these files on 2 workers, and 176 s →
//   95 s measured back to back on a busy machine). The set-up file empties the page before each file;
//   a file that wants a DOM says so in its first line (`// @vitest-environment happy-dom`), and the
//   set-up file configures Testing Library only there.
// - `unit-isolated`: the unit files that cannot share a module graph, each in a fresh one: those that
//   `vi.mock` a module (found by reading the files, below) and those in `SHARED_STATE_TESTS`.
// - `pglite`: `*.db.test.ts`, on a real database (`createTestDb()`): a copy of a migrated PGlite
//   template that the project's global set-up makes once per run (about 12 s, paid only when a
//   database file is selected); `postgres` runs them again on PostgreSQL when TEST_DATABASE_URL is set
//   (CI sets it). Every database file opens a database of its own and keeps no state in a module, so
//   they share one module graph per process (isolate: false): importing Drizzle, PGlite and the server
//   for each file was a third of these projects' time (293 s → 188 s for both, measured).
const dbSetup = ['src/server/db/testing/global-setup.ts'];
const dbTests = ['src/**/*.db.test.ts'];
const domainTests = ['src/domain/**/*.test.ts'];
const unitTests = ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'scripts/**/*.test.tsx'];

// Unit files that leave or meet state in a module shared with the next file in their worker (an app's
// store, a module-level cache or timer, a fake-timer clock a module captured at import, a lazy chunk
// already loaded): they pass alone and fail, or make another file fail, in a shared module graph.
const SHARED_STATE_TESTS = [
  'src/server/auth/password.test.ts',
  'src/server/http/app.test.ts',
  'src/server/http/static-assets.test.ts',
  'src/server/services/worker-pool.test.ts',
  'src/web/components/ui/server-unavailable-banner.test.tsx',
  'src/web/components/ui/user-menu.test.tsx',
  'src/web/features/admin/model-editor/steps-tree.test.tsx',
  'src/web/features/configurator/state/use-configurator-session.test.tsx',
  'src/web/features/public-site/language-selector.test.tsx',
  'src/web/features/search/search-modal.test.tsx',
  'src/web/kernel/server-reachability.test.ts',
  'src/web/lib/analytics/tracker.test.ts',
  'src/web/lib/analytics/use-finder-searched.test.ts',
  // fake-indexeddb/auto puts an IndexedDB on the global object, and the queue keeps its count in a module.
  'src/web/lib/offline/offline-queue.test.ts',
];

/** Unit files that replace a module (`vi.mock`, `vi.doMock`): the replacement would outlive the file. */
function mockingTests(): string[] {
  const files: string[] = [];
  for (const root of ['src', 'scripts']) {
    for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
      const path = `${root}/${name}`;
      if (!/\.test\.tsx?$/.test(path) || path.includes('.db.test.') || path.startsWith('src/domain/'))
        continue;
      if (/\bvi\.(do)?[mM]ock\(/.test(readFileSync(path, 'utf8'))) files.push(path);
    }
  }
  return files;
}
const isolatedUnitTests = [...new Set([...SHARED_STATE_TESTS, ...mockingTests()])];

// With PostgreSQL present (CI), each of the two slowest database files runs on one engine, not both
// (about 45 s of the run's wall clock): the translation jobs' claiming and cancelling on PostgreSQL, where
// several instances share the work; the large spreadsheet imports on PGlite, the engine of `npm start`.
// Without PostgreSQL both run on PGlite as before.
const ONE_ENGINE = process.env.TEST_DATABASE_URL
  ? {
      postgresOnly: ['src/server/services/translation/translation-jobs.db.test.ts'],
      pgliteOnly: ['src/server/api/admin/spreadsheets-large.db.test.ts'],
    }
  : { postgresOnly: [], pgliteOnly: [] };

const projects = [
  {
    extends: true as const,
    test: {
      name: 'domain',
      include: domainTests,
      exclude: [...configDefaults.exclude, ...dbTests],
      isolate: false,
    },
  },
  {
    extends: true as const,
    test: {
      name: 'unit',
      include: unitTests,
      exclude: [...configDefaults.exclude, ...dbTests, ...domainTests, ...isolatedUnitTests],
      setupFiles: ['src/web/testing/setup-dom-tests.ts'],
      // Worker threads: no process of its own to start (a quarter less CPU for these files, measured).
      // The database suites stay in processes: some change the process's umask or working directory,
      // which a thread may not.
      pool: 'threads' as const,
      isolate: false,
    },
  },
  {
    extends: true as const,
    test: {
      name: 'unit-isolated',
      include: isolatedUnitTests,
      setupFiles: ['src/web/testing/setup-dom-tests.ts'],
      pool: 'threads' as const,
    },
  },
  {
    extends: true as const,
    test: {
      name: 'pglite',
      include: dbTests,
      exclude: [...configDefaults.exclude, ...ONE_ENGINE.postgresOnly],
      globalSetup: dbSetup,
      env: { TEST_DB: 'pglite' },
      isolate: false,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true as const,
    test: {
      name: 'postgres',
      include: dbTests,
      exclude: [...configDefaults.exclude, ...ONE_ENGINE.pgliteOnly],
      globalSetup: dbSetup,
      env: { TEST_DB: 'postgres' },
      isolate: false,
    },
  });
}

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects,
  },
});
