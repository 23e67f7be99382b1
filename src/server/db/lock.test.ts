import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './lock.ts';

const freshDir = () => mkdtempSync(join(tmpdir(), 'lock-'));

describe('acquireDataDirLock', () => {
  it('refuses a directory locked by a live process and names it', async () => {
    const dir = freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(dir, 'meterline.lock'), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrowError(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrowError(
        `in use by another Meterline process (pid ${other.pid})`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that died', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'meterline.lock'), '999999999');
    const release = acquireDataDirLock(dir);
    expect(existsSync(join(dir, 'meterline.lock'))).toBe(true);
    release();
    expect(existsSync(join(dir, 'meterline.lock'))).toBe(false);
  });

  it('can be taken again after release', () => {
    const dir = freshDir();
    acquireDataDirLock(dir)();
    const again = acquireDataDirLock(dir);
    again();
  });
});
