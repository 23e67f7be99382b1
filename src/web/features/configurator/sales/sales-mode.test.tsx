// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakdownInCents } from '../../../../domain/configurator/price-breakdown.ts';
import { priceConfiguration } from '../../../../domain/configurator/pricing.ts';
import {
  EXAMPLE_CONFIGURATOR,
  EXAMPLE_SELECTION,
} from '../../../../domain/configurator/testing/example-model.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { TRADE_FAIR_IDLE_MS } from '../../../../domain/sales-mode.ts';
import type { Session } from '../../../kernel/session/auth-client.ts';
import { sessionFor } from '../../../testing/render.tsx';
import { localConfigurationKey } from '../state/local-configuration.ts';
import {
  comeToQuotePanel,
  exampleMachine,
  renderPage,
  stubTrpc,
  trpcError,
} from '../testing/example-machine.tsx';
import { SalesModeToggle } from './sales-mode-toggle.tsx';

const eur = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const total = () => screen.getByTestId('configurator-total').textContent;
const MEXICO: Selection = { ...EXAMPLE_SELECTION, country: 'MX' };
const ARTICLES = { 'mixhead/mh-18': 'ML-MH18-0001', 'package/comfort': 'ML-PK-COMF' };
/** The model as the server answers it in sales mode: agency prices and article numbers. */
const salesModel = exampleMachine({
  agencyBasePrices: EXAMPLE_CONFIGURATOR.agencyBasePrices,
  articleNumbers: ARTICLES,
});

beforeAll(async () => {
  // The lazy pieces, loaded once up front so each test waits only for its answers.
  await Promise.all([
    import('./sales-mode-control.tsx'),
    import('./sales-mode-modals.tsx'),
    import('./sales-extras.tsx'),
    import('../quote/quote-panel.tsx'),
    import('./customer-details.tsx'),
  ]);
}, 30_000);

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem(
    localConfigurationKey('ml'),
    JSON.stringify({ selection: MEXICO, savedAt: '2026-01-01T00:00:00Z' }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function salesServer(session: Session | null, extra: Record<string, (input: unknown) => unknown> = {}) {
  const state = { authorised: false };
  const needsPin = session?.user.tradeFairModeEnabled ?? false;
  const status = () => ({
    available: session !== null,
    needsPin,
    authorised: state.authorised,
    expiresAt: state.authorised && needsPin ? '2099-01-01T00:00:00.000Z' : null,
  });
  const stub = stubTrpc(
    {
      'publicConfigurator.machineModel': () => (state.authorised ? salesModel : exampleMachine()),
      'salesMode.status': status,
      'salesMode.authorize': () => {
        state.authorised = true;
        return status();
      },
      'salesMode.deauthorize': () => {
        state.authorised = false;
        return status();
      },
      ...extra,
    },
    { session },
  );
  return { ...stub, state };
}

const paths = (calls: { path: string }[]) => calls.map((call) => call.path);

describe('sales mode in the configurator', () => {
  it('an anonymous visitor asks nothing about sales mode and sees no toggle and no sales figures', async () => {
    const { calls } = salesServer(null);
    renderPage('/configurator/ml', { header: <SalesModeToggle /> });
    await comeToQuotePanel();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    expect(await screen.findByRole('heading', { name: 'Request a quote' })).toBeTruthy();
    expect(screen.getByText(/Prices for Mexico are quoted by our local agency/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sales login' })).toBeNull();
    expect(screen.queryByTestId('sales-extras')).toBeNull();
    expect(paths(calls).some((path) => path.startsWith('salesMode.'))).toBe(false);
  });

  it('backoffice may not use sales mode: no toggle, no status request', async () => {
    const { calls } = salesServer(sessionFor('backoffice'));
    renderPage('/configurator/ml', { header: <SalesModeToggle /> });
    await comeToQuotePanel();
    await screen.findByRole('heading', { name: 'Request a quote' });
    expect(screen.queryByRole('button', { name: 'Sales login' })).toBeNull();
    expect(paths(calls).some((path) => path.startsWith('salesMode.'))).toBe(false);
  });

  it('sales login shows agency prices, the discount, package savings and article numbers; logout hides them and keeps the selection', async () => {
    const { calls } = salesServer(sessionFor('sales'));
    renderPage('/configurator/ml', { header: <SalesModeToggle /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Sales login' }, { timeout: 5000 }));

    // The sales-mode model is fetched again before the figures show.
    const extras = await screen.findByTestId('sales-extras', {}, { timeout: 5000 });
    expect(paths(calls)).toContain('salesMode.authorize');
    expect(screen.getByTestId('sales-mode-badge').textContent).toBe('Sales mode');
    const agency = breakdownInCents(priceConfiguration(salesModel, MEXICO));
    await waitFor(() => expect(total()).toBe(eur(agency.total)));
    expect(within(extras).getByTestId('agency-price-note').textContent).toBe('Agency price for Mexico.');

    // Package savings: the comfort package's options one by one, its price and the difference.
    const savings = within(extras).getByTestId('package-savings');
    expect(savings.textContent).toContain('Comfort package');
    expect(savings.textContent).toContain(eur(316_000));
    expect(savings.textContent).toContain(eur(290_000));
    expect(savings.textContent).toContain(eur(26_000));
    // Article numbers of the chosen options, packages included.
    const articles = within(extras).getByTestId('article-numbers');
    expect(within(articles).getByRole('row', { name: /MH 18/ }).textContent).toContain('ML-MH18-0001');
    expect(within(articles).getByRole('row', { name: /Comfort package/ }).textContent).toContain(
      'ML-PK-COMF',
    );
    expect(within(articles).getByRole('row', { name: /Boom 2 m/ }).textContent).toContain(
      'no article number',
    );

    // The discount switch: the summary shows the discount and the total drops by it.
    fireEvent.click(within(extras).getByRole('switch', { name: /Discount/ }));
    const discounted = breakdownInCents(
      priceConfiguration(salesModel, MEXICO, { discount: true, discountRatePerOption: 0.005 }),
    );
    expect(discounted.discount).toBeGreaterThan(0);
    await waitFor(() => expect(total()).toBe(eur(discounted.total)));
    expect(screen.getByTestId('configurator-summary').textContent).toContain(`− ${eur(discounted.discount)}`);

    // Sales logout: every sales-only figure goes at once, the selection stays.
    fireEvent.click(screen.getByRole('button', { name: 'Sales logout' }));
    await waitFor(() => expect(screen.queryByTestId('sales-extras')).toBeNull());
    expect(paths(calls)).toContain('salesMode.deauthorize');
    expect(screen.queryByTestId('sales-mode-badge')).toBeNull();
    expect(total()).toBe('price on request');
    expect(screen.getByText(/Prices for Mexico are quoted by our local agency/)).toBeTruthy();
    expect(screen.queryByText('ML-MH18-0001')).toBeNull();
    expect(screen.getByTestId('configurator-summary').textContent).toContain('MH 18');
    expect((screen.getByRole('combobox', { name: /Destination country/ }) as HTMLSelectElement).value).toBe(
      'MX',
    );
    expect(await screen.findByRole('button', { name: 'Sales login' })).toBeTruthy();
  });

  it('the PDF in sales mode carries the customer details, once the e-mail address is valid', async () => {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { state, pdfRequests } = salesServer(sessionFor('admin'), {
      'publicConfigurator.saveConfiguration': () => ({ code: '7K3MQX9P' }),
    });
    state.authorised = true;
    renderPage('/configurator/ml', { header: <SalesModeToggle /> });
    await comeToQuotePanel();
    const details = await screen.findByTestId('customer-details', {}, { timeout: 5000 });
    fireEvent.change(within(details).getByLabelText('Name'), { target: { value: 'Ana Ruiz' } });
    fireEvent.change(within(details).getByLabelText('Company'), { target: { value: 'Espumas SA' } });
    fireEvent.change(within(details).getByLabelText('E-mail'), { target: { value: 'not-an-address' } });
    fireEvent.blur(within(details).getByLabelText('E-mail'));
    expect(await within(details).findByText(/Enter a valid e-mail address/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Download PDF quote' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(details).getByLabelText('E-mail'), { target: { value: 'ana@espumas.example' } });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const link = await screen.findByTestId('quote-pdf-link');
    expect(pdfRequests).toHaveLength(1);
    const url = new URL(pdfRequests[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/configurations/7K3MQX9P/quote.pdf');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      locale: 'en',
      'customer.name': 'Ana Ruiz',
      'customer.company': 'Espumas SA',
      'customer.email': 'ana@espumas.example',
    });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.href).toBe(link.getAttribute('href'));
    expect(clicked[0]?.hasAttribute('download')).toBe(true);
  });
});

describe('trade-fair mode', () => {
  const booth = (): Session => ({
    ...sessionFor('sales', 'Booth Tablet'),
    user: { ...sessionFor('sales', 'Booth Tablet').user, tradeFairModeEnabled: true },
  });

  it('asks for the PIN: a wrong one shows "invalidPin" in red, too many say so, the right one authorises', async () => {
    const answers: unknown[] = [
      { valid: false },
      trpcError('TOO_MANY_REQUESTS', 429, 'Too many wrong PINs. Please wait 5 minutes and try again.'),
      { valid: true },
    ];
    const server = salesServer(booth(), {
      'publicConfigurator.validateTradeFairModePin': () => {
        const answer = answers.shift();
        if (answer && typeof answer === 'object' && 'valid' in answer && answer.valid)
          server.state.authorised = true;
        return answer;
      },
    });
    renderPage('/configurator/ml', { header: <SalesModeToggle /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Sales login' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales login' }, { timeout: 5000 });
    const pin = within(dialog).getByLabelText(/^PIN/);
    // Nothing typed: said before asking the server.
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('Enter the PIN.')).toBeTruthy();

    fireEvent.change(pin, { target: { value: '111111' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    const invalid = await within(dialog).findByText('Invalid PIN');
    expect(invalid.closest('[role="alert"]')).toBeTruthy();
    // Mantine's error text, in the theme's error colour (red 8, AA contrast).
    expect(invalid.className).toContain('mantine-TextInput-error');
    expect((pin as HTMLInputElement).getAttribute('aria-invalid')).toBe('true');
    expect(
      server.calls.find((call) => call.path === 'publicConfigurator.validateTradeFairModePin')?.input,
    ).toEqual({
      pin: '111111',
    });

    fireEvent.change(pin, { target: { value: '222222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText(/Too many wrong PINs\. Wait a few minutes/)).toBeTruthy();

    fireEvent.change(pin, { target: { value: '246810' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sales login' })).toBeNull());
    expect(await screen.findByTestId('sales-mode-badge')).toBeTruthy();
    expect(await screen.findByTestId('sales-extras')).toBeTruthy();
    // A trade-fair user never uses the PIN-less authorize.
    expect(paths(server.calls)).not.toContain('salesMode.authorize');
  });

  it('Cancel closes the PIN modal and leaves sales mode off', async () => {
    salesServer(booth());
    renderPage('/configurator/ml', { header: <SalesModeToggle /> });
    fireEvent.click(await screen.findByRole('button', { name: 'Sales login' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Sales login' }, { timeout: 5000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sales login' })).toBeNull());
    expect(screen.queryByTestId('sales-mode-badge')).toBeNull();
  });

  it('after 300000 ms idle clears the authorisation, hides the figures and shows "tradeFairModeDisabled"', async () => {
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    const server = salesServer(booth());
    server.state.authorised = true;
    renderPage('/configurator/ml', { header: <SalesModeToggle /> });
    expect(await screen.findByTestId('sales-extras', {}, { timeout: 5000 })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(TRADE_FAIR_IDLE_MS);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Trade fair mode disabled' }, { timeout: 5000 });
    // The figures go with the sales-mode query's news, which may reach the page a tick after the dialog.
    await waitFor(() => expect(screen.queryByTestId('sales-extras')).toBeNull());
    expect(screen.queryByTestId('sales-mode-badge')).toBeNull();
    await waitFor(() => expect(paths(server.calls)).toContain('salesMode.deauthorize'));
    // The configuration stays.
    expect((screen.getByRole('combobox', { name: /Destination country/ }) as HTMLSelectElement).value).toBe(
      'MX',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Trade fair mode disabled' })).toBeNull(),
    );
  });
});
