// Below the summary (docs/product.md#quotes): the quote PDF of the current configuration in the visitor's
// language (saved first when it has no code yet), with the customer's details in sales mode, and the quote
// request form. Loaded after the first paint: the page is useful before it arrives. When the server
// asks to wait (too many PDFs, or busy), the panel says so in words and the button stays ready.
import { Anchor, Button, Text, Title } from '@mantine/core';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import type { ConfiguratorSnapshot } from '../configurator-view.tsx';
import type { CustomerDetails } from '../sales/customer-details.tsx';
import classes from './quote.module.css';
import { QuoteRequestForm, saveProblem } from './quote-request-form.tsx';

const CustomerDetailsForm = lazyPage(
  'customer-details-form',
  () => import('../sales/customer-details.tsx'),
  (m) => m.default,
);

export const QUOTE_NAMESPACE = 'quote';

/** GET /api/configurations/{code}/quote.pdf?locale=xx, with `customer.*` only in sales mode. */
export function quotePdfUrl(code: string, locale: string, customer?: CustomerDetails | null): string {
  const query = new URLSearchParams({ locale });
  for (const [field, value] of Object.entries(customer ?? {})) {
    if (value.trim()) query.set(`customer.${field}`, value.trim());
  }
  return `/api/configurations/${encodeURIComponent(code)}/quote.pdf?${query}`;
}

/** What the PDF's address answered: the file, or why there is none. */
type PdfAnswer =
  | { ok: true; blob: Blob; filename: string }
  | { ok: false; status: number; code: string | null; message: string | null; retryAfterS: number | null };

/**
 * A busy server (503 with Retry-After: the PDF threads' queue is full) is asked again after the wait it
 * names, up to this many tries in all, while the panel says the PDF follows; a wait over BUSY_WAIT_MAX_S
 * is left to the visitor.
 */
const BUSY_TRIES = 3;
const BUSY_WAIT_MAX_S = 10;

/**
 * Asks for the PDF rather than navigating to it, so that a refusal (too many PDFs, a busy server) is
 * shown here, in the visitor's language, instead of as a raw answer in a tab of its own.
 */
async function fetchQuotePdf(url: string): Promise<PdfAnswer> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (response.ok) {
    const disposition = response.headers.get('content-disposition') ?? '';
    const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'quote.pdf';
    return { ok: true, blob: await response.blob(), filename };
  }
  const body = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
  } | null;
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    status: response.status,
    code: body?.error?.code ?? null,
    message: body?.error?.message ?? null,
    retryAfterS: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  };
}

/** The wait a busy server asked for, in seconds, if the panel should wait and ask again. */
function busyFor(answer: PdfAnswer): number | null {
  if (answer.ok || answer.code !== 'SERVICE_UNAVAILABLE' || answer.retryAfterS === null) return null;
  return answer.retryAfterS <= BUSY_WAIT_MAX_S ? answer.retryAfterS : null;
}

function download(url: string, filename: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

type PdfState =
  | { kind: 'idle' }
  /** `busy`: the server asked to wait, and the panel asks again by itself */
  | { kind: 'preparing'; busy?: boolean }
  | { kind: 'ready'; code: string; file: string }
  /** the server asks to wait (429, 503): said calmly, not as an error */
  | { kind: 'wait'; text: string }
  | { kind: 'error'; text: string };

function PdfDownload({ snapshot, salesMode }: { snapshot: ConfiguratorSnapshot; salesMode: boolean }) {
  const { t } = useTranslation(QUOTE_NAMESPACE);
  const titleId = useId();
  const [customer, setCustomer] = useState<CustomerDetails | null>(null);
  const [customerValid, setCustomerValid] = useState(true);
  const [state, setState] = useState<PdfState>({ kind: 'idle' });
  const withCustomer = salesMode ? customer : null;
  // The file's address in the browser, given back when a newer one replaces it or the panel goes.
  const file = useRef<string | null>(null);
  const keepFile = (blob: Blob) => {
    if (file.current) URL.revokeObjectURL(file.current);
    file.current = URL.createObjectURL(blob);
    return file.current;
  };
  useEffect(
    () => () => {
      if (file.current) URL.revokeObjectURL(file.current);
    },
    [],
  );

  const start = async () => {
    setState({ kind: 'preparing' });
    let code: string;
    try {
      code = await snapshot.ensureCode();
    } catch (error) {
      setState({ kind: 'error', text: saveProblem(error, t) });
      return;
    }
    let answer: PdfAnswer;
    try {
      const url = quotePdfUrl(code, snapshot.locale, withCustomer);
      answer = await fetchQuotePdf(url);
      for (let tries = 1; tries < BUSY_TRIES && busyFor(answer) !== null; tries++) {
        setState({ kind: 'preparing', busy: true });
        await new Promise((resolve) => setTimeout(resolve, (busyFor(answer) ?? 0) * 1000));
        answer = await fetchQuotePdf(url);
      }
    } catch {
      setState({ kind: 'error', text: t('pdfOffline') });
      return;
    }
    if (answer.ok) {
      const url = keepFile(answer.blob);
      setState({ kind: 'ready', code, file: url });
      download(url, answer.filename);
    } else if (answer.code === 'TOO_MANY_REQUESTS') {
      setState({ kind: 'wait', text: t('pdfTooMany') });
    } else if (answer.code === 'SERVICE_UNAVAILABLE') {
      setState({ kind: 'wait', text: t('pdfBusy') });
    } else {
      setState({
        kind: 'error',
        text: t('pdfFailed', { message: answer.message ?? `HTTP ${answer.status}` }),
      });
    }
  };

  return (
    <section className={classes.section} aria-labelledby={titleId} data-testid="quote-pdf">
      <Title order={3} size="h4" id={titleId}>
        {t('pdfTitle')}
      </Title>
      <Text size="sm">{t('pdfText')}</Text>
      {salesMode && (
        <Suspense fallback={null}>
          <CustomerDetailsForm
            onChange={(details, valid) => {
              setCustomer(details);
              setCustomerValid(valid);
            }}
          />
        </Suspense>
      )}
      <Button
        onClick={() => void start()}
        loading={state.kind === 'preparing'}
        disabled={salesMode && !customerValid}
        variant="default"
        fullWidth
      >
        {state.kind === 'preparing' ? t('pdfPreparing') : t('pdfDownload')}
      </Button>
      {state.kind === 'ready' && (
        <Text size="sm" role="status">
          {t('pdfReady', { code: formatCode(state.code) })}{' '}
          <Anchor href={state.file} target="_blank" rel="noopener" data-testid="quote-pdf-link">
            {t('pdfOpen')}
          </Anchor>
        </Text>
      )}
      {state.kind === 'preparing' && state.busy && (
        <Text size="sm" className={classes.wait} role="status" data-testid="quote-pdf-wait">
          {t('pdfBusyRetrying')}
        </Text>
      )}
      {state.kind === 'wait' && (
        <Text size="sm" className={classes.wait} role="status" data-testid="quote-pdf-wait">
          {state.text}
        </Text>
      )}
      {state.kind === 'error' && (
        <Text size="sm" className={classes.error} role="alert">
          {state.text}
        </Text>
      )}
    </section>
  );
}

export function QuotePanel({ snapshot, salesMode }: { snapshot: ConfiguratorSnapshot; salesMode: boolean }) {
  return (
    <>
      <PdfDownload snapshot={snapshot} salesMode={salesMode} />
      <QuoteRequestForm snapshot={snapshot} />
    </>
  );
}
