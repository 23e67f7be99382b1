// Hostile content in a real browser: the XSS payloads of fixtures/xss-payloads.ts go in through the admin
// API and the public forms, into rich text (news, information pages), names and descriptions of the
// catalogue, a translation, a part model's name and a customer's quote request. Every page that shows
// them is then opened (internal, admin, public, the quote request's admin page) with a canary: no payload
// may run (`__xss` never called, no CSP violation, no dialog), no element may carry an event handler or a
// `javascript:` address, and the markers must still be readable as text. The quote PDF's text is read
// with pdftotext. A server of its own: the names changed here would surprise the other specs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { ProductPortfolio } from '../src/server/api/types.ts';
import { mintSession } from './fixtures/api-session.ts';
import { type AppServer, ownServer } from './fixtures/app-server.ts';
import { armCanary, watchPage } from './fixtures/page-watch.ts';
import { configurable, requestQuote } from './fixtures/route-items.ts';
import { test as base, expect } from './fixtures/test.ts';
import { fitting, joined, PAYLOADS, type Payload } from './fixtures/xss-payloads.ts';

const test = base.extend<{ baseURL: string }, { hostileServer: AppServer }>({
  hostileServer: ownServer(),
  baseURL: async ({ hostileServer }, use) => use(hostileServer.url),
});

const SHORT = fitting(200);
/** A name-like field's payload: the short ones in turn. */
const short = (i: number) => SHORT[i % SHORT.length] as Payload;
const ALL_LINES = joined(PAYLOADS, 5000);
/**
 * Rich text: every payload as a paragraph of its own, as raw HTML (the server sanitises it); those that
 * leave a tag open last, since what follows them is part of the tag.
 */
const RICH = [...PAYLOADS]
  .sort((a, b) => Number(a.openEnded) - Number(b.openEnded))
  .map((payload) => `<p>${payload.text}</p>`)
  .join('');

type Item = Record<string, unknown> & { id: string; version: number };

async function adminPatch(page: Page, origin: string, entity: string, item: Item, values: object) {
  const response = await page.request.patch(`/api/admin/${entity}/${encodeURIComponent(item.id)}`, {
    headers: { Origin: origin },
    data: { expectedVersion: item.version, values },
  });
  expect(response.status(), `${entity}: ${await response.text()}`).toBe(200);
}

async function adminFirst(page: Page, entity: string, query = ''): Promise<Item> {
  const response = await page.request.get(`/api/admin/${entity}?pageSize=1${query}`);
  expect(response.status(), entity).toBe(200);
  const item = (await response.json()).data.items[0] as Item | undefined;
  if (!item) throw new Error(`the demo data has no ${entity}`);
  return item;
}

/** Every element's event handler attribute and `javascript:` address in the page, described. */
function activeMarkup(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')].flatMap((element) =>
      [...element.attributes]
        .filter((a) => /^on/i.test(a.name) || /^\s*(javascript|vbscript|data:text\/html)/i.test(a.value))
        .map((a) => `<${element.tagName.toLowerCase()} ${a.name}="${a.value.slice(0, 60)}">`),
    ),
  );
}

test('XSS payloads stay text on every page that shows them, and in the quote PDF', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = baseURL as string;
  await mintSession(page, 'development');
  const portfolio = (await (await page.request.get('/api/product-portfolio')).json()) as ProductPortfolio;
  const machine = configurable(portfolio);

  // In through the admin API: the catalogue, content, a translation, a part model.
  const machineItem = await adminFirst(page, 'machines', `&search=${encodeURIComponent(machine.name)}`);
  await adminPatch(page, origin, 'machines', machineItem, {
    name: short(0).text,
    description: ALL_LINES,
  });
  const pump = await adminFirst(page, 'pumps');
  await adminPatch(page, origin, 'pumps', pump, { name: short(1).text, description: ALL_LINES });
  const news = await adminFirst(page, 'news');
  await adminPatch(page, origin, 'news', news, {
    title: short(2).text,
    text: RICH,
    published: true,
  });
  const info = await adminFirst(page, 'general-information');
  await adminPatch(page, origin, 'general-information', info, { title: short(3).text, text: RICH });
  const translationId = 'de:ui.common.home.title';
  const translation = (
    await (await page.request.get(`/api/admin/translations/${encodeURIComponent(translationId)}`)).json()
  ).data as Item;
  await adminPatch(page, origin, 'translations', translation, { text: short(4).text });
  const partModel = await adminFirst(page, 'part-models');
  await adminPatch(page, origin, 'part-models', partModel, { name: short(5).text });

  // In through the public forms: a saved configuration and a quote request, as a customer sends them.
  const quote = await requestQuote({ page, baseURL: origin }, machine, {
    name: short(6).text,
    company: short(7).text,
    email: 'hostile@customer.example',
    message: ALL_LINES.slice(0, 4000),
  });
  const { code } = quote;

  // Out: every page that shows them. `texts` are shown whole, as typed (plain fields); of rich text, which
  // the server sanitises, the markers are left.
  const markers = PAYLOADS.filter((payload) => !payload.openEnded).map((payload) => payload.marker);
  const pages: {
    path: string;
    visitor: 'development' | 'anonymous';
    locale?: 'de';
    texts: Payload[];
    markers?: string[];
  }[] = [
    { path: '/', visitor: 'development', texts: [short(2)] },
    { path: `/news/${news.id}`, visitor: 'development', texts: [short(2)], markers },
    { path: `/general-information/${info.id}`, visitor: 'development', texts: [short(3)], markers },
    { path: '/product-portfolio/machines', visitor: 'development', texts: [short(0)] },
    { path: `/product-portfolio/machines/${machine.id}`, visitor: 'development', texts: [short(0)] },
    { path: `/product-portfolio/pumps/${pump.id}`, visitor: 'development', texts: [short(1)] },
    {
      path: `/machine-configurator/configurator?machine=${machine.slug}`,
      visitor: 'development',
      texts: [short(0)],
    },
    { path: `/admin/news/${news.id}`, visitor: 'development', texts: [] },
    { path: `/admin/product-portfolio/machines/${machineItem.id}`, visitor: 'development', texts: [] },
    { path: '/admin/product-portfolio/pumps/pumps', visitor: 'development', texts: [short(1)] },
    {
      path: '/admin/public-configurator/translations?locale=de&q=XSS',
      visitor: 'development',
      texts: [short(4)],
    },
    { path: '/admin/public-configurator/part-models', visitor: 'development', texts: [short(5)] },
    { path: '/admin/quote-requests', visitor: 'development', texts: [short(6)] },
    { path: `/admin/quote-requests/${quote.id}`, visitor: 'development', texts: [short(6), short(7)] },
    { path: '/configurator', visitor: 'anonymous', texts: [short(0)] },
    { path: `/configurator/${machine.slug}`, visitor: 'anonymous', texts: [short(0)] },
    { path: '/configurator', visitor: 'anonymous', locale: 'de', texts: [short(4)] },
  ];

  const contexts = {
    development: page.context(),
    anonymous: await browser.newContext({ baseURL: origin }),
  };
  for (const { path, visitor, locale, texts, markers: shownMarkers = [] } of pages) {
    const context = contexts[visitor];
    await context.clearCookies({ name: 'CONFIGURATOR_SELECTED_LOCALE' });
    await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: locale ?? 'en', url: origin }]);
    const tab = await context.newPage();
    const intrusions = await armCanary(tab);
    const watcher = watchPage(tab, origin);
    await tab.goto(path);
    await expect(tab.locator('h1'), path).toBeVisible();
    await watcher.idle();
    const body = tab.locator('body');
    for (const payload of texts)
      await expect(body, `${path} shows ${payload.marker} as typed`).toContainText(payload.text);
    for (const marker of shownMarkers) await expect(body, `${path} shows ${marker}`).toContainText(marker);
    expect(await activeMarkup(tab), `${path}: handlers or script addresses`).toEqual([]);
    expect(await intrusions(), path).toEqual({ canary: [], csp: [], dialogs: [] });
    expect(watcher.take(), path).toEqual([]);
    await tab.close();
  }
  await contexts.anonymous.close();

  // The quote PDF: the machine's name as staff typed it, readable.
  const pdf = await page.request.get(`/api/configurations/${code}/quote.pdf?locale=en`);
  expect(pdf.status()).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'hostile-pdf-')), 'quote.pdf');
  writeFileSync(file, await pdf.body());
  const pdfText = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  expect(pdfText.replace(/\s+/g, ' ')).toContain(short(0).text);
});
