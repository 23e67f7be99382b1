import { sql } from 'drizzle-orm';
import type { Env } from '../../config/env.ts';
import type { AppLogger } from '../../services/logger.ts';
import type { Db } from '../client.ts';
import { countUsers } from '../queries/users.ts';
import { seedDemoCatalogue } from './catalogue/index.ts';
import { DEMO_USERS, seedDemoUsers } from './demo-users.ts';

export type SeedResult = { seeded: false } | { seeded: true; password: string; pin: string };

/**
 * Demo data for an empty database outside production (or when SEED_DEMO_DATA says so), in one
 * transaction: a crash half-way leaves the database empty and the next start seeds again.
 */
export async function seedIfEmpty(db: Db, config: Env, logger: AppLogger): Promise<SeedResult> {
  const wanted = config.SEED_DEMO_DATA ?? config.NODE_ENV !== 'production';
  if (!wanted) return { seeded: false };
  const result = await seedDemoData(db, { password: config.DEMO_PASSWORD, pin: config.DEMO_PIN });
  if (result.seeded) logger.info({ users: DEMO_USERS.length }, 'seeded demo data');
  return result;
}

/**
 * The demo users when there are none, and the demo catalogue when there are no machines
 * (`npm run db:seed` calls this too). The result speaks of the users, whose logins get printed.
 */
export function seedDemoData(
  db: Db,
  options: { password: string | undefined; pin: string | undefined },
): Promise<SeedResult> {
  return db.transaction(async (tx) => {
    // Instances starting together on one PostgreSQL: the second waits here, then finds the data.
    await tx.execute(sql`select pg_advisory_xact_lock(7230413)`);
    await seedDemoCatalogue(tx);
    if ((await countUsers(tx)) > 0) return { seeded: false as const };
    const credentials = await seedDemoUsers(tx, options);
    return { seeded: true as const, ...credentials };
  });
}

export function demoLoginsText(
  result: { password: string; pin: string },
  chosen: { password: boolean; pin: boolean } = { password: false, pin: false },
): string {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  const rows = DEMO_USERS.map(
    (u) => `  ${u.email.padEnd(width)}  ${u.role}${u.tradeFair ? ' (trade-fair mode)' : ''}`,
  );
  const generated = !chosen.password || !chosen.pin;
  return [
    generated
      ? 'Demo logins (the generated secrets below are shown only now; set DEMO_PASSWORD / DEMO_PIN to choose them):'
      : 'Demo logins (password and PIN as set in DEMO_PASSWORD / DEMO_PIN):',
    ...rows,
    `  password: ${chosen.password ? 'the value of DEMO_PASSWORD' : result.password}`,
    `  trade-fair PIN: ${chosen.pin ? 'the value of DEMO_PIN' : result.pin}`,
  ].join('\n');
}

/** Later starts: the logins again, without the secrets, and how to get a password when it is lost. */
export function demoLoginsReminder(config: Pick<Env, 'DEMO_PASSWORD'>): string {
  const logins = `Demo logins: ${DEMO_USERS.map((u) => u.email).join(', ')}`;
  if (config.DEMO_PASSWORD) return `${logins}\n  password: the value of DEMO_PASSWORD`;
  return [
    logins,
    '  password: the one printed at the first start. To set a new one:',
    '  npm run cli -- user:reset-password --email admin@meterline.example [--password P]',
  ].join('\n');
}
