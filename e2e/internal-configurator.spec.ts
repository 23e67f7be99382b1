// The internal configurator (/machine-configurator/configurator) as a sales user uses it — from
// the menu, from the machine finder and the platform finder, and by a saved code — on a real server with
// the demo catalogue; at 1280 and 390 wide, and axe on its states.
import type { Page } from '@playwright/test';
import { platformDosingLine } from '../src/domain/finder.ts';
import type { ProductPortfolio } from '../src/server/api/types.ts';
import { type AppServer, ownServer } from './fixtures/app-server.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { test as base, expect } from './fixtures/test.ts';

// A server of its own: other specs lock accounts and disable users on the shared one.
const test = base.extend<{ baseURL: string }, { configuratorServer: AppServer }>({
  configuratorServer: ownServer(),
  baseURL: async ({ configuratorServer }, use) => use(configuratorServer.url),
});

const PATH = '/machine-configurator/configurator';

async function portfolioOf(page: Page): Promise<ProductPortfolio> {
  const response = await page.request.get('/api/product-portfolio');
  expect(response.status()).toBe(200);
  return response.json();
}

const byName = <T extends { name: string }>(list: T[], name: string): T => {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`${name} is not in the portfolio`);
  return found;
};

/** "€48,500.00" → 4850000 cents (the internal area is in English). */
function cents(text: string | null): number {
  const digits = (text ?? '').replace(/[^0-9.-]/g, '');
  return Math.round(Number(digits) * 100);
}

const dosingLines = (page: Page) => page.getByRole('group', { name: 'Dosing line', exact: true });
const checkedDosingLine = (page: Page) => dosingLines(page).getByRole('radio', { checked: true });

// Each test's sales user is its own: saved codes and the last one saved stay with that test.
test.use({ signedInAs: 'sales' });

test('from the menu: picks a machine, changes an option and sees the price follow', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/machine-configurator/machine-finder');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Configurator', exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole('heading', { name: 'Configurator', level: 1 })).toBeVisible();
  const machines = page.getByRole('list', { name: 'Machines to configure' });
  // Every machine the configurator offers, and the one coming soon greyed out without a link.
  await expect(machines.getByRole('link')).toHaveCount(5);
  await expect(machines.getByText('VX Vario')).toBeVisible();
  await expect(machines.getByRole('link', { name: /VX Vario/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/internal-configurator-picker-1280.png', fullPage: true });

  await machines.getByRole('link', { name: /^HX Series/ }).click();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?machine=hx$`));
  await expect(page.getByRole('heading', { name: 'HX Series', level: 2 })).toBeVisible();
  const total = page.getByTestId('configurator-total');
  await expect(total).toHaveText(/€/);
  const before = cents(await total.textContent());
  // The other dosing line says what it adds; choosing it adds exactly that, priced in the browser.
  const other = dosingLines(page).getByRole('radio', { checked: false }).first();
  const label = (await other.locator('xpath=ancestor::label').textContent()) ?? '';
  const delta = /([+−-]) (€[0-9,.]+)/.exec(label);
  expect(delta, label).not.toBeNull();
  const sign = delta?.[1] === '+' ? 1 : -1;
  await other.check();
  await expect(total).not.toHaveText(`€${(before / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  expect(cents(await total.textContent())).toBe(before + sign * cents(delta?.[2] ?? ''));
  await page.screenshot({ path: '/tmp/internal-configurator-1280.png', fullPage: false });
  await expectNoSeriousViolations(page);

  // Another machine replaces this one in the address.
  await page.getByRole('combobox', { name: 'Machine' }).selectOption({ label: 'LX Series' });
  await expect(page.getByRole('heading', { name: 'LX Series', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?machine=lx$`));
  expect(errors).toEqual([]);
});

test('the machine finder hands a result to the configurator, which starts on its dosing line', async ({
  page,
}) => {
  await page.goto('/machine-configurator/machine-finder');
  await page.getByRole('combobox', { name: 'Foam formulation' }).click();
  await page.getByRole('option', { name: 'Flexible moulded foam F-50' }).click();
  await page.getByRole('textbox', { name: /Total output/ }).fill('150');
  const cards = page.getByTestId('finder-match');
  await expect(cards.first()).toBeVisible();
  // Not the first result: the configurator's default is the machine's first line, which proves nothing.
  const count = await cards.count();
  const pick = cards.nth(count - 1);
  const line = (await pick.getAttribute('data-version')) ?? '';
  const portfolio = await portfolioOf(page);
  const version = byName(portfolio.machineVersions, line);
  const machine = portfolio.machines.find((m) => m.machineVersions.some((r) => r.id === version.id));
  await pick.getByRole('link', { name: /^Configure / }).click();
  await expect(page.getByRole('heading', { name: machine?.name ?? '', level: 2 })).toBeVisible();
  await expect(checkedDosingLine(page)).toHaveAccessibleName(new RegExp(`^${line}\\b`));
  // The handover leaves the address once done: a reload shows the configuration as it is now.
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?machine=${machine?.slug}$`));
});

test('a machine clicked in the platform finder opens in the configurator on the line for the output', async ({
  page,
}) => {
  await page.goto('/machine-configurator/machine-platform-finder?min=600&unit=cm');
  const row = page.getByTestId('platform-row').filter({ hasText: 'CX Cast' });
  await row.click();
  await expect(page.getByRole('heading', { name: 'CX Cast', level: 2 })).toBeVisible();
  const portfolio = await portfolioOf(page);
  const cx = byName(portfolio.machines, 'CX Cast');
  const lines = portfolio.machineVersions.filter(
    (v) => v.useInConfigurator && cx.machineVersions.some((r) => r.id === v.id),
  );
  const expected = platformDosingLine(lines, { min: 600 }, 50);
  expect(expected).toBeDefined();
  await expect(checkedDosingLine(page)).toHaveAccessibleName(new RegExp(`^${expected?.name}\\b`));
});

test('a saved code opens again from the picker, on its machine', async ({ page }) => {
  await page.goto(`${PATH}?machine=lx`);
  await expect(page.getByRole('heading', { name: 'LX Series', level: 2 })).toBeVisible();
  const unchecked = dosingLines(page).getByRole('radio', { checked: false }).first();
  const portfolio = await portfolioOf(page);
  const label = (await unchecked.locator('xpath=ancestor::label').textContent()) ?? '';
  const line = portfolio.machineVersions.find((v) => label.startsWith(v.name))?.name ?? '';
  expect(line, label).not.toBe('');
  await unchecked.check();
  const summary = page.getByRole('complementary');
  await summary.getByRole('button', { name: 'Save configuration' }).click();
  const code = ((await summary.getByTestId('configuration-code').textContent()) ?? '').trim();
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  // Another browser state: nothing kept locally, only the code.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(PATH);
  await page.getByRole('textbox', { name: /Configuration code/ }).fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText(`Configuration ${code} was opened.`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'LX Series', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${PATH}\\?machine=lx$`));
  await expect(checkedDosingLine(page)).toHaveAccessibleName(new RegExp(`^${line}\\b`));

  // An unknown code says so, by the field.
  await page.goto(PATH);
  await page.getByRole('textbox', { name: /Configuration code/ }).fill('0000-0000');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByText('There is no saved configuration with the code 0000-0000.')).toBeVisible();
});

test('390 wide: picker, configurator with its price bar, and not-found; axe on each', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(PATH);
  await expect(
    page.getByRole('list', { name: 'Machines to configure' }).getByRole('link').first(),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: '/tmp/internal-configurator-picker-390.png', fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.goto(`${PATH}?machine=hx`);
  await expect(page.getByRole('heading', { name: 'HX Series', level: 2 })).toBeVisible();
  await expect(page.getByTestId('mobile-total')).toHaveText(/€/);
  await page.screenshot({ path: '/tmp/internal-configurator-390.png', fullPage: false });
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);

  await page.goto(`${PATH}?machine=vx-vario`);
  await expect(page.getByRole('heading', { name: 'Machine not found', level: 1 })).toBeVisible();
  await expect(page.getByText('VX Vario is coming soon: it cannot be configured yet.')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Machines to configure' }).getByRole('link').first(),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/internal-configurator-not-found-390.png', fullPage: true });
  await expectNoSeriousViolations(page);
});
