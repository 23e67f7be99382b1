// The quote PDF under load: rendered in the worker pool while the main thread stays responsive, once
// per quote (cached, with ETag and 304), rate-limited per address and per user, and refused with 503
// when the pool's queue is full.
import { once } from 'node:events';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Selection } from '../../../domain/configurator/types.ts';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { appSettings, rateLimitCounters } from '../../db/schema/index.ts';
import { seedDemoCatalogue } from '../../db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../../db/seed/demo-users.ts';
import { caughtUp, createTestDb, type TestDb } from '../../db/testing/test-db.ts';
import { QUOTE_TEXTS } from '../../quotes/quote-texts.ts';
import { Client, testApp } from '../../testing/test-app.ts';
import { trpcCaller } from '../../testing/trpc-caller.ts';
import { QUOTE_PDF_IP_LIMIT, QUOTE_PDF_USER_LIMIT } from './quote-routes.ts';

const PASSWORD = 'demo-password-1';

/**
 * The event-loop delay of a thread that does nothing, measured until `stop`: what the machine's
 * scheduler alone costs a thread of this process meanwhile.
 */
async function idleThreadDelay(): Promise<{ stop(): Promise<{ p99: number; max: number }> }> {
  const worker = new Worker(
    `const { parentPort } = require('node:worker_threads');
    const { monitorEventLoopDelay } = require('node:perf_hooks');
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    parentPort.postMessage('started');
    parentPort.once('message', () => {
      delay.disable();
      parentPort.postMessage({ p99: delay.percentile(99) / 1e6, max: delay.max / 1e6 });
    });`,
    { eval: true },
  );
  await once(worker, 'message');
  return {
    async stop() {
      worker.postMessage('stop');
      const [figures] = await once(worker, 'message');
      await worker.terminate();
      return figures;
    },
  };
}

const pdfPath = (code: string, locale: InterfaceLocale, query = '') =>
  `/api/configurations/${code}/quote.pdf?locale=${locale}${query}`;

describe(`the quote PDF under load (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let app: ReturnType<typeof testApp>;
  let selection: Selection;
  let address = 0;
  /** A visitor of their own (TRUST_PROXY is on, so X-Forwarded-For is the address). */
  const visitor = (ip = `198.51.100.${++address}`) => {
    const client = new Client(app.app);
    return (path: string, headers: Record<string, string> = {}) =>
      client.request(path, { headers: { 'x-forwarded-for': ip, ...headers } });
  };
  let saved = 0;
  /** A configuration no test has asked a PDF of yet (its own note: the same selection keeps its code). */
  const newCode = async () =>
    (
      await trpcCaller(handle.db).publicConfigurator.saveConfiguration({
        slug: 'hx',
        selection: { ...selection, values: { ...selection.values, notes: [`Quote ${++saved}`] } },
        units: { freq: 50, unit: 'cm' },
        locale: 'en',
      })
    ).code;

  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoCatalogue(handle.db);
    await seedDemoUsers(handle.db, { password: PASSWORD });
    app = testApp(handle, { TRUST_PROXY: 'true' });
    const caller = trpcCaller(handle.db).publicConfigurator;
    const model = await caller.machineModel({ slug: 'hx', locale: 'en' });
    selection = {
      dosingLine: model.choices.dosingLines[1]?.id ?? '',
      country: 'DE',
      dayTank: model.choices.dayTanks[0]?.id ?? '',
      values: { mixhead: ['mhl-18'], 'hose-length': ['hose-5'], package: ['package-comfort'] },
    };
    // The models of every locale are loaded once, as on a server that has been up a while: what is
    // measured below is the rendering.
    for (const locale of INTERFACE_LOCALES) await caller.machineModel({ slug: 'hx', locale });
  }, 120_000);
  afterEach(() => handle.db.delete(rateLimitCounters));
  afterAll(async () => {
    await app.workers.close();
    await handle.close();
  });

  it('keeps the main thread responsive while 8 PDFs render at once', { timeout: 240_000 }, async () => {
    // The pool's thread starts with its first task (and loads react-pdf there): started before measuring.
    const warm = await visitor()(pdfPath(await newCode(), 'en'));
    expect(warm.status).toBe(200);
    const locales = INTERFACE_LOCALES.slice(0, 8);
    /** The event-loop delay (p99 and max, ms) of this thread and of an idle one while 8 quotes render. */
    const measure = async () => {
      const code = await newCode();
      const rendered = app.workers.completed('quotePdf');
      const idle = await idleThreadDelay();
      const delay = monitorEventLoopDelay({ resolution: 5 });
      delay.enable();
      // The histogram counts from its timer's first tick on: a loop held before that would go unseen.
      await new Promise((resolve) => setTimeout(resolve, 20));
      const responses = await Promise.all(locales.map((locale) => visitor()(pdfPath(code, locale))));
      // A loop held from start to end never fires the histogram's timer: let it fire once more, so
      // that the last stretch is counted too.
      await new Promise((resolve) => setTimeout(resolve, 20));
      delay.disable();
      const noise = await idle.stop();
      expect(responses.map((response) => response.status)).toEqual(locales.map(() => 200));
      expect(app.workers.completed('quotePdf') - rendered).toBe(8);
      return { p99: delay.percentile(99) / 1e6, max: delay.max / 1e6, noise };
    };
    // Rendered on this thread, each of these PDFs held it for hundreds of milliseconds, and so nearly
    // every sample: p99 about 1000 ms. Now what it does per request (the database, pricing, the
    // answer) takes a few milliseconds. What a thread waits for a CPU on a busy machine (other test
    // files, other processes) is no part of that: an idle thread of this process, measured at the same
    // time, sees it as well, and it is taken off. Best of three tries.
    const tries: Awaited<ReturnType<typeof measure>>[] = [];
    const own = (t: (typeof tries)[number]) => t.p99 - t.noise.p99;
    while (tries.length < 3 && !tries.some((t) => own(t) < 50)) tries.push(await measure());
    const summary = tries
      .map(
        (t) =>
          `p99 ${t.p99.toFixed(1)} ms (an idle thread: ${t.noise.p99.toFixed(1)} ms), max ${t.max.toFixed(1)} ms (${t.noise.max.toFixed(1)} ms)`,
      )
      .join('; ');
    expect(Math.min(...tries.map(own)), `event-loop delay: ${summary}`).toBeLessThan(50);
  });

  it('renders a quote once: a repeat comes from the cache, and a known ETag gets 304', async () => {
    const code = await newCode();
    const rendered = app.workers.completed('quotePdf');
    const first = await visitor()(pdfPath(code, 'de'));
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[\w-]+"$/);
    const bytes = Buffer.from(await first.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(app.workers.completed('quotePdf')).toBe(rendered + 1);

    // Another visitor, the same quote: the same bytes, not rendered again.
    const repeat = await visitor()(pdfPath(code, 'de'));
    expect(repeat.status).toBe(200);
    expect(repeat.headers.get('etag')).toBe(etag);
    expect(Buffer.from(await repeat.arrayBuffer()).equals(bytes)).toBe(true);
    // A browser that has it asks with its ETag: 304, no body.
    const revalidated = await visitor()(pdfPath(code, 'de'), { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect((await revalidated.arrayBuffer()).byteLength).toBe(0);
    expect(app.workers.completed('quotePdf')).toBe(rendered + 1);

    // Parallel first requests for one quote share one render.
    const other = await newCode();
    const parallel = await Promise.all([1, 2, 3].map(() => visitor()(pdfPath(other, 'ja'))));
    expect(parallel.map((response) => response.status)).toEqual([200, 200, 200]);
    expect(app.workers.completed('quotePdf')).toBe(rendered + 2);

    // Another locale, or a caller who may see more, is another quote.
    expect((await visitor()(pdfPath(code, 'it'))).status).toBe(200);
    expect(app.workers.completed('quotePdf')).toBe(rendered + 3);
  });

  it('renders again once the data its prices come from changes, with a new ETag', async () => {
    const code = await newCode();
    const first = await visitor()(pdfPath(code, 'en'));
    const etag = first.headers.get('etag') ?? '';
    const rendered = app.workers.completed('quotePdf');
    const size = async (response: Response) => (await response.arrayBuffer()).byteLength;
    const withPrices = await size(first);
    // An admin hides list prices from visitors: the settings' revision rises, so the quote is made
    // again, now without prices, and the browser's copy no longer matches.
    await handle.db
      .insert(appSettings)
      .values({ key: 'publicPrices', value: false })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: false } });
    await caughtUp(handle);
    try {
      const after = await visitor()(pdfPath(code, 'en'), { 'if-none-match': etag });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(etag);
      expect(await size(after)).not.toBe(withPrices);
      expect(app.workers.completed('quotePdf')).toBe(rendered + 1);
    } finally {
      await handle.db.delete(appSettings).where(eq(appSettings.key, 'publicPrices'));
      await caughtUp(handle);
    }
  });

  it(`answers 429 after ${QUOTE_PDF_IP_LIMIT.max} PDFs a minute from one address, in the caller's language`, async () => {
    const code = await newCode();
    const same = visitor('203.0.113.77');
    for (let i = 0; i < QUOTE_PDF_IP_LIMIT.max; i++) {
      expect((await same(pdfPath(code, 'de'))).status, `request ${i + 1}`).toBe(200);
    }
    const refused = await same(pdfPath(code, 'de'));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused.json()).toEqual({
      error: { code: 'TOO_MANY_REQUESTS', message: QUOTE_TEXTS.de.pdfTooMany },
    });
    // Counted per address: another visitor is not held up.
    expect((await visitor()(pdfPath(code, 'de'))).status).toBe(200);
  });

  it(`counts a signed-in user per account: ${QUOTE_PDF_USER_LIMIT.max} a minute, whatever the address`, async () => {
    const code = await newCode();
    const sales = new Client(app.app);
    expect((await sales.signIn('sales@meterline.example', PASSWORD)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i <= QUOTE_PDF_USER_LIMIT.max; i++) {
      const response = await sales.request(pdfPath(code, 'en'), {
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(QUOTE_PDF_USER_LIMIT.max);
    expect(statuses.at(-1)).toBe(429);
  });

  it('renders a quote with customer details for its caller only, and never keeps it', async () => {
    const code = await newCode();
    const sales = new Client(app.app);
    expect((await sales.signIn('sales@meterline.example', PASSWORD)).status).toBe(200);
    const authorised = await sales.trpcMutation('salesMode.authorize', {});
    expect(authorised.status).toBe(200);
    const customer = '&customer.name=Ana%20Ruiz&customer.company=Espumas%20SA';
    const rendered = app.workers.completed('quotePdf');
    for (let i = 0; i < 2; i++) {
      const response = await sales.request(pdfPath(code, 'en', customer));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('etag')).toBeNull();
    }
    expect(app.workers.completed('quotePdf')).toBe(rendered + 2);
  });

  it("answers 503 with Retry-After, in the caller's language, when the queue is full", async () => {
    // A pool of one thread with room for one waiting task: the third PDF asked at once is refused.
    const tiny = testApp(handle, { TRUST_PROXY: 'true' }, { workers: { threads: 1, queue: 1 } });
    try {
      const code = await newCode();
      const locales = ['de', 'ja', 'ko'] as const;
      const responses = await Promise.all(
        locales.map((locale, i) =>
          tiny.app.request(`http://localhost${pdfPath(code, locale)}`, {
            headers: { 'x-forwarded-for': `203.0.113.${200 + i}` },
          }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect([...statuses].sort()).toEqual([200, 200, 503]);
      const index = statuses.indexOf(503);
      const busy = responses[index] as Response;
      expect(busy.headers.get('retry-after')).toBe('5');
      expect(await busy.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: QUOTE_TEXTS[locales[index] ?? 'en'].pdfBusy },
      });
      // Once the queue has room again, the same request is answered.
      const again = await tiny.app.request(`http://localhost${pdfPath(code, locales[index] ?? 'en')}`, {
        headers: { 'x-forwarded-for': '203.0.113.250' },
      });
      expect(again.status).toBe(200);
    } finally {
      await tiny.workers.close();
    }
  });
});
