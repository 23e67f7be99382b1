import { defineConfig } from 'vitest/config';

// Database suites (*.db.test.ts) run on PGlite always, and a second time on PostgreSQL
// when TEST_DATABASE_URL is set (CI sets it).
const dbSetup = ['src/server/db/testing/global-setup.ts'];

const projects = [
  {
    extends: true as const,
    test: {
      name: 'unit',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'scripts/**/*.test.tsx'],
      globalSetup: dbSetup,
      env: { TEST_DB: 'pglite' },
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    extends: true as const,
    test: {
      name: 'postgres',
      include: ['src/**/*.db.test.ts'],
      globalSetup: dbSetup,
      env: { TEST_DB: 'postgres' },
    },
  });
}

export default defineConfig({
  test: {
    setupFiles: ['src/web/testing/setup-dom-tests.ts'],
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects,
  },
});
