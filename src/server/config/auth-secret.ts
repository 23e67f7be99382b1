import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { prepareDataDir } from './data-dir.ts';
import type { Env } from './env.ts';

/**
 * AUTH_SECRET when set (production must set it: env.ts refuses to start otherwise); elsewhere one
 * generated at first start and kept in the data directory, so sessions survive restarts.
 */
export function resolveAuthSecret(config: Pick<Env, 'AUTH_SECRET' | 'DATA_DIR'>): string {
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  const { dir } = prepareDataDir(config.DATA_DIR);
  const file = join(dir, 'auth-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(33).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
