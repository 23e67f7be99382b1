// The app as the benches meet it: `src/server/main.ts` in its own process on a fresh data directory
// (demo data seeded), and a signed-in session cookie for the endpoints that need one.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signInOverHttp } from '../../src/server/testing/http-sign-in.ts';

export const BENCH_PASSWORD = 'bench-password-1';

export function waitForLine(child: ChildProcess, pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const match = pattern.exec(out);
      if (match) resolve(match);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${out}`)));
  });
}

export type AppProcess = { base: string; child: ChildProcess; stop(): void };

/** What `npm start` runs: the client and the compiled server, built when their sources changed. */
export function buildIfStale(): void {
  const result = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the build failed');
}

/** The app's settings in every bench: production mode, demo data, a fresh data directory. */
export function benchEnv(
  dataDir = join(mkdtempSync(join(tmpdir(), 'bench-')), 'data'),
): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    APP_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    SEED_DEMO_DATA: 'true',
    DEMO_PASSWORD: BENCH_PASSWORD,
    DATABASE_URL: '',
  };
}

/**
 * Starts the app as `npm start` does (the compiled server) on a free port; `env` adds or overrides
 * variables (e.g. DATABASE_URL).
 */
export async function startApp(env: Record<string, string> = {}): Promise<AppProcess> {
  buildIfStale();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...benchEnv(), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const base = (await waitForLine(child, /running at (http:\/\/\S+)/))[1] as string;
  return { base, child, stop: () => child.kill('SIGTERM') };
}

/** A session cookie (`name=value`) of a demo user. */
export const signIn = (base: string, email: string) => signInOverHttp(base, email, BENCH_PASSWORD);

/** min / median / max of a list of figures. */
export function spread(values: number[]): { min: number; median: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
  return { min: sorted[0] as number, median, max: sorted.at(-1) as number };
}
