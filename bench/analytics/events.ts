// The analytics benches' fixture (not the demo seed): BENCH_EVENTS generated events (1,000,000 by default)
// over the year before `end`, written by the database itself in one statement per 100,000 rows, with a
// fixed seed so that every run holds the same rows. The mix is a busy site's: 40 % page views over 20
// paths, 9 locales and 7 referrers; 40,000 visitor hashes; configurator events on 4 machines (started,
// steps, options, prices, codes, quotes), site searches over 200 terms, finder searches over 12 ranges;
// one event in 50 a member of staff's. Besides them, codes saved for the take-rates.
import { sql } from 'drizzle-orm';
import { DEFAULT_UNITS_CONFIG } from '../../src/domain/flow.ts';
import type { Db } from '../../src/server/db/client.ts';
import { configurationCodes } from '../../src/server/db/schema/index.ts';
import { insertTestConfigurator } from '../../src/server/db/testing/configurator-factory.ts';

const MACHINES = ['hx', 'lx', 'mx', 'px'] as const;
const CHUNK = 100_000;

export async function insertGeneratedEvents(db: Db, count: number, end: Date): Promise<void> {
  await db.execute(sql`select setseed(0.42)`);
  for (let first = 1; first <= count; first += CHUNK) {
    const last = Math.min(count, first + CHUNK - 1);
    await db.execute(sql`
      insert into analytics_events (occurred_at, type, name, path, referrer_host, locale, props, visitor, staff)
      select ${end}::timestamptz - random() * interval '365 days',
        case when i % 10 < 4 then 'pageview' else 'event' end,
        (array[null, null, null, null, 'configurator_started', 'step_completed', 'option_chosen',
          (array['price_shown', 'code_saved', 'quote_requested'])[1 + (i / 10) % 3],
          'site_searched', 'finder_searched'])[1 + i % 10],
        case when i % 10 < 4 then (array['/', '/search', '/configurator', '/configurator/hx', '/configurator/lx',
          '/configurator/mx', '/configurator/px', '/news', '/machines', '/machine-finder'])[1 + (i / 10) % 10]
          || case when (i / 100) % 2 = 0 then '' else '/' || ((i / 100) % 10)::text end
          else '/configurator/' || (array['hx', 'lx', 'mx', 'px'])[1 + (i / 10) % 4] end,
        case when i % 10 < 4 then (array[null, null, null, 'www.google.com', 'www.bing.com', 'duckduckgo.com',
          'www.linkedin.com'])[1 + (i / 7) % 7] end,
        (array['en', 'de', 'fr', 'es', 'it', 'pl', 'ja', 'ko', 'zh'])[1 + (i / 3) % 9],
        case i % 10
          when 4 then jsonb_build_object('machine', (array['hx', 'lx', 'mx', 'px'])[1 + (i / 10) % 4])
          when 5 then jsonb_build_object('machine', (array['hx', 'lx', 'mx', 'px'])[1 + (i / 10) % 4],
            'step', (array['base', 'mixing', 'supply', 'packages'])[1 + (i / 40) % 4])
          when 6 then jsonb_build_object('machine', (array['hx', 'lx', 'mx', 'px'])[1 + (i / 10) % 4],
            'subStep', (array['country', 'mixhead', 'boom', 'level'])[1 + (i / 40) % 4],
            'value', 'v' || ((i / 160) % 8)::text)
          when 7 then jsonb_build_object('machine', (array['hx', 'lx', 'mx', 'px'])[1 + (i / 10) % 4])
          when 8 then jsonb_build_object('term', 'term ' || ((i / 10) % 200)::text)
          when 9 then jsonb_build_object('finder', (array['public', 'machine', 'platform'])[1 + (i / 10) % 3],
            'range', (array['10–20', '20–50', '50–100', '100–200'])[1 + (i / 30) % 4] || ' g/s')
        end,
        'v' || (i % 40000)::text,
        i % 50 = 0
      from generate_series(${first}::integer, ${last}::integer) as i`);
  }
  // What the daily roll-up's vacuum (and PostgreSQL's autovacuum) leaves: statistics, and a visibility map
  // that lets the page-view figures read their index alone.
  await db.execute(sql`vacuum (analyze) analytics_events`);
}

/** 4 machines with the example model, and `count` codes over the same year (2 in 3 a visitor's). */
export async function insertGeneratedCodes(db: Db, count: number, end: Date): Promise<void> {
  const ids: string[] = [];
  for (const slug of MACHINES) ids.push((await insertTestConfigurator(db, { slug })).machineId);
  const mixheads = ['mh-12', 'mh-18', 'mh-24'];
  const symbols = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const codeOf = (n: number) =>
    Array.from({ length: 8 }, (_, k) => symbols[Math.floor(n / 32 ** k) % 32]).join('');
  for (let first = 0; first < count; first += 1000) {
    await db.insert(configurationCodes).values(
      Array.from({ length: Math.min(1000, count - first) }, (_, j) => {
        const n = first + j;
        return {
          code: codeOf(n),
          machineId: ids[n % ids.length] as string,
          modelVersion: 1,
          selection: {
            values: {
              mixhead: [mixheads[n % 3] as string],
              cleaning: n % 2 ? ['solvent-flush'] : [],
              level: [n % 5 ? 'level-analog' : 'level-digital'],
            },
            dosingLine: 'x',
            country: 'DE',
            dayTank: 'y',
          },
          units: DEFAULT_UNITS_CONFIG,
          locale: 'en' as const,
          createdAt: new Date(end.getTime() - ((n * 7919) % 365) * 86_400_000 - (n % 86_400) * 1000),
        };
      }),
    );
  }
  await db.execute(sql`analyze configuration_codes`);
}
