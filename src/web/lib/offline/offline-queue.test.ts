// The tablet's queue on an IndexedDB of its own (fake-indexeddb, the same API the browser has); the real
// browser's run is e2e/trade-fair-offline.spec.ts.
import 'fake-indexeddb/auto';
import { TRPCClientError } from '@trpc/client';
import { afterEach, describe, expect, it } from 'vitest';
import {
  codeFor,
  discardQueue,
  offlineQueue,
  type QueueSender,
  queueQuote,
  queueSave,
  readQueue,
  type SentCode,
  sendQueue,
} from './offline-queue.ts';
import { deleteOfflineDb, type QuoteInput, type SaveInput } from './offline-store.ts';

afterEach(() => deleteOfflineDb());

const QUOTE = {
  name: 'Aiko Tanaka',
  company: 'Tanaka Foam KK',
  email: 'aiko@tanaka.example',
  country: 'JP',
  consent: true as const,
};
const SAVE: SaveInput = {
  slug: 'hx',
  selection: { values: {}, dosingLine: 'hx-100', country: 'JP', dayTank: 'none' },
  units: { freq: 60, unit: 'cm' },
  locale: 'ja',
};

function recordingSender(options: { failFrom?: number; refuse?: 'save' | 'quote' } = {}) {
  const calls: Array<{ kind: 'save' | 'quote'; input: SaveInput | QuoteInput; key: string }> = [];
  let codes = 0;
  const sender: QueueSender = {
    async save(input, key) {
      calls.push({ kind: 'save', input, key });
      if (options.failFrom !== undefined && calls.length >= options.failFrom)
        throw new TypeError('Failed to fetch');
      if (options.refuse === 'save') throw refusal();
      codes++;
      return { code: `ABCD000${codes}`, listed: false };
    },
    async quote(input, key) {
      calls.push({ kind: 'quote', input, key });
      if (options.failFrom !== undefined && calls.length >= options.failFrom)
        throw new TypeError('Failed to fetch');
      if (options.refuse === 'quote') throw refusal();
      return { ok: true };
    },
  };
  return { sender, calls };
}

function refusal() {
  return Object.assign(new TRPCClientError('bad input'), { data: { httpStatus: 400, code: 'BAD_REQUEST' } });
}

describe('the offline queue', () => {
  it('gives a save a local reference, sends it before the quote made for it, and the quote carries the real code', async () => {
    const reference = await queueSave('hx', SAVE);
    expect(reference).toMatch(/^T-[0-9A-HJKMNP-TV-Z]{6}$/);
    await queueQuote('hx', { ...QUOTE, code: reference });
    expect(offlineQueue.get().waiting).toBe(2);
    const told: SentCode[] = [];
    const stop = offlineQueue.onCode((sent) => told.push(sent));

    const { sender, calls } = recordingSender();
    await sendQueue(sender);
    stop();

    expect(calls.map((call) => call.kind)).toEqual(['save', 'quote']);
    expect(calls[1]?.input).toMatchObject({ code: 'ABCD0001' });
    expect(told).toEqual([{ reference, slug: 'hx', code: 'ABCD0001', listed: false }]);
    expect(await codeFor(reference)).toBe('ABCD0001');
    expect(offlineQueue.get()).toEqual({ waiting: 0, sending: false });
  });

  it('keeps what a broken connection did not send, and sends it with the same idempotency key next time', async () => {
    const reference = await queueSave('hx', SAVE);
    await queueQuote('hx', { ...QUOTE, code: reference });
    const first = recordingSender({ failFrom: 2 });
    await sendQueue(first.sender);
    expect(offlineQueue.get().waiting).toBe(1);

    const second = recordingSender();
    await sendQueue(second.sender);
    expect(second.calls.map((call) => call.kind)).toEqual(['quote']);
    expect(second.calls[0]?.key).toBe(first.calls[1]?.key);
    expect(offlineQueue.get().waiting).toBe(0);
  });

  it('does not send a quote whose save is still waiting, and stops at the first failed connection', async () => {
    const reference = await queueSave('hx', SAVE);
    await queueQuote('hx', { ...QUOTE, code: reference });
    const { sender, calls } = recordingSender({ failFrom: 1 });
    await sendQueue(sender);
    expect(calls.map((call) => call.kind)).toEqual(['save']);
    expect(offlineQueue.get().waiting).toBe(2);
  });

  it('drops an item the server refused, as sending it again would be refused again', async () => {
    await queueQuote('hx', { ...QUOTE, code: 'ABCD0009' });
    await sendQueue(recordingSender({ refuse: 'quote' }).sender);
    expect(offlineQueue.get().waiting).toBe(0);
  });

  it('is emptied by a discard, and survives a reopened database', async () => {
    await queueSave('hx', SAVE);
    await readQueue();
    expect(offlineQueue.get().waiting).toBe(1);
    await discardQueue();
    expect(offlineQueue.get().waiting).toBe(0);
  });
});
