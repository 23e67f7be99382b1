// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { indexPortfolio } from '../../lib/portfolio.ts';
import { pump, rel, smallPortfolio } from '../../testing/portfolio-fixture.ts';
import {
  internalPageTests,
  json,
  renderRoutes,
  serverRoutes,
  sessionFor,
  stubFetch,
} from '../../testing/render.tsx';
import { sortMatrixRows } from './availability-matrix.tsx';

internalPageTests();

async function open(path: string, portfolio = smallPortfolio()) {
  const stub = stubFetch(
    serverRoutes(sessionFor('sales'), { '/api/product-portfolio': () => json(portfolio) }),
  );
  const view = renderRoutes(buildRoutes(), path);
  return { ...stub, ...view };
}

/** The row headers of one section of a matrix, in the order shown. */
function sectionRows(matrix: HTMLElement, section: string): string[] {
  const rows = within(matrix).getAllByRole('row');
  const start = rows.findIndex((row) => row.textContent?.startsWith(`${section} (`));
  const names: string[] = [];
  for (const row of rows.slice(start + 1)) {
    const header = row.querySelector('th[scope="row"]');
    if (!header) break;
    names.push(header.textContent ?? '');
  }
  return names;
}

describe('availability (relation-type order, availableTo)', () => {
  it('sorts a version’s options standardOptimized, optionalOptimized, standard, optional, then Not Available', async () => {
    await open('/product-portfolio/machine-versions/hx200');
    const matrix = await screen.findByRole('region', { name: 'Availability of options on HX 200' });
    // Catalogue order is MHL 12, MHL 18, LDM 5; HX 200 has MHL 18 standardOptimized, MHL 12 optionalOptimized.
    expect(sectionRows(matrix, 'Mixheads')).toEqual(['MHL 18', 'MHL 12', 'LDM 5']);
    const cell = (row: string) =>
      within(matrix).getByRole('rowheader', { name: row }).closest('tr')?.querySelector('td')?.textContent;
    expect(cell('MHL 18')).toBe('Standard (optimized)');
    expect(cell('MHL 12')).toBe('Optional (optimized)');
    expect(cell('LDM 5')).toBe('Not Available');
  });

  it('hides an item from its availableTo month on, even where a version still lists it', async () => {
    await open('/product-portfolio/machine-versions/hx100');
    const matrix = await screen.findByRole('region', { name: 'Availability of options on HX 100' });
    // AXP 2 (availableTo 2020-01) is standardOptimized on HX 100 in the data, and must not show.
    expect(sectionRows(matrix, 'Pumps')).toEqual(['AXP 6', 'AXP 12', 'GRP 3']);
    expect(within(matrix).queryByText('AXP 2')).toBeNull();
  });

  it('sorts a machine’s matrix by each row’s best availability across its versions', () => {
    const columns = [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ];
    const cells: Record<string, Record<string, string>> = {
      x: { a: 'optional' },
      y: { a: 'standard', b: 'optionalOptimized' },
      z: {},
      w: { b: 'bogus' },
      v: { b: 'standardOptimized' },
    };
    const rows = ['x', 'y', 'z', 'w', 'v'].map((id) => ({ id, label: id }));
    expect(sortMatrixRows(rows, columns, (row, column) => cells[row]?.[column]).map((row) => row.id)).toEqual(
      ['v', 'y', 'x', 'z', 'w'],
    );
  });

  it('hides from the first day of the availableTo month, in UTC', () => {
    const portfolio = smallPortfolio();
    portfolio.pumps.push(
      pump('axp22', 'AXP 22', 22, { availableTo: '2026-04', machineVersions: [rel('hx200', 'optional')] }),
    );
    const names = (now: string) => indexPortfolio(portfolio, new Date(now)).pumps.map((p) => p.name);
    expect(names('2026-03-31T23:59:59Z')).toContain('AXP 22');
    expect(names('2026-04-01T00:00:00Z')).not.toContain('AXP 22');
    expect(names('2026-03-31T23:59:59Z')).not.toContain('AXP 2');
  });

  it('tells availability by words as well as colour, with a legend', async () => {
    await open('/product-portfolio/machine-versions');
    const legend = await screen.findByRole('list', { name: 'Availability legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'S+Standard (optimized)',
      'O+Optional (optimized)',
      'SStandard',
      'OOptional',
      '–Not Available',
    ]);
    // Three columns and more get short marks, with the words for screen readers and as a tooltip.
    const matrix = screen.getByRole('region', {
      name: 'Configuration possibilities of the machine versions',
    });
    const mark = within(matrix).getAllByTitle('Standard (optimized)')[0];
    expect(mark?.textContent).toBe('S+Standard (optimized)');
    expect(mark?.getAttribute('data-relation')).toBe('standardOptimized');
  });
});

describe('portfolio pages', () => {
  it('shows the overview cards with their subtitles and counts', async () => {
    await open('/product-portfolio');
    const cards = await screen.findAllByTestId('section-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      '2MachinesStandard Metering machine portfoilo',
      '3Machine versionsOverview of configuration possibilities',
      '3PumpsAvailable low and high pressure pumps for PU processing',
      '3MixheadsAvailable Mixhead types for standard applications',
      '0Injectors',
      '0Machine componentsBasis equipment for standard metering machines',
      '0Pre-conditioningRaw material supply, storage and premix equipment',
    ]);
  });

  it('shows a pump’s flow range in the user’s units: ×1,2 at 60 Hz, l/min = cm³/s × 60 / 1000', async () => {
    await open('/product-portfolio/pumps/axp12');
    // 12 cm³/rev × 1.450 rpm / 60 = 290 cm³/s
    expect((await screen.findByTestId('pump-flow-max')).textContent).toBe('290,00 cm³/s');
    cleanup();
    window.localStorage.setItem('meterline-units', JSON.stringify({ freq: 60, unit: 'l' }));
    await open('/product-portfolio/pumps/axp12');
    // 290 × 1,2 = 348 cm³/s = 20,88 l/min
    expect((await screen.findByTestId('pump-flow-max')).textContent).toBe('20,88 l/min');
    expect(screen.getByTestId('pump-flow-min').textContent).toBe('2,16 l/min');
  });

  it('names the item in the tab and the last breadcrumb; the table titles them while it loads or is unknown', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubFetch(
      serverRoutes(sessionFor('sales'), {
        '/api/product-portfolio': async () => {
          await held;
          return json(smallPortfolio());
        },
      }),
    );
    const { router } = renderRoutes(buildRoutes(), '/product-portfolio/pumps/axp12');
    const current = () =>
      within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByText(
        (_, node) => node?.getAttribute('aria-current') === 'page',
      ).textContent;
    await waitFor(() => expect(document.title).toBe('Pump'));
    expect(current()).toBe('Pump');
    release?.();
    await screen.findByRole('heading', { name: 'AXP 12', level: 1 });
    await waitFor(() => expect(document.title).toBe('AXP 12 · Pumps · Meterline'));
    expect(current()).toBe('AXP 12');

    await router.navigate('/product-portfolio/pumps/axp6');
    await waitFor(() => expect(document.title).toBe('AXP 6 · Pumps · Meterline'));
    expect(current()).toBe('AXP 6');
    await router.navigate('/product-portfolio/pumps/no-such-pump');
    await screen.findByRole('heading', { name: 'Pump not found', level: 1 });
    await waitFor(() => expect(document.title).toBe('Pump'));
    expect(current()).toBe('Pump');
    await router.navigate('/product-portfolio/pumps');
    await waitFor(() => expect(document.title).toBe('Pumps'));
    expect(current()).toBe('Pumps');
  });

  it('says an unknown id is not there, inside the layout, with a way back', async () => {
    await open('/product-portfolio/pumps/no-such-pump');
    expect(await screen.findByRole('heading', { name: 'Pump not found', level: 1 })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all pumps' }).getAttribute('href')).toBe(
      '/product-portfolio/pumps',
    );
  });

  it('shows a skeleton while loading and the error with Retry when the portfolio fails', async () => {
    let fail = true;
    await open('/product-portfolio/pumps');
    cleanup();
    vi.unstubAllGlobals();
    stubFetch(
      serverRoutes(sessionFor('sales'), {
        '/api/product-portfolio': () =>
          fail ? json({ error: { code: 'FORBIDDEN', message: 'No.' } }, 403) : json(smallPortfolio()),
      }),
    );
    renderRoutes(buildRoutes(), '/product-portfolio/pumps');
    expect(await screen.findByTestId('portfolio-skeleton')).toBeTruthy();
    // The page says it, and so does the area's notification: the page's own alert has the Retry.
    const alert = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find(
          (a) =>
            a.textContent?.includes('The product portfolio could not be loaded') &&
            within(a).queryByRole('button', { name: 'Retry' }),
        );
      if (!found) throw new Error('no alert with Retry yet');
      return found;
    });
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'AXP 12' })).toBeTruthy());
  });

  it('filters a list by name or text', async () => {
    await open('/product-portfolio/machine-versions?view=list');
    await screen.findByRole('region', { name: 'Machine versions' });
    expect(screen.getByText('3 machine versions')).toBeTruthy();
  });
});
