// The first-party tracker (docs/product.md#analytics), loaded once the page is usable: events wait in a
// queue and go to the app's own collector in batches, with sendBeacon (or fetch with keepalive), a few
// seconds after the last one and whenever the page is hidden. No cookie, no stored identifier: the
// collector counts visitors by a hash that changes every day.
import type { AnalyticsEvent } from '../../../domain/analytics/events.ts';
import { MAX_EVENTS_PER_BATCH } from '../../../domain/analytics/rules.ts';

const COLLECT = '/api/analytics/collect';
const WAIT_MS = 3000;

const queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function send(events: AnalyticsEvent[]): void {
  const body = JSON.stringify({ events });
  try {
    if (navigator.sendBeacon?.(COLLECT, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A browser that refuses the body type for a beacon: fetch below.
  }
  void fetch(COLLECT, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body,
  }).catch(() => undefined);
}

/** Sends what waits, in batches the collector takes. */
export function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) send(queue.splice(0, MAX_EVENTS_PER_BATCH));
}

export function enqueue(event: AnalyticsEvent): void {
  queue.push(event);
  if (queue.length >= MAX_EVENTS_PER_BATCH) flush();
  else {
    clearTimeout(timer);
    timer = setTimeout(flush, WAIT_MS);
  }
}

document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') flush();
});
addEventListener('pagehide', flush);
