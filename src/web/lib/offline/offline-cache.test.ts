import { describe, expect, it } from 'vitest';
import { batchGetUrl } from '../early-reads.ts';
import { keptOffline, readKey, readsOf } from './offline-cache.ts';

const ORIGIN = 'https://booth.example';

describe('the reads of a tRPC batch address', () => {
  it('are the procedures with their inputs, in order, as httpBatchLink writes them', () => {
    const url = new URL(
      batchGetUrl([
        { path: 'publicConfigurator.machineModel', input: { slug: 'hx', locale: 'ja' } },
        { path: 'publicConfigurator.locales' },
      ]),
      ORIGIN,
    );
    expect(readsOf(url)).toEqual([
      { procedure: 'publicConfigurator.machineModel', input: { slug: 'hx', locale: 'ja' } },
      { procedure: 'publicConfigurator.locales', input: undefined },
    ]);
  });

  it('are none for another address or an unreadable input', () => {
    expect(readsOf(new URL('/api/health', ORIGIN))).toBeUndefined();
    expect(readsOf(new URL('/api/trpc/a?batch=1&input=%7Bnot-json', ORIGIN))).toBeUndefined();
  });
});

describe('the key of one read', () => {
  it('is the same whatever the order of the input’s fields, and differs by input and audience', () => {
    const key = readKey(ORIGIN, 'publicConfigurator.machineModel', { slug: 'hx', locale: 'ja' }, 'public');
    expect(readKey(ORIGIN, 'publicConfigurator.machineModel', { locale: 'ja', slug: 'hx' }, 'public')).toBe(
      key,
    );
    expect(
      readKey(ORIGIN, 'publicConfigurator.machineModel', { slug: 'hx', locale: 'de' }, 'public'),
    ).not.toBe(key);
    expect(
      readKey(ORIGIN, 'publicConfigurator.machineModel', { slug: 'hx', locale: 'ja' }, 'sales'),
    ).not.toBe(key);
    expect(key.startsWith(`${ORIGIN}/offline-read/`)).toBe(true);
  });
});

describe('what is kept offline', () => {
  it('is the public configurator’s reads, never a user’s or the admin’s', () => {
    expect(keptOffline('publicConfigurator.machineModel')).toBe(true);
    expect(keptOffline('publicConfigurator.legalPage')).toBe(true);
    expect(keptOffline('publicConfigurator.openConfiguration')).toBe(false);
    expect(keptOffline('salesMode.status')).toBe(false);
    expect(keptOffline('salesMode.offlineKit')).toBe(false);
    expect(keptOffline('savedConfigurations.list')).toBe(false);
  });
});
