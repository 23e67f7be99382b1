// Below the summary (issue 12): the quote PDF of the current configuration in the visitor's language
// (saved first when it has no code yet), with the customer's details in sales mode, and the quote
// request form. Loaded after the first paint: the page is useful before it arrives.
import { Anchor, Button, Text, Title } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import { formatCode } from '../../../domain/configuration-code.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { ConfiguratorSnapshot } from './configurator-view.tsx';
import type { CustomerDetails } from './customer-details.tsx';
import classes from './quote.module.css';
import { QuoteRequestForm, saveProblem } from './quote-request-form.tsx';

const CustomerDetailsForm = lazy(() => import('./customer-details.tsx'));

export const QUOTE_NAMESPACE = 'quote';

/** GET /api/configurations/{code}/quote.pdf?locale=xx, with `customer.*` only in sales mode. */
export function quotePdfUrl(code: string, locale: string, customer?: CustomerDetails | null): string {
  const query = new URLSearchParams({ locale });
  for (const [field, value] of Object.entries(customer ?? {})) {
    if (value.trim()) query.set(`customer.${field}`, value.trim());
  }
  return `/api/configurations/${encodeURIComponent(code)}/quote.pdf?${query}`;
}

function download(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function PdfDownload({ snapshot, salesMode }: { snapshot: ConfiguratorSnapshot; salesMode: boolean }) {
  const { t } = useTranslation(QUOTE_NAMESPACE);
  const titleId = useId();
  const [customer, setCustomer] = useState<CustomerDetails | null>(null);
  const [customerValid, setCustomerValid] = useState(true);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'preparing' }
    | { kind: 'ready'; code: string; url: string }
    | { kind: 'error'; text: string }
  >({ kind: 'idle' });
  const withCustomer = salesMode ? customer : null;

  const start = async () => {
    setState({ kind: 'preparing' });
    try {
      const code = await snapshot.ensureCode();
      const url = quotePdfUrl(code, snapshot.locale, withCustomer);
      setState({ kind: 'ready', code, url });
      download(url);
    } catch (error) {
      setState({ kind: 'error', text: saveProblem(error, t) });
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
          <Anchor href={state.url} target="_blank" rel="noopener" data-testid="quote-pdf-link">
            {t('pdfOpen')}
          </Anchor>
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

export default QuotePanel;
