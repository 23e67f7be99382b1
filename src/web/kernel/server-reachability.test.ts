// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createServerReachability, PROBE, probeDelay } from './server-reachability.ts';

function answer(status: number) {
  return new Response(null, { status });
}

/** A server whose answers the test sets; every call is recorded. */
function fakeServer() {
  const state = { status: 200, down: false };
  const calls: string[] = [];
  const send = vi.fn(async (input: RequestInfo | URL) => {
    calls.push(String(input));
    if (state.down) throw new TypeError('Failed to fetch');
    return answer(state.status);
  });
  return { state, calls, send };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('server reachability', () => {
  it('probes after 1, 2, 4, 8 s, then every 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(probeDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });

  it('a 503 makes the server unavailable; /api/health is probed with backoff until it answers', async () => {
    const server = fakeServer();
    const store = createServerReachability(server.send);
    const changes = vi.fn();
    const back = vi.fn();
    store.subscribe(changes);
    store.onBack(back);

    server.state.status = 503;
    const response = await store.fetch('/api/trpc/x');
    expect(response.status).toBe(503);
    expect(store.isUnavailable()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(1);

    // Still down: the probes come after 1 s, then 2 s more, then 4 s more.
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls.filter((url) => url === PROBE.url)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.filter((url) => url === PROBE.url)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.calls.filter((url) => url === PROBE.url)).toHaveLength(2);
    expect(store.isUnavailable()).toBe(true);

    // Back: the next probe (4 s later) finds it, once; no more probes after that.
    server.state.status = 200;
    await vi.advanceTimersByTimeAsync(3999);
    expect(store.isUnavailable()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.isUnavailable()).toBe(false);
    expect(back).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(2);
    const probes = server.calls.filter((url) => url === PROBE.url).length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls.filter((url) => url === PROBE.url)).toHaveLength(probes);
  });

  it('a fetch that throws while online counts as unavailable, and keeps being probed while it throws', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const server = fakeServer();
    const store = createServerReachability(server.send);
    server.state.down = true;
    await expect(store.fetch('/api/news')).rejects.toThrow('Failed to fetch');
    expect(store.isUnavailable()).toBe(true);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    expect(server.calls.filter((url) => url === PROBE.url)).toHaveLength(2);
    expect(store.isUnavailable()).toBe(true);
  });

  it('an answer of any call (not only a probe) clears it at once and stops the probes', async () => {
    const server = fakeServer();
    const store = createServerReachability(server.send);
    server.state.status = 502;
    await store.fetch('/api/news');
    expect(store.isUnavailable()).toBe(true);
    server.state.status = 404; // an answer: the server is there
    await store.fetch('/api/news');
    expect(store.isUnavailable()).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls.filter((url) => url === PROBE.url)).toHaveLength(0);
  });

  it('a 503 with Retry-After (a busy server) asks /api/health at once: unavailable only if it says so too', async () => {
    const busy = () => new Response(null, { status: 503, headers: { 'Retry-After': '5' } });
    const health = { status: 200 };
    const send = vi.fn(async (input: RequestInfo | URL) =>
      String(input) === PROBE.url ? answer(health.status) : busy(),
    );
    const store = createServerReachability(send);
    await store.fetch('/api/quotes/pdf');
    await vi.advanceTimersByTimeAsync(0);
    expect(send.mock.calls.map(([url]) => String(url))).toEqual(['/api/quotes/pdf', PROBE.url]);
    expect(store.isUnavailable()).toBe(false);

    health.status = 503;
    await store.fetch('/api/quotes/pdf');
    await vi.advanceTimersByTimeAsync(0);
    expect(store.isUnavailable()).toBe(true);
  });

  it('offline, or a call the page cancelled, is not an unavailable server', async () => {
    const server = fakeServer();
    const store = createServerReachability(server.send);
    server.state.down = true;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(store.fetch('/api/news')).rejects.toThrow();
    expect(store.isUnavailable()).toBe(false);

    online.mockReturnValue(true);
    const controller = new AbortController();
    controller.abort();
    await expect(store.fetch('/api/news', { signal: controller.signal })).rejects.toThrow();
    const aborted = createServerReachability(() =>
      Promise.reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
    await expect(aborted.fetch('/api/news')).rejects.toThrow();
    expect(store.isUnavailable()).toBe(false);
    expect(aborted.isUnavailable()).toBe(false);
  });
});
