import type { Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

// An interface text changed on the translations page (docs/product.md#translations) replaces the one the
// build ships: in the server's HTML of a public page, after React takes it over, and on a page the
// browser renders; put back, the built text shows again.

const ID = 'de:ui.common.home.title';
const BUILT = 'Konfigurieren Sie Ihre Dosiermaschine';
const CHANGED = 'Stellen Sie Ihre Dosiermaschine zusammen';
const LOCALE_COOKIE = 'CONFIGURATOR_SELECTED_LOCALE';

async function setText(page: Page, baseURL: string, text: string): Promise<void> {
  const current = (await (await page.request.get(`/api/admin/translations/${encodeURIComponent(ID)}`)).json())
    .data;
  const response = await page.request.patch(`/api/admin/translations/${encodeURIComponent(ID)}`, {
    headers: { origin: new URL(baseURL).origin },
    data: { expectedVersion: current.version, values: { text } },
  });
  expect(response.status()).toBe(200);
}

test('a German interface text changed on the translations page is what German visitors read', async ({
  page,
  browser,
  baseURL,
}) => {
  await mintSession(page, 'development');
  const item = (await (await page.request.get(`/api/admin/translations/${encodeURIComponent(ID)}`)).json())
    .data;
  expect(item).toMatchObject({ text: BUILT, state: 'reviewed', source: 'Configure your metering machine' });
  await setText(page, baseURL as string, CHANGED);
  try {
    const context = await browser.newContext({ baseURL });
    await context.addCookies([{ name: LOCALE_COOKIE, value: 'de', url: baseURL as string }]);
    const visitor = await context.newPage();
    const errors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The cached answer follows the change feed: the server's HTML says it once it has arrived.
    await expect
      .poll(async () => (await (await visitor.request.get('/configurator')).text()).includes(CHANGED))
      .toBe(true);
    await visitor.goto('/configurator');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(CHANGED);
    // Taken over by React without a mismatch, and the same on a page the browser renders.
    await visitor.goto('/configurator?from=e2e');
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(CHANGED);
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
    await context.close();
  } finally {
    // Put back (the worker's server is shared with the specs after this one).
    await setText(page, baseURL as string, BUILT);
  }
});
