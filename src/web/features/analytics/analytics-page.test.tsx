// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  internalPageTests,
  json,
  renderAt,
  serverRoutes,
  sessionFor,
  stubFetch,
} from '../../testing/render.tsx';
import { AnalyticsPage } from './analytics-page.tsx';
import type { AnalyticsReport } from './report-view.tsx';

internalPageTests();

const REPORT: AnalyticsReport = {
  days: [
    { day: '2026-11-20', visitors: 3, pageViews: 7 },
    { day: '2026-11-21', visitors: 2, pageViews: 4 },
  ],
  totals: { visitors: 4, pageViews: 11 },
  topPages: [{ key: '/configurator/hx', count: 6 }],
  referrers: [],
  languages: [{ key: 'de', count: 3 }],
  countries: [{ key: 'at', count: 1 }],
  siteSearches: [{ key: 'mixhead', count: 2 }],
  finderSearches: [],
  funnels: [
    {
      machine: 'hx',
      stages: [
        { stage: 'configurator_started', visitors: 4 },
        { stage: 'price_shown', visitors: 2 },
        { stage: 'code_saved', visitors: 1 },
        { stage: 'quote_requested', visitors: 0 },
      ],
      steps: [{ step: 'material-supply', visitors: 3 }],
    },
  ],
  takeRates: [
    {
      machine: 'hx',
      subStep: 'heating',
      configurations: 4,
      previousConfigurations: 2,
      options: [
        { value: 'heating-both', count: 3, share: 0.75, previousShare: 0.5 },
        { value: 'heating-none', count: 0, share: 0, previousShare: null },
      ],
    },
    {
      machine: 'hx',
      subStep: 'hose-length',
      configurations: 4,
      previousConfigurations: 0,
      options: [{ value: 'hose-3', count: 4, share: 1, previousShare: null }],
    },
  ],
};

const EMPTY: AnalyticsReport = {
  days: [],
  totals: { visitors: 0, pageViews: 0 },
  topPages: [],
  referrers: [],
  languages: [],
  countries: [],
  siteSearches: [],
  finderSearches: [],
  funnels: [],
  takeRates: [],
};

type Handler = (input: Record<string, unknown>) => unknown;
type Failure = { error: { code: string; httpStatus: number } };

/** /api/trpc answers (batched or not) from handlers keyed by procedure, as the server answers them. */
function trpc(handlers: Record<string, Handler>): Answer {
  return ({ url }) => {
    const paths = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
    const batched = url.searchParams.get('batch') === '1';
    const inputs = JSON.parse(url.searchParams.get('input') ?? '{}');
    const results = paths.map((path, index) => {
      const result = (handlers[path] ?? (() => ({ error: { code: 'NOT_FOUND', httpStatus: 404 } })))(
        batched ? inputs[index] : inputs,
      );
      if (result && typeof result === 'object' && 'error' in result) {
        const { code, httpStatus } = (result as Failure).error;
        return {
          error: { message: `The server failed (${code}).`, code: -32000, data: { code, httpStatus, path } },
        };
      }
      return { result: { data: result } };
    });
    return json(batched ? results : results[0], results.some((r) => 'error' in r) ? 207 : 200);
  };
}

function open(path: string, report: () => unknown) {
  const inputs: Record<string, unknown>[] = [];
  stubFetch(
    serverRoutes(sessionFor('admin'), {
      '/api/trpc/*': trpc({
        'analytics.report': (input) => {
          inputs.push(input);
          return report();
        },
        'publicConfigurator.machineCatalogue': () => ({
          locale: 'en',
          machines: [
            { slug: 'hx', name: 'HX Series' },
            { slug: 'lx', name: 'LX Series' },
          ],
          mixheads: [],
        }),
      }),
    }),
  );
  return { ...renderAt(<AnalyticsPage />, path), inputs };
}

describe('/analytics', () => {
  it("shows the period's figures: totals, searches, the funnel with its drop-off, take-rates against the period before", async () => {
    const { inputs } = open('/analytics?from=2026-11-15&to=2026-11-21&machine=hx', () => REPORT);
    expect((await screen.findByTestId('analytics-total-visitors')).textContent).toContain('4');
    expect(inputs[0]).toEqual({ from: '2026-11-15', to: '2026-11-21', machine: 'hx', includeStaff: false });
    expect(screen.getByTestId('analytics-total-page-views').textContent).toContain('11');
    expect(
      within(screen.getByTestId('analytics-site-searches')).getByRole('row', { name: /mixhead 2/ }),
    ).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'German (de)' })).toBeTruthy();
    // A table without rows says so.
    expect(screen.getByText(/No visit came from another site/)).toBeTruthy();

    const funnel = within(await screen.findByTestId('analytics-funnel-hx'));
    expect(funnel.getByRole('heading', { name: 'HX Series' })).toBeTruthy();
    expect(funnel.getAllByRole('row').map((row) => row.textContent)).toEqual([
      'StageVisitorsDrop-off',
      'Started4–',
      'Step completed: Material supply3 (75 %)−1 (25 %)',
      'Price shown2 (50 %)−1 (33 %)',
      'Code saved1 (25 %)−1 (50 %)',
      'Quote requested0 (0 %)−1 (100 %)',
    ]);

    const rates = within(screen.getByTestId('analytics-take-rate-heating'));
    expect(rates.getByText(/4 configurations \(before: 2\)/)).toBeTruthy();
    expect(rates.getByRole('row', { name: /heating-both 3 75 % \+25\.0 pp/ })).toBeTruthy();
    expect(rates.getByRole('row', { name: /heating-none 0 0 % –/ })).toBeTruthy();
    // Nothing to compare with: no column of dashes.
    const hoses = within(screen.getByTestId('analytics-take-rate-hose-length'));
    expect(hoses.getByText(/4 configurations, none the period before/)).toBeTruthy();
    expect(hoses.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Option',
      'Chosen',
      'Share',
    ]);
    expect(screen.getByText(/against the period before \(2026-11-08 to 2026-11-14\)/)).toBeTruthy();

    // Each table's spreadsheet has the page's period and filter.
    expect(screen.getByRole('link', { name: 'Export option take-rates as xlsx' }).getAttribute('href')).toBe(
      '/api/analytics/export.xlsx?table=take-rates&from=2026-11-15&to=2026-11-21&machine=hx',
    );
    expect(screen.getAllByRole('link', { name: /^Export .* as xlsx$/ })).toHaveLength(9);
  });

  it('a filter goes into the address and asks for the figures again', async () => {
    const { inputs, router } = open('/analytics?range=7d', () => REPORT);
    await screen.findByTestId('analytics-total-visitors');
    await waitFor(() => expect(screen.getByRole('option', { name: 'LX Series' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Machine'), { target: { value: 'lx' } });
    fireEvent.click(screen.getByRole('switch', { name: /Include staff/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d&machine=lx&staff=1'));
    await waitFor(() => expect(inputs.at(-1)).toMatchObject({ machine: 'lx', includeStaff: true }));
  });

  it('a period without data says so', async () => {
    open('/analytics?from=2026-01-01&to=2026-01-31&locale=ja', () => EMPTY);
    const empty = await screen.findByTestId('analytics-no-data');
    expect(empty.textContent).toContain('No visits in this period');
    expect(empty.textContent).toContain(
      'Nothing was recorded from 2026-01-01 to 2026-01-31 in Japanese (ja), staff left out.',
    );
    expect(within(empty).getByRole('button', { name: 'Clear the filters' })).toBeTruthy();
  });

  it('says it is loading, and an error calmly with a way to try again', async () => {
    let fail = true;
    const answered = vi.fn();
    open('/analytics', () => {
      answered();
      return fail ? { error: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } } : REPORT;
    });
    expect(screen.getByTestId('analytics-loading').textContent).toContain(
      'Loading the figures for this period',
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The figures could not be loaded');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('analytics-total-visitors')).textContent).toContain('4');
    expect(answered).toHaveBeenCalledTimes(2);
  });
});
