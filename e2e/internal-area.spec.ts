// The internal area as a sales user sees it — portfolio, availability, units, finders,
// search, dashboard — on a real server with the demo catalogue, and axe on every new page.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import type { ProductPortfolio } from '../src/server/api/types.ts';
import { MACHINES, MIXHEADS, PUMPS } from '../src/server/db/seed/catalogue/machines-data.ts';
import { FOAM_FORMULATIONS } from '../src/server/db/seed/catalogue/reference-data.ts';
import { type AppServer, ownServer } from './fixtures/app-server.ts';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { DEMO_PASSWORD, type DemoRole, demoEmail } from './fixtures/login.ts';
import { openInApp } from './fixtures/navigate.ts';

// A server of its own: other specs lock accounts and disable users on the shared one.
const test = base.extend<{ baseURL: string }, { internalServer: AppServer }>({
  internalServer: ownServer(),
  baseURL: async ({ internalServer }, use) => use(internalServer.url),
});

/** A session made directly through Auth.js (no login form): its cookie lands in the page's context. */
async function mintSession(request: APIRequestContext, role: DemoRole = 'sales') {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  const response = await request.post('/api/auth/callback/credentials', {
    form: { csrfToken, json: 'true', callbackUrl: '/', email: demoEmail(role), password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
}

async function portfolioOf(request: APIRequestContext): Promise<ProductPortfolio> {
  const response = await request.get('/api/product-portfolio');
  expect(response.status()).toBe(200);
  return response.json();
}

const byName = <T extends { name: string }>(list: T[], name: string): T => {
  const found = list.find((item) => item.name === name);
  if (!found) throw new Error(`${name} is not in the portfolio`);
  return found;
};

/**
 * A matrix renders only the rows and columns in view: scroll its region down until the cell is there
 * (as a person would), and return it.
 */
async function matrixCell(page: Page, selector: string) {
  const cell = page.locator(selector);
  const region = page.getByTestId('availability-matrix');
  for (let step = 0; step < 40 && (await cell.count()) === 0; step++) {
    // One step down, then, frame by frame, until the rows in view are there: the matrix renders the
    // next block of rows in the frame after the scroll. Done when the last rendered row reaches the
    // bottom of the region, or is the matrix's last row.
    await region.evaluate(
      (element) =>
        new Promise<void>((resolve) => {
          element.scrollBy(0, 200);
          const inView = () => {
            const rows = element.querySelectorAll('tbody tr[aria-rowindex]');
            const last = rows[rows.length - 1];
            if (!last) return false;
            const count = element.querySelector('table')?.getAttribute('aria-rowcount');
            return (
              last.getAttribute('aria-rowindex') === count ||
              last.getBoundingClientRect().bottom >= element.getBoundingClientRect().bottom
            );
          };
          // Gives up after about 2 s of frames: the cell's absence then fails the test.
          let frames = 0;
          const check = () => (inView() || ++frames > 120 ? resolve() : requestAnimationFrame(check));
          requestAnimationFrame(check);
        }),
    );
  }
  await cell.scrollIntoViewIfNeeded();
  return cell;
}

test.beforeEach(async ({ page }) => {
  await mintSession(page.request);
});

test('opens every overview card, list and detail page of the portfolio', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/product-portfolio');
  const cards = page.getByTestId('section-card');
  await expect(cards).toHaveCount(7);
  await expect(cards.filter({ hasText: 'Machines' }).first()).toContainText(
    'Standard Metering machine portfoilo',
  );
  const titles = await cards.locator('h2').allTextContents();
  expect(titles).toEqual([
    'Machines',
    'Machine versions',
    'Pumps',
    'Mixheads',
    'Injectors',
    'Machine components',
    'Pre-conditioning',
  ]);
  for (const title of titles) {
    await page.goto('/product-portfolio');
    await cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) }).click();
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    if (title === 'Machine versions') {
      // The overview is a matrix; its list view holds the links.
      await page.getByText('List', { exact: true }).click();
    }
    const list = page.getByRole('region', { name: title });
    const first = list.getByRole('rowheader').first().getByRole('link');
    const name = (await first.textContent()) ?? '';
    await first.click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Technical data' })).toBeVisible();
  }
  // Every detail page of every kind renders (by address), not just the first of each list.
  const portfolio = await portfolioOf(page.request);
  const paths = [
    ...portfolio.machines.map((m) => [`/product-portfolio/machines/${m.id}`, m.name]),
    ...portfolio.machineVersions.map((v) => [`/product-portfolio/machine-versions/${v.id}`, v.name]),
    ...portfolio.pumps.map((p) => [`/product-portfolio/pumps/${p.id}`, p.name]),
    ...portfolio.mixheads.map((m) => [`/product-portfolio/mixheads/${m.id}`, m.name]),
    ...portfolio.injectors.map((i) => [`/product-portfolio/injectors/${i.id}`, i.name]),
    ...portfolio.peripheralEquipment.map((p) => [
      `/product-portfolio/${p.type.category === 'preConditioning' ? 'pre-conditioning' : 'machine-components'}/${p.id}`,
      p.name,
    ]),
  ];
  await page.goto('/product-portfolio');
  // The router listens once the app has rendered; an address pushed before that is not seen.
  await expect(page.getByRole('heading', { name: 'Product portfolio', level: 1 })).toBeVisible();
  for (const [path, name] of paths) {
    // In-app navigation: the data store is loaded once, as a user clicking through would have it.
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path as string);
    await expect(page.getByRole('heading', { name, level: 1, exact: true })).toBeVisible();
  }
  await page.goto('/product-portfolio/mixheads/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Mixhead not found', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an availability matrix cell says what the database says', async ({ page }) => {
  const portfolio = await portfolioOf(page.request);
  const hx200 = byName(portfolio.machineVersions, 'HX 200');
  const mhz14 = byName(portfolio.mixheads, 'MHZ 14');
  // The database (through its API) and the seed it was filled from agree…
  const stored = hx200.mixheads.find((relation) => relation.id === mhz14.id)?.relationType;
  const seeded = MACHINES.flatMap((m) => m.versions)
    .find((v) => v.name === 'HX 200')
    ?.mixheads.find(([name]) => name === 'MHZ 14')?.[1];
  expect(stored).toBe('optionalOptimized');
  expect(stored).toBe(seeded);
  // …and so does the page: on the version, in words, and on the machine, as a mark with its words.
  await page.goto(`/product-portfolio/machine-versions/${hx200.id}`);
  const cell = await matrixCell(page, `td[data-row="mixheads:${mhz14.id}"][data-column="${hx200.id}"]`);
  await expect(cell).toHaveText('Optional (optimized)');
  const hx = byName(portfolio.machines, 'HX Series');
  await page.goto(`/product-portfolio/machines/${hx.id}`);
  const machineCell = await matrixCell(
    page,
    `td[data-row="mixheads:${mhz14.id}"][data-column="${hx200.id}"]`,
  );
  await expect(machineCell.locator('[data-relation]')).toHaveAttribute('data-relation', 'optionalOptimized');
  await expect(machineCell).toContainText('Optional (optimized)');
  // A pump that HX 200 does not list is Not Available, and comes after the available ones.
  const grp60 = byName(portfolio.pumps, 'GRP 60');
  await page.goto(`/product-portfolio/machine-versions/${hx200.id}`);
  await expect(await matrixCell(page, `td[data-row="pumps:${grp60.id}"]`)).toHaveText('Not Available');
});

test('60 Hz and l/min change a pump’s flow by 1.2 and by × 60 / 1000', async ({ page }) => {
  const portfolio = await portfolioOf(page.request);
  const pump = byName(portfolio.pumps, 'AXP 12');
  const number = (text: string | null) =>
    Number((text ?? '').split(' ')[0]?.replace(/\./g, '').replace(',', '.'));
  await page.goto(`/product-portfolio/pumps/${pump.id}`);
  const max = page.getByTestId('pump-flow-max');
  // Q = 12 cm³/rev × 1.450 rpm / 60
  await expect(max).toHaveText('290,00 cm³/s');
  const at50 = number(await max.textContent());
  await page.getByText('60 Hz', { exact: true }).click();
  await expect(max).toHaveText('348,00 cm³/s');
  expect(number(await max.textContent())).toBeCloseTo(at50 * 1.2, 6);
  await page.getByText('l/min', { exact: true }).click();
  await expect(max).toHaveText('20,88 l/min');
  expect(number(await max.textContent())).toBeCloseTo((at50 * 1.2 * 60) / 1000, 6);
  await expect(page.getByText('Maximum flow at 60 Hz')).toBeVisible();
});

/**
 * docs/product.md#units by hand from the seeded catalogue: m_poly = m·100/(100+R), m_iso = m·R/(100+R), Q =
 * m/ρ; a pump covers Q when displacement × min rpm / 60 ≤ Q ≤ displacement × max rpm / 60 (50 Hz); a
 * mixhead (not phased out) covers the total g/s; headroom = 1 − |2·(Q − min)/(max − min) − 1|, the
 * tighter pump's counting.
 */
function handCalculation(formulationName: string, totalGPerS: number) {
  const f = FOAM_FORMULATIONS.find((candidate) => candidate.name === formulationName);
  if (!f) throw new Error(formulationName);
  const R = f.isoPartsPer100Poly;
  const qPoly = (totalGPerS * 100) / (100 + R) / f.densityPoly;
  const qIso = (totalGPerS * R) / (100 + R) / f.densityIso;
  const pump = (name: string) => PUMPS.find((p) => p.name === name) as (typeof PUMPS)[number];
  const range = (name: string) => {
    const p = pump(name);
    return [(p.displacementCm3PerRev * p.minRpm) / 60, (p.displacementCm3PerRev * p.maxRpm) / 60] as const;
  };
  const headroom = (q: number, [min, max]: readonly [number, number]) =>
    1 - Math.abs((2 * (q - min)) / (max - min) - 1);
  const inside = (q: number, [min, max]: readonly [number, number]) => q >= min && q <= max;
  const phasedOut = (name: string) => {
    const availableTo = MIXHEADS.find((m) => m.name === name)?.availableTo;
    return availableTo !== undefined && availableTo <= new Date().toISOString().slice(0, 7);
  };
  const matches: { name: string; headroom: number }[] = [];
  for (const version of MACHINES.flatMap((m) => m.versions)) {
    const poly = range(version.poly);
    const iso = range(version.iso);
    const mixheadFits = version.mixheads.some(([name]) => {
      const m = MIXHEADS.find((candidate) => candidate.name === name);
      return m && !phasedOut(name) && totalGPerS >= m.minGPerS && totalGPerS <= m.maxGPerS;
    });
    if (inside(qPoly, poly) && inside(qIso, iso) && mixheadFits) {
      matches.push({ name: version.name, headroom: Math.min(headroom(qPoly, poly), headroom(qIso, iso)) });
    }
  }
  return { qPoly, qIso, matches };
}

for (const [formulation, output] of [
  ['Flexible moulded foam F-50', 150],
  ['Cast elastomer E-35', 20],
] as const) {
  test(`the machine finder gives the dosing lines a hand calculation predicts: ${formulation} at ${output} g/s`, async ({
    page,
  }) => {
    const expected = handCalculation(formulation, output);
    expect(expected.matches.length).toBeGreaterThan(1);
    await page.goto('/machine-configurator/machine-finder');
    await page.getByRole('combobox', { name: 'Foam formulation' }).click();
    await page.getByRole('option', { name: formulation }).click();
    await page.getByRole('textbox', { name: /Total output/ }).fill(String(output));
    const cards = page.getByTestId('finder-match');
    await expect(cards).toHaveCount(expected.matches.length);
    const shown = (await cards.evaluateAll((list) =>
      list.map((card) => card.getAttribute('data-version')),
    )) as string[];
    expect([...shown].sort()).toEqual(expected.matches.map((m) => m.name).sort());
    // Ranked by headroom: never a roomier version after a tighter one.
    const headrooms = shown.map((name) => expected.matches.find((m) => m.name === name)?.headroom ?? -1);
    for (let i = 1; i < headrooms.length; i++) {
      expect(headrooms[i] as number).toBeLessThanOrEqual((headrooms[i - 1] as number) + 1e-9);
    }
    // The needed flows, as computed by hand, in German format.
    const de = (value: number) =>
      value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await expect(page.getByTestId('finder-requirement')).toContainText(`= ${de(expected.qPoly)} cm³/s`);
    await expect(page.getByTestId('finder-requirement')).toContainText(`= ${de(expected.qIso)} cm³/s`);
    // The inputs are in the address: the same result opens from a shared link.
    const shared = page.url();
    expect(shared).toContain(`output=${output}`);
    await page.goto(shared);
    await expect(cards).toHaveCount(expected.matches.length);
    // Each result hands its dosing line to the configurator.
    const portfolio = await portfolioOf(page.request);
    const top = byName(portfolio.machineVersions, shown[0] as string);
    const machine = portfolio.machines.find((m) => m.machineVersions.some((r) => r.id === top.id));
    const configure = cards.first().getByRole('link', { name: /^Configure / });
    if (machine && !machine.comingSoon) {
      await expect(configure).toHaveAttribute(
        'href',
        `/machine-configurator/configurator?machine=${machine.slug}&dosingLine=${top.id}`,
      );
    }
  });
}

test('the machine finder says why nothing fits', async ({ page }) => {
  await page.goto('/machine-configurator/machine-finder?ratio=100&densityPoly=1&densityIso=1&output=9000');
  const empty = page.getByTestId('finder-empty');
  await expect(empty).toContainText(
    'No dosing line covers 4.500,00 cm³/s poly, 4.500,00 cm³/s iso and 9.000,00 g/s',
  );
  // The biggest poly pump, AXP 63, reaches 63 × 1.450 / 60 = 1.522,50 cm³/s.
  await expect(empty).toContainText('poly pump AXP 63 falls short by 2.977,50 cm³/s');
});

test('the platform finder filters and opens a machine from its bar', async ({ page }) => {
  await page.goto('/machine-configurator/machine-platform-finder');
  const rows = page.getByTestId('platform-row');
  await expect(rows).toHaveCount(6);
  await page.getByRole('combobox', { name: 'Application' }).click();
  await page.getByRole('option', { name: 'Elastomer' }).click();
  await expect(rows).toHaveCount(3);
  await page.getByText('Low', { exact: true }).click();
  await expect(rows).toHaveCount(2);
  await page.getByRole('textbox', { name: /Output from/ }).fill('600');
  // LX Series reaches 483,33 cm³/s, CX Cast 966,67.
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAccessibleName(/^CX Cast: 9,00–966,67 cm³\/s/);
  // A click configures the machine (e2e/internal-configurator.spec.ts follows it further).
  await rows.first().click();
  await expect(page).toHaveURL(/\/machine-configurator\/configurator\?machine=cx-cast$/);
  await expect(page.getByRole('heading', { name: 'CX Cast', level: 2 })).toBeVisible();
});

test('the search finds a pump by a word of its description and opens it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('sync-label')).toHaveText('Synchronized');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  // The dashboard comes as HTML, synchronized already (docs/decisions/016-server-rendered-dashboard.md): the
  // shortcut works once the app has taken the page over.
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  // AXP 32's description: "32 cm³/rev, 150–1450 rpm at 50 Hz, up to 220 bar."
  await dialog.getByRole('textbox', { name: 'Search text' }).fill('220 BAR');
  const results = dialog.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link')).toContainText('AXP 32');
  await results.getByRole('link').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'AXP 32', level: 1 })).toBeVisible();
});

test('axe finds no serious or critical violation on the new pages', async ({ page }) => {
  test.setTimeout(180_000);
  const portfolio = await portfolioOf(page.request);
  const component = portfolio.peripheralEquipment.find((p) => p.type.category === 'machineComponents');
  const conditioning = portfolio.peripheralEquipment.find((p) => p.type.category === 'preConditioning');
  const pages: [string, string][] = [
    ['/', 'Dashboard'],
    ['/product-portfolio', 'Product portfolio'],
    ['/product-portfolio/machines', 'Machines'],
    [`/product-portfolio/machines/${byName(portfolio.machines, 'HX Series').id}`, 'HX Series'],
    ['/product-portfolio/machine-versions', 'Machine versions'],
    ['/product-portfolio/machine-versions?view=list', 'Machine versions'],
    [`/product-portfolio/machine-versions/${byName(portfolio.machineVersions, 'HX 200').id}`, 'HX 200'],
    ['/product-portfolio/pumps', 'Pumps'],
    [`/product-portfolio/pumps/${byName(portfolio.pumps, 'AXP 12').id}`, 'AXP 12'],
    ['/product-portfolio/mixheads', 'Mixheads'],
    [`/product-portfolio/mixheads/${byName(portfolio.mixheads, 'MHL 18').id}`, 'MHL 18'],
    ['/product-portfolio/injectors', 'Injectors'],
    [`/product-portfolio/injectors/${portfolio.injectors[0]?.id}`, portfolio.injectors[0]?.name ?? ''],
    ['/product-portfolio/machine-components', 'Machine components'],
    [`/product-portfolio/machine-components/${component?.id}`, component?.name ?? ''],
    ['/product-portfolio/pre-conditioning', 'Pre-conditioning'],
    [`/product-portfolio/pre-conditioning/${conditioning?.id}`, conditioning?.name ?? ''],
    ['/product-portfolio/pumps/unknown', 'Pump not found'],
    ['/machine-configurator/machine-platform-finder?app=rigid&min=100', 'Machine platform finder'],
    ['/machine-configurator/configurator', 'Configurator'],
    ['/machine-configurator/machine-finder', 'Machine finder'],
    [
      `/machine-configurator/machine-finder?formulation=${portfolio.foamFormulations[1]?.id}&output=150`,
      'Machine finder',
    ],
    [
      '/machine-configurator/machine-finder?ratio=100&densityPoly=1&densityIso=1&output=9000',
      'Machine finder',
    ],
  ];
  let previous = '';
  for (const [path, heading] of pages) {
    // In the app when the heading tells the pages apart; a real load when it would not.
    if (heading === previous) await page.goto(path);
    else await openInApp(page, path);
    previous = heading;
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByTestId('portfolio-skeleton')).toHaveCount(0);
    await expectNoSeriousViolations(page);
  }
  // The search modal with portfolio results, too.
  await page.keyboard.press('Control+k');
  await page.getByRole('textbox', { name: 'Search text' }).fill('HX');
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible();
  await expectNoSeriousViolations(page);
});
