import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAuthSecret } from './auth-secret.ts';

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set', () => {
    expect(resolveAuthSecret({ AUTH_SECRET: 's'.repeat(40), DATA_DIR: '/nonexistent' })).toBe('s'.repeat(40));
  });

  it('generates a secret once and keeps it in the data directory', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'secret-')), 'data');
    const first = resolveAuthSecret({ DATA_DIR: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ DATA_DIR: dir })).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o077).toBe(0);
  });
});
