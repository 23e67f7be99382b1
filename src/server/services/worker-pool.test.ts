import { afterAll, describe, expect, it } from 'vitest';
import type { QuoteContent } from '../quotes/quote-content.ts';
import { createWorkerPool, defaultThreads, MAX_WORKER_THREADS, WorkerPoolBusy } from './worker-pool.ts';

/** The smallest quote there is: a machine, its base choices and a code. */
const content: QuoteContent = {
  locale: 'en',
  machine: { name: 'HX Compact', description: null },
  base: { dosingLine: 'HX Compact 40', country: 'Germany', dayTank: '60 l', amount: null },
  steps: [],
  adjustments: [],
  total: null,
  priceMessage: 'Prices on request.',
  openSteps: null,
  code: '7K3M-QX9P',
  link: 'https://sales.example.com/configurator/hx?code=7K3MQX9P',
  day: '2026-11-23',
  date: '23 November 2026',
  savedOn: '2026-11-23',
  modelVersion: 1,
  sales: null,
};

describe('worker pool', () => {
  const pool = createWorkerPool({ threads: 1, queue: 1 });
  afterAll(() => pool.close());

  it('leaves a core to the main thread, with at least one thread and at most a few', () => {
    expect([1, 2, 3, 4, 8, 64].map((cores) => defaultThreads(cores))).toEqual([1, 1, 2, 3, 4, 4]);
    expect(MAX_WORKER_THREADS).toBe(4);
  });

  it('runs a task by name in a thread; beyond the running and the queued ones, refuses at once', {
    timeout: 60_000,
  }, async () => {
    const runs = [1, 2, 3].map(() => pool.run('quotePdf', content));
    const settled = await Promise.allSettled(runs);
    expect(settled.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refused = (settled[2] as PromiseRejectedResult).reason;
    expect(refused).toBeInstanceOf(WorkerPoolBusy);
    expect(refused.retryAfterS).toBe(5);
    const bytes = (settled[0] as PromiseFulfilledResult<Uint8Array>).value;
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // The same content gives the same bytes: ETags agree across renders and instances.
    expect(
      Buffer.from((settled[1] as PromiseFulfilledResult<Uint8Array>).value).equals(Buffer.from(bytes)),
    ).toBe(true);
    expect(pool.completed('quotePdf')).toBe(2);
    expect(pool.pending).toBe(0);
  });

  it('hands on a task that fails, and refuses every task once closing', async () => {
    // More than a QR code holds.
    const broken = { ...content, link: `https://sales.example.com/${'x'.repeat(5000)}` };
    await expect(pool.run('quotePdf', broken)).rejects.toThrow(/too big/);
    await pool.close();
    await expect(pool.run('quotePdf', content)).rejects.toBeInstanceOf(WorkerPoolBusy);
  });
});
