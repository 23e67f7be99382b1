// @vitest-environment happy-dom
// The tracker's batches (docs/product.md#analytics): sent a few seconds after the last event, at once when
// the page is hidden or a batch is full, by beacon, or by fetch with keepalive when no beacon goes; and
// nothing at all under Global Privacy Control or Do Not Track.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../../../domain/analytics/events.ts';

const event = (i: number): AnalyticsEvent => ({
  type: 'pageview',
  path: `/p/${i}`,
  ts: 1_790_000_000_000 + i,
});

async function batchesOf(calls: unknown[][]): Promise<{ events: AnalyticsEvent[] }[]> {
  return Promise.all(calls.map(async ([, blob]) => JSON.parse(await (blob as Blob).text())));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tracker', () => {
  it('sends a batch 3 s after the last event, by beacon to the collector', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const { enqueue } = await import('./tracker.ts');
    enqueue(event(1));
    vi.advanceTimersByTime(2000);
    enqueue(event(2));
    vi.advanceTimersByTime(2999);
    expect(beacon).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0] ?? [];
    expect(url).toBe('/api/analytics/collect');
    expect(body?.type).toBe('application/json');
    expect((await batchesOf(beacon.mock.calls))[0]?.events.map((e) => e.path)).toEqual(['/p/1', '/p/2']);
  });

  it('sends a full batch of 50 at once, and the rest when the page is hidden', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const { enqueue } = await import('./tracker.ts');
    for (let i = 0; i < 52; i++) enqueue(event(i));
    expect(beacon).toHaveBeenCalledTimes(1);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    const batches = await batchesOf(beacon.mock.calls);
    expect(batches.map((batch) => batch.events.length)).toEqual([50, 2]);
  });

  it('falls back to fetch with keepalive when the beacon is refused', async () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: () => false });
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    const { enqueue, flush } = await import('./tracker.ts');
    enqueue(event(1));
    flush();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/analytics/collect');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(init.body)).events).toHaveLength(1);
  });
});

describe('reporting', () => {
  it('keeps and sends nothing under Global Privacy Control or Do Not Track', async () => {
    for (const privacy of [{ globalPrivacyControl: true }, { doNotTrack: '1' }]) {
      vi.resetModules();
      const beacon = vi.fn((_url: string, _body: Blob) => true);
      const fetchMock = vi.fn();
      vi.stubGlobal('navigator', { ...navigator, ...privacy, sendBeacon: beacon });
      vi.stubGlobal('fetch', fetchMock);
      const { reportPageView, reportEvent } = await import('./analytics.ts');
      reportPageView('/configurator/hx');
      reportEvent('price_shown', { machine: 'hx' });
      await vi.runAllTimersAsync();
      expect(beacon).not.toHaveBeenCalled();
      expect(fetchMock).not.toHaveBeenCalled();
    }
  });

  it('hands what happened before the tracker loaded over to it, once the page is idle', async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon });
    const { reportPageView, reportEvent } = await import('./analytics.ts');
    reportPageView('/configurator/hx');
    reportEvent('option_chosen', { machine: 'hx', subStep: 'heating', value: 'yes' });
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(3100);
      expect(beacon).toHaveBeenCalled();
    });
    const [batch] = await batchesOf(beacon.mock.calls);
    expect(batch?.events).toMatchObject([
      { type: 'pageview', path: '/configurator/hx' },
      { type: 'event', name: 'option_chosen', props: { subStep: 'heating', value: 'yes' } },
    ]);
  });
});
