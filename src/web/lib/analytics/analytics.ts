// What the app reports to the analytics collector (docs/product.md#analytics): page views and the fixed
// list of events. This module is the small part that travels with the pages: it keeps what happens until
// the page is usable, then loads the tracker (tracker.ts) once and hands it over. Nothing at all is kept
// or sent when the browser says Do Not Track or Global Privacy Control.
import type { AnalyticsEvent } from '../../../domain/analytics/events.ts';
import type { AnalyticsEventName } from '../../../domain/analytics/rules.ts';

type Tracker = typeof import('./tracker.ts');
type Props = NonNullable<AnalyticsEvent['props']>;

const waiting: AnalyticsEvent[] = [];
let tracker: Tracker | null = null;
let loading = false;

function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

function load(): void {
  if (loading) return;
  loading = true;
  const start = () =>
    void import('./tracker.ts').then(
      (loaded) => {
        tracker = loaded;
        for (const event of waiting.splice(0)) loaded.enqueue(event);
      },
      () => {
        loading = false;
      },
    );
  // After the page's own work: the tracker never competes with the first render or the first click.
  const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(start) : setTimeout(start, 1));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

function report(event: AnalyticsEvent): void {
  if (typeof window === 'undefined' || optedOut()) return;
  if (tracker) tracker.enqueue(event);
  else {
    waiting.push(event);
    load();
  }
}

export function reportPageView(path: string): void {
  const referrer =
    document.referrer && new URL(document.referrer).host !== location.host ? document.referrer : undefined;
  report({ type: 'pageview', path, ts: Date.now(), ...(referrer ? { referrer } : {}), ...localeOf() });
}

export function reportEvent(name: AnalyticsEventName, props?: Props): void {
  report({
    type: 'event',
    name,
    path: location.pathname,
    ts: Date.now(),
    ...(props ? { props } : {}),
    ...localeOf(),
  });
}

function localeOf(): { locale?: string } {
  const value = document.documentElement.lang;
  return value && /^[a-z]{2}(-[A-Z]{2})?$/.test(value) ? { locale: value } : {};
}
