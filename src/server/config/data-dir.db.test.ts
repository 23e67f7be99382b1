import { spawn } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../db/client.ts';
import { pgliteTemplateDir } from '../db/testing/test-db.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { openDataDirWarning, prepareDataDir } from './data-dir.ts';

const fresh = () => join(mkdtempSync(join(tmpdir(), 'data-dir-')), 'data');
const modeOf = (path: string) => statSync(path).mode & 0o777;

/** Every file and folder under `dir` that someone other than the owner may read, write or enter. */
function openToOthers(dir: string): string[] {
  const open: string[] = [];
  const walk = (path: string) => {
    if (modeOf(path) & 0o077) open.push(`${path} ${modeOf(path).toString(8)}`);
    if (statSync(path).isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return open;
}

// PGlite's files in the data directory: nothing to test again on PostgreSQL.
describe.skipIf(process.env.TEST_DB === 'postgres')('the data directory', () => {
  it('is created for its owner only, also when the auth secret is the first thing in it', () => {
    const dir = fresh();
    resolveAuthSecret({ DATA_DIR: dir });
    expect(modeOf(dir)).toBe(0o700);
    expect(prepareDataDir(fresh())).toEqual({ dir: expect.any(String) });
  });

  it('is closed to others, with all in it, when it was open, and says so', () => {
    const dir = fresh();
    mkdirSync(join(dir, 'inner'), { recursive: true, mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, 'inner', 'file'), 'x', { mode: 0o666 });
    chmodSync(join(dir, 'inner', 'file'), 0o666);
    const check = prepareDataDir(dir);
    expect(check.openMode).toBe(0o755);
    expect(modeOf(dir)).toBe(0o700);
    expect(openToOthers(dir)).toEqual([]);
    expect(modeOf(join(dir, 'inner', 'file'))).toBe(0o600);
    expect(openDataDirWarning(check)).toMatch(
      /^The data directory .+ could be read by other users of this machine \(mode 755\); it is now closed to them \(700\)\./,
    );
    expect(openDataDirWarning(prepareDataDir(dir))).toBeUndefined();
  });

  it("closes PGlite's files, which it unpacks open to all (0666)", async () => {
    const dir = fresh();
    prepareDataDir(dir);
    cpSync(pgliteTemplateDir(), join(dir, 'pglite'), { recursive: true });
    expect(modeOf(join(dir, 'pglite', 'PG_VERSION')) & 0o077).not.toBe(0);
    const handle = await openPglite(dir, { migrate: false });
    await handle.close();
    expect(openToOthers(dir)).toEqual([]);
  }, 60_000);

  it('is closed to others, with all a started server writes into it, and `npm start` warns about an open one', async () => {
    const dir = fresh();
    // As an install from before: open to others, PGlite's files too.
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    cpSync(pgliteTemplateDir(), join(dir, 'pglite'), { recursive: true });
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        env: {
          ...process.env,
          DATA_DIR: dir,
          PORT: '0',
          HOST: '127.0.0.1',
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          SEED_DEMO_DATA: 'false',
          DATABASE_URL: '',
          AUTH_SECRET: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let out = '';
      const read = (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('Meterline is running at')) child.kill('SIGTERM');
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('exit', (code) =>
        out.includes('is running at') ? resolve(out) : reject(new Error(`exit ${code}: ${out}`)),
      );
    });
    expect(output).toContain('could be read by other users of this machine (mode 755)');
    expect(modeOf(dir)).toBe(0o700);
    expect(readdirSync(dir).sort()).toEqual(expect.arrayContaining(['auth-secret', 'pglite']));
    expect(openToOthers(dir)).toEqual([]);
  }, 60_000);
});
