import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySecret } from '../auth/password.ts';
import { insertAnalyticsEvents } from '../db/queries/analytics.ts';
import { findUserByEmail } from '../db/queries/users.ts';
import { analyticsEvents } from '../db/schema/index.ts';
import { createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { runCommand } from './commands.ts';

describe(`CLI commands (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb();
  });
  afterAll(() => db.close());

  const run = (...argv: string[]) => runCommand(db, argv);

  it('creates a user with a generated password that signs in', async () => {
    const out = await run(
      'user:create',
      '--email',
      'Ines@Meterline.example',
      '--name',
      'Ines',
      '--role',
      'backoffice',
    );
    const password = /Password: (\S+)$/.exec(out)?.[1] as string;
    expect(out).toMatch(/^Created Ines@Meterline\.example \(backoffice\)\. Password: \S{14}$/);
    const user = await findUserByEmail(db.db, { email: 'ines@meterline.example' });
    expect(user?.role).toBe('backoffice');
    expect(await verifySecret(user?.passwordHash, password)).toBe(true);
  });

  it('creates a trade-fair user with a PIN', async () => {
    await run(
      'user:create',
      '--email',
      'fair@x.example',
      '--name',
      'Fair',
      '--role',
      'sales',
      '--password',
      'long-password-1',
      '--trade-fair-pin',
      '123456',
    );
    const user = await findUserByEmail(db.db, { email: 'fair@x.example' });
    expect(user?.tradeFairModeEnabled).toBe(true);
    expect(await verifySecret(user?.tradeFairPinHash, '123456')).toBe(true);
    expect(user?.tradeFairPinOffline).toMatchObject({ algorithm: 'PBKDF2-SHA-256' });
  });

  it.each([
    [['user:create', '--email', 'a@b.example', '--name', 'A', '--role', 'boss'], 'Unknown role "boss"'],
    [
      ['user:create', '--email', 'not-an-email', '--name', 'A', '--role', 'sales'],
      'is not an e-mail address',
    ],
    [['user:create', '--email', 'a@b.example', '--role', 'sales'], 'Missing --name'],
    [
      ['user:create', '--email', 'a@b.example', '--name', 'A', '--role', 'sales', '--password', 'short'],
      'at least 10 characters',
    ],
    [
      ['user:create', '--email', 'a@b.example', '--name', 'A', '--role', 'sales', '--trade-fair-pin', '12a'],
      'at least 6 digits',
    ],
    [
      ['user:create', '--email', 'INES@meterline.example', '--name', 'Dup', '--role', 'sales'],
      'already exists',
    ],
    [['user:disable', '--email', 'ghost@x.example'], 'No user with the e-mail ghost@x.example'],
    [['user:explode'], 'Unknown command "user:explode"'],
  ])('refuses %j with a clear message', async (argv, message) => {
    await expect(run(...argv)).rejects.toThrow(message);
  });

  it('resets a password and ends sessions; disables and enables', async () => {
    const before = await findUserByEmail(db.db, { email: 'ines@meterline.example' });
    expect(
      await run('user:reset-password', '--email', 'ines@meterline.example', '--password', 'brand-new-pass'),
    ).toBe('New password for Ines@Meterline.example set.');
    const reset = await findUserByEmail(db.db, { email: 'ines@meterline.example' });
    expect(await verifySecret(reset?.passwordHash, 'brand-new-pass')).toBe(true);
    expect(reset?.sessionVersion).toBe((before?.sessionVersion ?? 0) + 1);

    await run('user:disable', '--email', 'ines@meterline.example');
    expect((await findUserByEmail(db.db, { email: 'ines@meterline.example' }))?.disabled).toBe(true);
    await run('user:enable', '--email', 'ines@meterline.example');
    expect((await findUserByEmail(db.db, { email: 'ines@meterline.example' }))?.disabled).toBe(false);
  });

  it('rolls analytics events older than 13 months up into daily rows', async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    const view = (occurredAt: Date) => ({ occurredAt, type: 'pageview' as const, path: '/', visitor: 'v' });
    await insertAnalyticsEvents(db.db, [view(at(500)), view(at(500)), view(at(2))]);
    expect(await run('analytics:rollup')).toMatch(
      /^Rolled up 2 analytics events from before \d{4}-\d{2}-\d{2} into 1 daily rows\.$/,
    );
    expect(await db.db.$count(analyticsEvents)).toBe(1);
  });
});
