import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROLES, type Role } from '../../domain/roles.ts';
import { offlinePinVerifier } from '../auth/offline-pin.ts';
import { hashSecret, PIN_PATTERN, passwordProblem } from '../auth/password.ts';
import { defaultBackupFile } from '../db/backup.ts';
import type { DbHandle } from '../db/client.ts';
import { rollUpAnalytics, rollupCutoff } from '../db/queries/analytics-rollup.ts';
import { findUserByEmail, insertUser, setDisabled, setPasswordHash } from '../db/queries/users.ts';
import { generatePassword } from '../db/seed/demo-users.ts';
import { demoLoginsText, seedDemoData } from '../db/seed/seed-if-empty.ts';

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  user:create --email E --name N --role R [--password P] [--trade-fair-pin PIN]
      Roles: ${ROLES.join(', ')}. Without --password one is generated and printed.
  user:reset-password --email E [--password P]
      Sets a new password (generated when omitted) and ends the user's sessions.
  user:disable --email E
      Disables the account; its sessions end on their next request.
  user:enable --email E
  db:backup [--file F]
      Writes a backup (default backups/meterline-<time>.tar.gz, or .pgdump on PostgreSQL).
  db:restore --file F
      Replaces the database with a backup (stop the app first when it runs on PGlite).
  db:seed
      Seeds the demo data into an empty database.
  analytics:rollup
      Rolls analytics events older than 13 months up into daily rows (the server does it once a day).

The database is the app's: DATABASE_URL, else PGlite in DATA_DIR (handed to the running app if it holds it).`;

export class CliError extends Error {
  override name = 'CliError';
}

function need(value: string | undefined, flag: string): string {
  if (!value?.trim()) throw new CliError(`Missing --${flag}.\n\n${USAGE}`);
  return value.trim();
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new CliError(problem);
  return password;
}

/** Runs one command against an open database; returns what to print. */
export async function runCommand(
  handle: Pick<DbHandle, 'db' | 'kind' | 'backup'>,
  argv: string[],
): Promise<string> {
  const { db } = handle;
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      password: { type: 'string' },
      'trade-fair-pin': { type: 'string' },
      file: { type: 'string' },
    },
  });
  const command = positionals[0];
  switch (command) {
    case 'user:create': {
      const email = need(values.email, 'email');
      const role = need(values.role, 'role');
      if (!ROLES.includes(role as Role))
        throw new CliError(`Unknown role "${role}". Roles: ${ROLES.join(', ')}.`);
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        throw new CliError(`"${email}" is not an e-mail address.`);
      const pin = values['trade-fair-pin'];
      if (pin !== undefined && !PIN_PATTERN.test(pin))
        throw new CliError('The trade-fair PIN must be at least 6 digits.');
      const password = values.password === undefined ? generatePassword() : checkedPassword(values.password);
      const user = await insertUser(db, {
        name: need(values.name, 'name'),
        email,
        role: role as Role,
        passwordHash: await hashSecret(password),
        tradeFairModeEnabled: pin !== undefined,
        tradeFairPinHash: pin === undefined ? null : await hashSecret(pin),
        tradeFairPinOffline: pin === undefined ? null : await offlinePinVerifier(pin),
      });
      return `Created ${user.email} (${user.role}).${values.password === undefined ? ` Password: ${password}` : ''}`;
    }
    case 'user:reset-password': {
      const user = await existing(db, need(values.email, 'email'));
      const password = values.password === undefined ? generatePassword() : checkedPassword(values.password);
      await setPasswordHash(db, { id: user.id, passwordHash: await hashSecret(password), endSessions: true });
      return `New password for ${user.email}${values.password === undefined ? `: ${password}` : ' set.'}`;
    }
    case 'user:disable':
    case 'user:enable': {
      const user = await existing(db, need(values.email, 'email'));
      await setDisabled(db, { id: user.id, disabled: command === 'user:disable' });
      return `${user.email} is ${command === 'user:disable' ? 'disabled; its sessions have ended' : 'enabled'}.`;
    }
    case 'db:backup': {
      const file = values.file ?? defaultBackupFile(handle.kind);
      await handle.backup(file);
      return `Backup written to ${resolve(file)}.`;
    }
    case 'db:seed': {
      const result = await seedDemoData(db, { password: undefined, pin: undefined });
      return result.seeded
        ? demoLoginsText(result)
        : 'Demo users exist already; the catalogue was seeded if it was empty.';
    }
    case 'analytics:rollup': {
      const cutoff = rollupCutoff(new Date());
      const moved = await rollUpAnalytics(db, cutoff);
      return `Rolled up ${moved.events} analytics events from before ${cutoff.toISOString().slice(0, 10)} into ${moved.rows} daily rows.`;
    }
    default:
      throw new CliError(command ? `Unknown command "${command}".\n\n${USAGE}` : USAGE);
  }
}

async function existing(db: DbHandle['db'], email: string) {
  const user = await findUserByEmail(db, { email });
  if (!user) throw new CliError(`No user with the e-mail ${email}.`);
  return user;
}
