import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, refetchFailedWhenBack, retryDelay } from './query-client.ts';
import { createServerReachability } from './server-reachability.ts';

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

  it('when the server is back, loads again the shown reads that failed, and only those', async () => {
    vi.useFakeTimers();
    try {
      const queryClient = createQueryClient();
      queryClient.setDefaultOptions({ queries: { retry: false } });
      let status = 503;
      const store = createServerReachability(async () => new Response(null, { status }));
      const stop = refetchFailedWhenBack(queryClient, store);
      const read = vi.fn(async () => {
        const response = await store.fetch('/api/news');
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return 'news';
      });
      const fine = vi.fn(async () => 'portfolio');
      const watch = (key: string, queryFn: () => Promise<string>) =>
        new QueryObserver(queryClient, { queryKey: [key], queryFn }).subscribe(() => undefined);
      const unwatch = [watch('news', read), watch('portfolio', fine)];
      await vi.advanceTimersByTimeAsync(0);
      expect(queryClient.getQueryState(['news'])?.status).toBe('error');
      expect(store.isUnavailable()).toBe(true);

      status = 200;
      await vi.advanceTimersByTimeAsync(1000); // the probe finds the server
      expect(store.isUnavailable()).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(queryClient.getQueryData(['news'])).toBe('news');
      expect(read).toHaveBeenCalledTimes(2);
      expect(fine).toHaveBeenCalledTimes(1);
      for (const stopWatching of unwatch) stopWatching();
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
