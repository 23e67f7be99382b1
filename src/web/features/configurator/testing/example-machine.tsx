// Test data and a tRPC double for the configurator's component tests: the example machine of
// docs/domain.md (plus a number and an info field), answered the way the server answers.
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { EXAMPLE_CONFIGURATOR } from '../../../../domain/configurator/testing/example-model.ts';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { createI18n } from '../../../i18n/i18n.ts';
import commonDe from '../../../i18n/locales/de/common.ts';
import de from '../../../i18n/locales/de/configurator.ts';
import quoteDe from '../../../i18n/locales/de/quote.ts';
import salesDe from '../../../i18n/locales/de/sales.ts';
import targetDe from '../../../i18n/locales/de/target.ts';
import commonEn from '../../../i18n/locales/en/common.ts';
import en from '../../../i18n/locales/en/configurator.ts';
import quoteEn from '../../../i18n/locales/en/quote.ts';
import salesEn from '../../../i18n/locales/en/sales.ts';
import targetEn from '../../../i18n/locales/en/target.ts';
import commonJa from '../../../i18n/locales/ja/common.ts';
import ja from '../../../i18n/locales/ja/configurator.ts';
import quoteJa from '../../../i18n/locales/ja/quote.ts';
import salesJa from '../../../i18n/locales/ja/sales.ts';
import targetJa from '../../../i18n/locales/ja/target.ts';
import { LocaleProvider } from '../../../kernel/locale.tsx';
import type { Session } from '../../../kernel/session/auth-client.ts';
import { SessionProvider } from '../../../kernel/session/session.tsx';
import { theme } from '../../../kernel/theme.ts';
import { UnitsProvider } from '../../../kernel/units.tsx';
import { createApiClient, TRPCProvider } from '../../../lib/trpc.ts';
import { ConfiguratorPage } from '../configurator-page.tsx';
import type { MachineModel } from '../state/live-price.ts';
import { NAMESPACE } from '../texts.tsx';

/** The example machine as machineModel answers it: ML 20 / ML 40, DE FR GB and the agency countries. */
export function exampleMachine(changes: Partial<MachineModel> = {}): MachineModel {
  const steps = EXAMPLE_CONFIGURATOR.steps.map((step) =>
    step.slug !== 'supply'
      ? step
      : {
          ...step,
          subSteps: [
            ...step.subSteps,
            {
              slug: 'pressure',
              title: 'Working pressure (bar)',
              options: { fieldType: 'number' as const, data: [] },
            },
            {
              slug: 'hint',
              title: 'About material supply',
              options: {
                fieldType: 'info' as const,
                data: [{ value: 'hint-1', label: 'Day tanks are filled from drums.', price: null }],
              },
            },
          ],
        },
  );
  return {
    machine: {
      id: 'm-ml',
      name: 'ML Series',
      slug: 'ml',
      description: 'The example machine.',
      image: '/images/machines/ml.webp',
    },
    locale: 'en',
    modelVersion: 3,
    pricesVisible: true,
    discountRatePerOption: 0.005,
    salesContact: null,
    ...EXAMPLE_CONFIGURATOR,
    // Agency prices reach the browser only in sales mode.
    agencyBasePrices: [],
    steps,
    ...changes,
  } as MachineModel;
}

export type TrpcError = {
  trpcError: { code: string; httpStatus: number; message: string; data?: Record<string, unknown> };
};
/** An error answer; `data` adds to the error's data, e.g. `{ fields }` as the server sends them. */
export const trpcError = (
  code: string,
  httpStatus: number,
  message: string,
  data?: Record<string, unknown>,
): TrpcError => ({
  trpcError: { code, httpStatus, message, data },
});
type Handler = (input: unknown) => unknown;
export type TrpcCall = { path: string; input: unknown };

/**
 * Answers /api/trpc calls (batched or not) from handlers keyed by procedure path, and
 * /api/auth/session with `options.session` (nobody signed in by default).
 */
/** A quote PDF as the server sends it (a few bytes stand for the file). */
export function pdfResponse(filename = 'quote-ml-7K3MQX9P.pdf'): Response {
  return new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
    headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `inline; filename="${filename}"` },
  });
}

export function stubTrpc(
  handlers: Record<string, Handler>,
  options: {
    session?: Session | null;
    /** answers GET /api/configurations/{code}/quote.pdf (default: a PDF) */
    pdf?: (url: URL) => Response;
  } = {},
) {
  const calls: TrpcCall[] = [];
  /** the quote PDF addresses asked for, path and query */
  const pdfRequests: string[] = [];
  const answer = (path: string, input: unknown) => {
    calls.push({ path, input });
    const handler = handlers[path];
    const result = handler ? handler(input) : trpcError('NOT_FOUND', 404, `No procedure ${path}`);
    if (result && typeof result === 'object' && 'trpcError' in result) {
      const { code, httpStatus, message, data } = (result as TrpcError).trpcError;
      return { error: { message, code: -32000, data: { ...data, code, httpStatus, path } } };
    }
    return { result: { data: result } };
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if (url.pathname === '/api/auth/session') {
      return new Response(JSON.stringify(options.session ?? null), {
        headers: { 'Content-Type': 'application/json' },
      });
    }
    if (/^\/api\/configurations\/[^/]+\/quote\.pdf$/.test(url.pathname)) {
      pdfRequests.push(`${url.pathname}${url.search}`);
      return options.pdf ? options.pdf(url) : pdfResponse();
    }
    if (!url.pathname.startsWith('/api/trpc/')) return new Response('{}', { status: 404 });
    const paths = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
    const batched = url.searchParams.get('batch') === '1';
    const raw = init?.method === 'POST' ? String(init.body ?? '') : (url.searchParams.get('input') ?? '');
    const inputs = raw ? JSON.parse(raw) : {};
    const results = paths.map((path, index) => answer(path, batched ? inputs[index] : inputs));
    const status = results.some((r) => 'error' in r) ? 207 : 200;
    return new Response(JSON.stringify(batched ? results : results[0]), {
      status: batched ? status : 'error' in (results[0] ?? {}) ? 400 : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, pdfRequests };
}

const TEXTS = { en, de, ja } as const;
const COMMON = { en: commonEn, de: commonDe, ja: commonJa } as const;
const SALES = { en: salesEn, de: salesDe, ja: salesJa } as const;
const QUOTE = { en: quoteEn, de: quoteDe, ja: quoteJa } as const;
const TARGET = { en: targetEn, de: targetDe, ja: targetJa } as const;

export function testI18n(locale: keyof typeof TEXTS = 'en') {
  return createI18n(locale as InterfaceLocale, {
    resources: {
      [locale]: {
        [NAMESPACE]: TEXTS[locale],
        common: COMMON[locale],
        sales: SALES[locale],
        quote: QUOTE[locale],
        target: TARGET[locale],
      },
    },
  });
}

/** Where the router is: the page may change its address (it drops ?code= once handled). */
export const seen = { location: { pathname: '', search: '' } };

function LocationSpy() {
  const location = useLocation();
  seen.location = { pathname: location.pathname, search: location.search };
  return null;
}

/** The app's locale context over a test text store holding the configurator's texts. */
function LocaleHarness({ locale, children }: { locale: keyof typeof TEXTS; children: ReactNode }) {
  const [i18n] = useState(() => testI18n(locale));
  return <LocaleProvider i18n={i18n}>{children}</LocaleProvider>;
}

export function Providers({ children, locale = 'en' }: { children: ReactNode; locale?: keyof typeof TEXTS }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={createApiClient()} queryClient={queryClient}>
        <MantineProvider theme={theme}>
          <LocaleHarness locale={locale}>
            <SessionProvider onSignedOut={() => undefined}>
              <UnitsProvider>{children}</UnitsProvider>
            </SessionProvider>
          </LocaleHarness>
        </MantineProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}

/** The configurator page at `path` (default /configurator/ml), as the public route mounts it. */
export function renderPage(
  path = '/configurator/ml',
  options: { locale?: keyof typeof TEXTS; header?: ReactNode } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/configurator/:slug',
        element: (
          <>
            <LocationSpy />
            {options.header}
            <ConfiguratorPage />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <Providers locale={options.locale}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/**
 * What a visitor does to reach the quote panel below the summary: the keyboard enters the summary column,
 * which loads the panel (components/ui/when-near.tsx; happy-dom never reports an intersection).
 */
export async function comeToQuotePanel(): Promise<void> {
  const summary = await screen.findByRole('complementary', {}, { timeout: 5000 });
  // The summary's code loads after the first view: the focus goes in once it is there.
  await within(summary).findByTestId('configurator-summary', {}, { timeout: 5000 });
  // And so does the quote's place below it (sales/quote-slot.tsx), whose panel loads once the focus is in.
  await waitFor(
    () =>
      expect(
        summary.querySelector('[data-when-near], [data-testid="quote-pdf"], [data-testid="quote-request"]'),
      ).not.toBeNull(),
    { timeout: 5000 },
  );
  fireEvent.focusIn(summary);
}
