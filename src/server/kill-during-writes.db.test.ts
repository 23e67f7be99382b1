// kill -9 of the app during mixed writes loses no acknowledged write (PostgreSQL only: the app runs in a
// process of its own on this file's database, which PGlite's lock keeps to one process; the PGlite
// crash cycles are in bench/reliability). The long version, 50 cycles on two instances: bench/reliability.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from './db/testing/test-db.ts';
import { type AppChild, killHard, startAppChild, stopCleanly } from './testing/app-child.ts';
import { checkLedger, emptyLedger, runWriters } from './testing/crash-writes.ts';

const CYCLES = 3;
const PASSWORD = 'crash-test-password-1';

describe.skipIf(process.env.TEST_DB !== 'postgres')('kill -9 during writes (postgres)', () => {
  let handle: TestDb;
  let dir: string;
  let app: AppChild | undefined;
  beforeAll(async () => {
    handle = await createTestDb();
    dir = mkdtempSync(join(tmpdir(), 'meterline-crash-'));
  });
  afterAll(async () => {
    if (app) await killHard(app);
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`loses no acknowledged write over ${CYCLES} kills`, async () => {
    const env = {
      DATABASE_URL: handle.url as string,
      DATA_DIR: join(dir, 'data'),
      NODE_ENV: 'production',
      APP_ENV: 'production',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: 'http://127.0.0.1',
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-0123',
      SEED_DEMO_DATA: 'true',
      DEMO_PASSWORD: PASSWORD,
      TRUST_PROXY: 'true',
    };
    // The sources through tsx: npm test builds after the unit and database suites.
    app = await startAppChild(env, { built: false });
    let up: string | undefined = app.base;
    const ledger = emptyLedger();
    const writers = await runWriters({ ledger, password: PASSWORD, target: () => up, concurrency: 2 });
    const seen = () => ledger.acknowledged;
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // Killed once some writes of this life were answered, so that others are surely in flight.
      const before = seen();
      await expect.poll(() => seen() - before, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(4);
      up = undefined;
      await killHard(app);
      app = await startAppChild(env, { built: false });
      up = app.base;
    }
    // Until every kind of write was answered at least once, so that each is looked for.
    await expect.poll(() => Object.keys(ledger.byKind).length, { timeout: 20_000, interval: 20 }).toBe(5);
    await writers.stop();
    await stopCleanly(app);

    const check = await checkLedger(handle.db, ledger);
    expect(ledger.errors).toEqual([]);
    expect(check.lost).toEqual([]);
    expect(Object.keys(ledger.byKind).sort()).toEqual([
      'edit an item',
      'publish the model',
      'request a quote',
      'save a code',
      'send an analytics batch',
    ]);
    expect(check.acknowledged).toBe(ledger.acknowledged);
  }, 90_000);
});
