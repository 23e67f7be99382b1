import { configDefaults, defineConfig } from 'vitest/config';

// Test files fall into projects by where they are and by name (docs/ARCHITECTURE.md, Tests):
// - `domain`: the pure domain layer. No database, no DOM, no mocks, so its files share one module
//   cache per worker (isolate: false): re-importing vitest, fast-check and the domain for each of its
//   two dozen files was half of the suite's CPU time.
// - `unit`: every other file without a database, each in a fresh module graph (they stub fetch, mock
//   timers, render into a DOM), in worker threads. A file that wants a DOM says so in its first line
//   (`// @vitest-environment happy-dom`); the set-up file configures Testing Library only there.
// - `pglite`: `*.db.test.ts`, on a real database (`createTestDb()`): a copy of a migrated PGlite
//   template that the project's global set-up makes once per run (about 12 s, paid only when a
//   database file is selected); `postgres` runs them again on PostgreSQL when TEST_DATABASE_URL is set
//   (CI sets it). Every database file opens a database of its own and keeps no state in a module, so
//   they share one module graph per process (isolate: false): importing Drizzle, PGlite and the server
//   for each file was a third of these projects' time (293 s → 188 s for both, measured).
const dbSetup = ['src/server/db/testing/global-setup.ts'];
const dbTests = ['src/**/*.db.test.ts'];
const domainTests = ['src/domain/**/*.test.ts'];

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
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'scripts/**/*.test.tsx'],
      exclude: [...configDefaults.exclude, ...dbTests, ...domainTests],
      setupFiles: ['src/web/testing/setup-dom-tests.ts'],
      // Worker threads: each file still gets a fresh module graph, without a process of its own to
      // start (a quarter less CPU for these files, measured). The database suites stay in processes:
      // some change the process's umask or working directory, which a thread may not.
      pool: 'threads' as const,
    },
  },
  {
    extends: true as const,
    test: {
      name: 'pglite',
      include: dbTests,
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
