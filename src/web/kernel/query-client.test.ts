import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelay } from './query-client.ts';

describe('query client', () => {
  it('waits 1000 ms before the first retry, doubling up to 30000 ms', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps unused data 5 minutes and shares identical fetches within 2 s', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.gcTime).toBe(300_000);
    expect(defaults?.staleTime).toBe(2000);
  });

  it('retries a failed fetch 3 times, but not a 4xx answer', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      n: number,
      e: unknown,
    ) => boolean;
    const outage = new Error('Failed to fetch');
    expect([0, 1, 2, 3].map((n) => retry(n, outage))).toEqual([true, true, true, false]);
    expect(retry(0, { data: { httpStatus: 503 } })).toBe(true);
    expect(retry(0, { data: { httpStatus: 403 } })).toBe(false);
  });
});
