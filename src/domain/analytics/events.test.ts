import { describe, expect, it } from 'vitest';
import { analyticsBatchSchema } from './events.ts';
import { isBot, MAX_EVENTS_PER_BATCH, optedOut, rangeOf, referrerHost } from './rules.ts';

const pageview = { type: 'pageview', path: '/configurator/hx', ts: 1_790_000_000_000 };

describe('analytics batch schema', () => {
  it('takes page views and named events', () => {
    const batch = {
      events: [
        { ...pageview, referrer: 'https://www.google.com/search?q=x', locale: 'de' },
        {
          type: 'event',
          name: 'option_chosen',
          path: '/configurator/hx',
          props: { subStep: 'heating', value: 'yes' },
          ts: 1,
        },
      ],
    };
    expect(analyticsBatchSchema.safeParse(batch).success).toBe(true);
  });

  it('refuses an event without a name from the list, a named page view, and unknown fields', () => {
    expect(analyticsBatchSchema.safeParse({ events: [{ ...pageview, type: 'event' }] }).success).toBe(false);
    expect(
      analyticsBatchSchema.safeParse({ events: [{ ...pageview, type: 'event', name: 'clicked' }] }).success,
    ).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...pageview, name: 'price_shown' }] }).success).toBe(
      false,
    );
    expect(analyticsBatchSchema.safeParse({ events: [{ ...pageview, userId: 'u1' }] }).success).toBe(false);
    expect(analyticsBatchSchema.safeParse({ events: [{ ...pageview, path: 'configurator' }] }).success).toBe(
      false,
    );
  });

  it('holds 1 to 50 events', () => {
    expect(analyticsBatchSchema.safeParse({ events: [] }).success).toBe(false);
    const full = { events: Array.from({ length: MAX_EVENTS_PER_BATCH }, () => pageview) };
    expect(analyticsBatchSchema.safeParse(full).success).toBe(true);
    expect(analyticsBatchSchema.safeParse({ events: [...full.events, pageview] }).success).toBe(false);
  });
});

describe('analytics rules', () => {
  it('keeps only the host of a referrer', () => {
    expect(referrerHost('https://www.Google.com/search?q=metering')).toBe('www.google.com');
    expect(referrerHost('example.org')).toBe('example.org');
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });

  it('respects Do Not Track and Global Privacy Control', () => {
    expect(optedOut({ dnt: '1' })).toBe(true);
    expect(optedOut({ gpc: '1' })).toBe(true);
    expect(optedOut({ dnt: '0', gpc: null })).toBe(false);
  });

  it('tells bots from browsers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(
      isBot('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/156.0 Safari/537.36'),
    ).toBe(true);
    expect(isBot('curl/8.5.0')).toBe(true);
    expect(isBot(undefined)).toBe(true);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
  });

  it('reports a finder’s number as the range it falls in', () => {
    expect(rangeOf(150, 'g/s')).toBe('100–200 g/s');
    expect(rangeOf(100, 'g/s')).toBe('100–200 g/s');
    expect(rangeOf(99.9, 'g/s')).toBe('50–100 g/s');
    expect(rangeOf(0.4, 'cm³/s')).toBe('0–1 cm³/s');
    expect(rangeOf(25_000, 'g/s')).toBe('≥ 10000 g/s');
    expect(rangeOf(Number.NaN, 'g/s')).toBeNull();
    expect(rangeOf(-1, 'g/s')).toBeNull();
    expect(rangeOf(null, 'g/s')).toBeNull();
  });
});
