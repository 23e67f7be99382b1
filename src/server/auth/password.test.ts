import { describe, expect, it, vi } from 'vitest';

const verifyCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      verifyCalls.count++;
      return actual.verify(...args);
    },
  };
});

const { hashSecret, passwordProblem, verifySecret } = await import('./password.ts');

describe('passwords', () => {
  it('hashes with argon2id and verifies', async () => {
    const hash = await hashSecret('correct horse battery');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifySecret(hash, 'correct horse battery')).toBe(true);
    expect(await verifySecret(hash, 'wrong horse battery')).toBe(false);
  });

  it('does the same argon2 work for an account that does not exist', async () => {
    const hash = await hashSecret('correct horse battery');
    verifyCalls.count = 0;
    expect(await verifySecret(hash, 'guess-1')).toBe(false);
    expect(verifyCalls.count).toBe(1);
    expect(await verifySecret(null, 'guess-1')).toBe(false);
    expect(verifyCalls.count).toBe(2);
    // Even the placeholder's own password does not sign in an absent account.
    expect(await verifySecret(undefined, 'no-such-account-placeholder')).toBe(false);
  });

  it('explains a password that is too short', () => {
    expect(passwordProblem('short')).toBe('The password must have at least 10 characters.');
    expect(passwordProblem('long enough!')).toBeNull();
  });
});
