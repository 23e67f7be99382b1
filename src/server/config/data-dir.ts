import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Env } from './env.ts';

/** Password hashes, the auth secret and the embedded database live in the data directory. */
const DATA_DIR_MODE = 0o700;

/** What `prepareDataDir` found: the mode the directory had when others could read or enter it. */
export type DataDirCheck = { dir: string; openMode?: number };

/**
 * Creates the data directory for its owner only, or closes an existing one (and what is in it) to
 * others; before anything else writes into it (the auth secret, PGlite, the lock file).
 */
export function prepareDataDir(dataDir: string): DataDirCheck {
  const dir = resolve(dataDir);
  mkdirSync(dir, { recursive: true, mode: DATA_DIR_MODE });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return { dir };
  closeToOthers(dir);
  return { dir, openMode: mode };
}

/** Takes every right of group and others from `path` and, for a directory, all below it. */
export function closeToOthers(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (stat.mode & 0o077) chmodSync(path, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of readdirSync(path)) closeToOthers(join(path, name));
}

/** The warning for a data directory that was open to others, or none. */
export function openDataDirWarning(check: DataDirCheck): string | undefined {
  if (check.openMode === undefined) return undefined;
  const mode = check.openMode.toString(8).padStart(3, '0');
  return (
    `The data directory ${check.dir} could be read by other users of this machine (mode ${mode}); ` +
    'it is now closed to them (700). It holds password hashes and, without AUTH_SECRET, the secret ' +
    'that signs sessions: if others may have copied them, set a new AUTH_SECRET and reset passwords.'
  );
}

/** Whether the app keeps anything in DATA_DIR: PGlite without DATABASE_URL, the secret without AUTH_SECRET. */
export function usesDataDir(config: Pick<Env, 'DATABASE_URL' | 'AUTH_SECRET'>): boolean {
  return !config.DATABASE_URL || !config.AUTH_SECRET;
}

/**
 * Files the process creates from now on are its owner's only (umask 077): PGlite creates its files
 * readable and writable by all and leaves the rest to the umask. Set by the process entries (the
 * server and the CLI), never by a library: the umask is the whole process's.
 */
export function restrictNewFiles(): void {
  process.umask(0o077);
}
