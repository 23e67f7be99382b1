// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/roles.ts';
import { theme } from '../../../kernel/theme.ts';
import {
  type Answer,
  json,
  renderRoutes,
  serverRoutes,
  sessionFor,
  stubFetch,
} from '../../../testing/render.tsx';
import { AdminFrame } from '../admin-frame.tsx';
import { SEARCH_DEBOUNCE_MS } from '../resource-table.tsx';
import { stubDocumentFonts } from '../testing/admin-testing.tsx';
import { QuoteRequestPage } from './quote-request-page.tsx';
import { QUOTE_REQUESTS_PATH, QuoteRequestsPage } from './quote-requests-page.tsx';

beforeAll(stubDocumentFonts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.localStorage.clear();
});

const ID = '3f1c0000-0000-4000-8000-000000000001';
const REQUEST = {
  id: ID,
  version: 3,
  code: '7K3MQX9P',
  name: 'Ana Ruiz',
  company: 'Espumas del Norte S.A.',
  email: 'ana.ruiz@espumas.example',
  country: 'ES',
  phone: '+34 600 123 456',
  message: 'Two machines,\nplease.',
  locale: 'es',
  consentAt: '2025-03-12T09:14:00.000Z',
  createdBy: null,
  status: 'new',
  mailStatus: 'failed',
  mailAttempts: 10,
  mailLastError: 'connect ECONNREFUSED 127.0.0.1:2525',
  mailNextAttemptAt: '2025-03-13T09:14:00.000Z',
  mailClaimedUntil: null,
  mailSentAt: null,
  createdAt: '2025-03-12T09:14:00.000Z',
  updatedAt: '2025-03-12T09:20:00.000Z',
  machine: { slug: 'hx-compact', name: 'HX Compact' },
};
const OTHER = {
  ...REQUEST,
  id: '3f1c0000-0000-4000-8000-000000000002',
  name: 'Zoe Zimmer',
  company: 'Acme Schaum GmbH',
  country: 'DE',
  status: 'won',
  mailStatus: 'sent',
};

function server(role: Role, routes: Record<string, Answer> = {}) {
  return stubFetch(
    serverRoutes(sessionFor(role), {
      '/api/admin/quote-requests': () => json({ data: { items: [REQUEST, OTHER], total: 2 } }),
      [`/api/admin/quote-requests/${ID}`]: () => json({ data: REQUEST }),
      ...routes,
    }),
  );
}

/** Both pages at their addresses, in the admin frame (notifications), with Mantine's test environment. */
function renderPage(path: string) {
  const frame = (page: React.ReactNode) => (
    <MantineProvider theme={theme} env="test">
      <AdminFrame>{page}</AdminFrame>
    </MantineProvider>
  );
  const pages = [
    { path: QUOTE_REQUESTS_PATH, element: frame(<QuoteRequestsPage />) },
    { path: `${QUOTE_REQUESTS_PATH}/:quoteRequestId`, element: frame(<QuoteRequestPage />) },
  ];
  // As in the app: the internal area is a `*` route that routes its pages inside (its splat is a param).
  function Area() {
    return useRoutes(pages);
  }
  return renderRoutes([{ path: '*', element: <Area /> }], path);
}

const listCalls = (calls: { url: string; method: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/quote-requests?'));

describe('the quote requests list', () => {
  it('shows each request with its columns and opens one by its name', async () => {
    server('admin');
    const { router } = renderPage(QUOTE_REQUESTS_PATH);
    const row = (await screen.findByRole('button', { name: 'Ana Ruiz' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Espumas del Norte S.A.')).toBeTruthy();
    expect(within(row).getByText('Spain (ES)')).toBeTruthy();
    expect(within(row).getByText('HX Compact')).toBeTruthy();
    expect(within(row).getByText('7K3M-QX9P')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText(/^2025-03-12 \d\d:14$/)).toBeTruthy();
    expect(screen.getByText('1–2 of 2 quote requests')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ana Ruiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${QUOTE_REQUESTS_PATH}/${ID}`));
  });

  it('asks the server for a status, a search and a sort, from the first page', async () => {
    const { calls } = server('admin');
    renderPage(QUOTE_REQUESTS_PATH);
    await screen.findByRole('button', { name: 'Ana Ruiz' });
    expect(listCalls(calls).at(-1)?.url).toBe('/api/admin/quote-requests?page=1&pageSize=25');

    fireEvent.click(screen.getByRole('button', { name: 'Company / country: sort ascending' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('sort=company'));
    fireEvent.click(screen.getByRole('button', { name: 'Company / country: sort descending' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('sort=-company'));

    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Won' }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('status=won'));

    fireEvent.change(screen.getByRole('textbox', { name: 'Search quote requests' }), {
      target: { value: ' espumas ' },
    });
    await waitFor(() => expect(listCalls(calls).at(-1)?.url).toContain('search=espumas'), {
      timeout: SEARCH_DEBOUNCE_MS + 2000,
    });
    expect(listCalls(calls).at(-1)?.url).toBe(
      '/api/admin/quote-requests?page=1&pageSize=25&status=won&search=espumas&sort=-company',
    );
  });

  it('tells an empty list from one the filters emptied, and offers to clear them', async () => {
    server('admin', {
      '/api/admin/quote-requests': () => json({ data: { items: [], total: 0 } }),
    });
    renderPage(QUOTE_REQUESTS_PATH);
    expect(await screen.findByText('No quote requests yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Lost' }));
    expect(await screen.findByText('No quote requests match.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and status' }));
    expect(await screen.findByText('No quote requests yet.')).toBeTruthy();
  });

  // A refusal is told at once (the admin frame retries only 5xx and network failures by itself).
  it('says when the list cannot be loaded, and tries again on request', async () => {
    let fail = true;
    server('admin', {
      '/api/admin/quote-requests': () =>
        fail
          ? json({ error: { code: 'BAD_REQUEST', message: 'The list query is not valid.' } }, 400)
          : json({ data: { items: [REQUEST], total: 1 } }),
    });
    renderPage(QUOTE_REQUESTS_PATH);
    expect(await screen.findByText('The list could not be loaded')).toBeTruthy();
    expect(screen.getByText('The list query is not valid.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Ana Ruiz' })).toBeTruthy();
  });

  it('shows skeleton rows while the first page loads', async () => {
    let release: (response: Response) => void = () => undefined;
    server('admin', {
      '/api/admin/quote-requests': () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderPage(QUOTE_REQUESTS_PATH);
    expect((await screen.findAllByTestId('skeleton-row')).length).toBeGreaterThan(0);
    act(() => release(json({ data: { items: [REQUEST], total: 1 } })));
    expect(await screen.findByRole('button', { name: 'Ana Ruiz' })).toBeTruthy();
  });

  it('is not for backoffice: no access, and nothing asked of the server', async () => {
    const { calls } = server('backoffice');
    renderPage(QUOTE_REQUESTS_PATH);
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeTruthy();
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    expect((await screen.findAllByRole('heading', { name: 'No access' })).length).toBe(2);
    expect(calls.some((call) => call.url.startsWith('/api/admin/'))).toBe(false);
  });
});

describe('a quote request', () => {
  it('shows what the customer sent, the configuration link and the PDF', async () => {
    server('admin');
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Ana Ruiz', level: 1 })).toBeTruthy();
    const customer = screen.getByRole('region', { name: 'Customer' });
    expect(
      within(customer).getByRole('link', { name: 'ana.ruiz@espumas.example' }).getAttribute('href'),
    ).toBe('mailto:ana.ruiz@espumas.example');
    expect(within(customer).getByRole('link', { name: '+34 600 123 456' }).getAttribute('href')).toBe(
      'tel:+34600123456',
    );
    expect(within(customer).getByText('Spain (ES)')).toBeTruthy();
    expect(within(customer).getByText('Spanish')).toBeTruthy();
    const configuration = screen.getByRole('region', { name: 'Configuration' });
    expect(within(configuration).getByText('7K3M-QX9P')).toBeTruthy();
    const open = within(configuration).getByRole('link', { name: /Open in the configurator/ });
    expect(open.getAttribute('href')).toBe('/configurator/hx-compact?code=7K3MQX9P');
    expect(open.getAttribute('target')).toBe('_blank');
    const pdf = within(configuration).getByRole('link', { name: 'Download the PDF' });
    expect(pdf.getAttribute('href')).toBe(`/api/admin/quote-requests/${ID}/quote.pdf`);
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('region', { name: 'Message' }).textContent).toContain('Two machines,\nplease.');
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:2525')).toBeTruthy();
  });

  it('saves the status with the version it was chosen on', async () => {
    const { calls } = server('admin', {
      [`PATCH /api/admin/quote-requests/${ID}`]: () =>
        json({ data: { ...REQUEST, status: 'contacted', version: 4 } }),
    });
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    const form = await screen.findByRole('form', { name: 'Status of the quote request' });
    const save = within(form).getByRole('button', { name: 'Save status' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Contacted' }));
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(await screen.findByText('Ana Ruiz (Espumas del Norte S.A.) is now "Contacted".')).toBeTruthy();
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(JSON.parse(patch?.body ?? '{}')).toEqual({ expectedVersion: 3, values: { status: 'contacted' } });
    await waitFor(() => expect(within(form).getByText(/^Version 4,/)).toBeTruthy());
    expect(save.disabled).toBe(true);
  });

  it('meets a newer version with the conflict dialog, and overwrites with their version number', async () => {
    const theirs = { ...REQUEST, status: 'lost', version: 5 };
    const bodies: unknown[] = [];
    server('admin', {
      [`PATCH /api/admin/quote-requests/${ID}`]: ({ body }) => {
        bodies.push(JSON.parse(body));
        return bodies.length === 1
          ? json(
              {
                error: {
                  code: 'CONFLICT',
                  message: 'Someone else changed this quote request.',
                  current: theirs,
                },
              },
              409,
            )
          : json({ data: { ...theirs, status: 'won', version: 6 } });
      },
    });
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    const form = await screen.findByRole('form', { name: 'Status of the quote request' });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Won' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the quote request of Ana Ruiz',
    });
    const row = within(dialog).getByTestId('conflict-status');
    expect(within(row).getByText('Lost')).toBeTruthy();
    expect(within(row).getByText('Won')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { expectedVersion: 3, values: { status: 'won' } },
      { expectedVersion: 5, values: { status: 'won' } },
    ]);
  });

  it('takes their version on reload', async () => {
    const theirs = { ...REQUEST, status: 'lost', version: 5 };
    server('admin', {
      [`PATCH /api/admin/quote-requests/${ID}`]: () =>
        json({ error: { code: 'CONFLICT', message: 'Stale.', current: theirs } }, 409),
    });
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    const form = await screen.findByRole('form', { name: 'Status of the quote request' });
    fireEvent.click(within(form).getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Won' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save status' }));
    const dialog = await screen.findByRole('dialog', { name: /Someone else changed/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The cache's news reaches the page on TanStack Query's next notify tick, after the dialog has gone.
    await waitFor(() =>
      expect((within(form).getByRole('combobox', { name: 'Status' }) as HTMLInputElement).value).toBe('Lost'),
    );
    expect(within(form).getByText(/^Version 5,/)).toBeTruthy();
  });

  it('sends a failed e-mail again after a confirmation, and says so', async () => {
    const { calls } = server('admin', {
      [`POST /api/admin/quote-requests/${ID}/retry-mail`]: () =>
        json({ data: { ...REQUEST, mailStatus: 'pending', mailAttempts: 0, version: 4 } }, 202),
    });
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    const mail = await screen.findByRole('region', { name: 'E-mail to sales' });
    fireEvent.click(within(mail).getByRole('button', { name: 'Send the e-mail again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the e-mail again?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.click(within(mail).getByRole('button', { name: 'Send the e-mail again' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send the e-mail again?' })).getByRole('button', {
        name: 'Send again',
      }),
    );
    expect(await screen.findByText('The e-mail to sales goes out again within a few seconds.')).toBeTruthy();
    expect(await within(mail).findByText('Waiting')).toBeTruthy();
    expect(calls.filter((call) => call.url.endsWith('/retry-mail'))).toHaveLength(1);
  });

  it("shows the server's refusal to send again", async () => {
    server('admin', {
      [`POST /api/admin/quote-requests/${ID}/retry-mail`]: () =>
        json(
          {
            error: { code: 'CONFLICT', message: 'The e-mail of this quote request is being sent right now.' },
          },
          409,
        ),
    });
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    const mail = await screen.findByRole('region', { name: 'E-mail to sales' });
    fireEvent.click(within(mail).getByRole('button', { name: 'Send the e-mail again' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Send the e-mail again?' })).getByRole('button', {
        name: 'Send again',
      }),
    );
    expect(await screen.findByText('The e-mail of this quote request is being sent right now.')).toBeTruthy();
    expect(screen.getByText('Not sent again')).toBeTruthy();
  });

  it('offers no new try for an e-mail that went out', async () => {
    server('admin', {
      [`/api/admin/quote-requests/${ID}`]: () =>
        json({ data: { ...REQUEST, mailStatus: 'sent', mailSentAt: '2025-03-12T09:15:00.000Z' } }),
    });
    renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    const mail = await screen.findByRole('region', { name: 'E-mail to sales' });
    expect(within(mail).getByText('Sent', { selector: '.mantine-Badge-label' })).toBeTruthy();
    expect(within(mail).queryByRole('button', { name: 'Send the e-mail again' })).toBeNull();
    // The old error belongs to an earlier attempt.
    expect(within(mail).queryByText('Last error')).toBeNull();
  });

  it('says when the request does not exist, with the way back', async () => {
    server('admin', {
      [`/api/admin/quote-requests/${ID}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'This quote request does not exist.' } }, 404),
    });
    const { router } = renderPage(`${QUOTE_REQUESTS_PATH}/${ID}`);
    expect(await screen.findByText('This quote request cannot be opened')).toBeTruthy();
    expect(screen.getByText('This quote request does not exist.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back to quote requests' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(QUOTE_REQUESTS_PATH));
  });
});
