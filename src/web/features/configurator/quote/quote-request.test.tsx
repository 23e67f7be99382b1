// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  comeToQuotePanel,
  exampleMachine,
  pdfResponse,
  renderPage,
  stubTrpc,
  trpcError,
} from '../testing/example-machine.tsx';
import { forgetQuoteDrafts } from './quote-drafts.ts';

beforeAll(async () => {
  await Promise.all([import('./quote-panel.tsx'), import('../summary/summary-column.tsx')]);
}, 30_000);
beforeEach(() => {
  window.localStorage.clear();
  forgetQuoteDrafts();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function server(requestQuote: (input: unknown) => unknown = () => ({ id: 'req-1' })) {
  return stubTrpc({
    'publicConfigurator.machineModel': () => exampleMachine(),
    'publicConfigurator.saveConfiguration': () => ({ code: '7K3MQX9P' }),
    'publicConfigurator.requestQuote': requestQuote,
  });
}

async function openForm(locale: 'en' | 'de' | 'ja' = 'en') {
  renderPage('/configurator/ml', { locale });
  await comeToQuotePanel();
  return screen.findByTestId('quote-request', {}, { timeout: 5000 });
}

function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  }
}

const VALID = { Name: 'Ana Ruiz', Company: 'Espumas SA', 'E-mail': 'ana@espumas.example' };

describe('quote request form', () => {
  it('checks every field in words before sending, and moves focus to the first problem', async () => {
    const { calls } = server();
    const form = await openForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText('Please enter your name.')).toBeTruthy();
    expect(within(form).getByText('Please enter your company.')).toBeTruthy();
    expect(within(form).getByText(/Please enter a valid e-mail address/)).toBeTruthy();
    expect(within(form).getByText('Please agree that we may contact you about this request.')).toBeTruthy();
    expect(within(form).getByRole('alert').textContent).toBe('Please check the marked fields.');
    expect(document.activeElement).toBe(within(form).getByLabelText(/^Name/));
    expect(within(form).getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    // The country starts as the destination country of the configuration.
    expect((within(form).getByLabelText(/^Your country/) as HTMLSelectElement).value).toBe('DE');
    fill(form, { Phone: 'call me' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText(/Please enter a phone number with digits/)).toBeTruthy();
    expect(calls.some((call) => call.path === 'publicConfigurator.requestQuote')).toBe(false);
    expect(calls.some((call) => call.path === 'publicConfigurator.saveConfiguration')).toBe(false);
  });

  it('hides the honeypot from people and assistive technology', async () => {
    server();
    const form = await openForm();
    expect(within(form).queryByRole('textbox', { name: /Leave this field empty/ })).toBeNull();
    const trap = form.querySelector('input[name="website"]') as HTMLInputElement;
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(trap.tabIndex).toBe(-1);
  });

  it('saves the configuration, sends the request with its code and says thank you in the customer’s language', async () => {
    const { calls } = server();
    const form = await openForm('de');
    fill(form, {
      Name: 'Ana Ruiz',
      Firma: 'Espumas SA',
      'E-Mail': 'ana@espumas.example',
      Telefon: '+49 30 1234567',
    });
    fireEvent.change(within(form).getByLabelText(/^Nachricht/), { target: { value: 'Bitte mit Aufbau.' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Ich bin einverstanden/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Anfrage senden' }));
    const thanks = await screen.findByTestId('quote-request-sent', {}, { timeout: 5000 });
    expect(within(thanks).getByRole('heading').textContent).toBe('Vielen Dank, Ihre Anfrage wurde gesendet');
    expect(thanks.textContent).toContain('ana@espumas.example');
    expect(thanks.textContent).toContain('7K3M-QX9P');
    expect(document.activeElement).toBe(within(thanks).getByRole('heading'));
    expect(calls.find((call) => call.path === 'publicConfigurator.requestQuote')?.input).toEqual({
      code: '7K3MQX9P',
      name: 'Ana Ruiz',
      company: 'Espumas SA',
      email: 'ana@espumas.example',
      country: 'DE',
      phone: '+49 30 1234567',
      message: 'Bitte mit Aufbau.',
      consent: true,
      locale: 'de',
    });
    // The save panel shows the code the request went with.
    expect((await screen.findByTestId('configuration-code')).textContent).toBe('7K3M-QX9P');
    fireEvent.click(within(thanks).getByRole('button', { name: 'Weitere Anfrage senden' }));
    const again = await screen.findByTestId('quote-request');
    expect((within(again).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana Ruiz');
    expect((within(again).getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it('puts the server’s field errors on the fields, in the customer’s words', async () => {
    server(() =>
      trpcError('BAD_REQUEST', 400, 'email: Please enter a valid e-mail address.', {
        fields: { email: 'Please enter a valid e-mail address, e.g. name@company.com.' },
      }),
    );
    const form = await openForm('ja');
    fill(form, { 氏名: '山田 花子', 会社名: '山田ウレタン', メールアドレス: 'hanako@yamada.example' });
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: '依頼を送信' }));
    const email = within(form).getByLabelText(/^メールアドレス/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText(/有効なメールアドレスを入力してください/)).toBeTruthy();
    expect(document.activeElement).toBe(email);
  });

  it('says so when too many requests came from the address, and keeps what was typed', async () => {
    server(() => trpcError('TOO_MANY_REQUESTS', 429, 'Too many quote requests'));
    const form = await openForm();
    fill(form, VALID);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText(/Too many requests were sent from your address/)).toBeTruthy();
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Ana Ruiz');
  });

  it('says so when the configuration cannot be saved first', async () => {
    stubTrpc({
      'publicConfigurator.machineModel': () => exampleMachine(),
      'publicConfigurator.saveConfiguration': () => trpcError('TOO_MANY_REQUESTS', 429, 'Too many'),
    });
    const form = await openForm();
    fill(form, VALID);
    fireEvent.click(within(form).getByRole('checkbox'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send request' }));
    expect(await within(form).findByText(/Too many configurations were saved/)).toBeTruthy();
  });
});

describe('quote PDF', () => {
  function spyDownloads() {
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    return clicked;
  }

  it('saves when needed and downloads the PDF in the current language, without customer details', async () => {
    const clicked = spyDownloads();
    const { calls, pdfRequests } = server();
    renderPage('/configurator/ml', { locale: 'ja' });
    await comeToQuotePanel();
    const panel = await screen.findByTestId('quote-pdf', {}, { timeout: 5000 });
    expect(within(panel).queryByTestId('customer-details')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'PDF見積書をダウンロード' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(pdfRequests).toEqual(['/api/configurations/7K3MQX9P/quote.pdf?locale=ja']);
    // The file the server sent, under the name it gave, and the same file behind "open".
    expect(clicked[0]?.getAttribute('download')).toBe('quote-ml-7K3MQX9P.pdf');
    expect(clicked[0]?.href).toMatch(/^blob:/);
    expect(within(panel).getByTestId('quote-pdf-link').getAttribute('href')).toBe(clicked[0]?.href);
    // Saved once; a second download of the unchanged configuration uses the same code.
    fireEvent.click(within(panel).getByRole('button', { name: 'PDF見積書をダウンロード' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(calls.filter((call) => call.path === 'publicConfigurator.saveConfiguration')).toHaveLength(1);
    expect(pdfRequests).toHaveLength(2);
  });

  it("says calmly, in the visitor's language, when there were too many PDFs or the server is busy", async () => {
    const clicked = spyDownloads();
    // Busy answers name a wait of 1 s, so that the panel's own tries take a second each.
    const busy = { status: 503, code: 'SERVICE_UNAVAILABLE', retryAfter: '1' };
    const answers = [{ status: 429, code: 'TOO_MANY_REQUESTS', retryAfter: '42' }, busy, busy, busy, busy];
    let requests = 0;
    stubTrpc(
      {
        'publicConfigurator.machineModel': () => exampleMachine(),
        'publicConfigurator.saveConfiguration': () => ({ code: '7K3MQX9P' }),
      },
      {
        pdf: () => {
          requests++;
          const answer = answers.shift();
          if (!answer) return pdfResponse();
          return Response.json(
            { error: { code: answer.code, message: 'refused' } },
            { status: answer.status, headers: { 'Retry-After': answer.retryAfter } },
          );
        },
      },
    );
    renderPage('/configurator/ml', { locale: 'de' });
    await comeToQuotePanel();
    const panel = await screen.findByTestId('quote-pdf', {}, { timeout: 5000 });
    const button = within(panel).getByRole('button', { name: 'PDF-Angebot herunterladen' });
    fireEvent.click(button);
    const wait = await within(panel).findByTestId('quote-pdf-wait');
    expect(wait.textContent).toBe(
      'Sie haben in kurzer Zeit viele PDFs angefordert. Bitte warten Sie eine Minute und laden Sie es dann erneut herunter.',
    );
    expect(wait.getAttribute('role')).toBe('status');
    expect(within(panel).queryByRole('alert')).toBeNull();
    expect(requests).toBe(1);

    // A busy server is asked again after the wait it names, while the panel says the PDF follows; after
    // three busy answers the visitor is asked to try again.
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(panel).getByTestId('quote-pdf-wait').textContent).toBe(
        'Gerade werden viele PDFs erstellt. Ihres folgt in wenigen Sekunden.',
      ),
    );
    await waitFor(
      () =>
        expect(within(panel).getByTestId('quote-pdf-wait').textContent).toBe(
          'Gerade werden viele PDFs erstellt. Bitte versuchen Sie es in einigen Sekunden erneut.',
        ),
      { timeout: 5000 },
    );
    expect(requests).toBe(4);
    expect(clicked).toHaveLength(0);

    // The next try: busy once, then the file, without another click.
    fireEvent.click(button);
    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 5000 });
    expect(requests).toBe(6);
    expect(within(panel).queryByTestId('quote-pdf-wait')).toBeNull();
  });

  it('names what went wrong otherwise, and a lost connection', async () => {
    let offline = false;
    stubTrpc(
      {
        'publicConfigurator.machineModel': () => exampleMachine(),
        'publicConfigurator.saveConfiguration': () => ({ code: '7K3MQX9P' }),
      },
      {
        pdf: () => {
          if (offline) throw new TypeError('Failed to fetch');
          return Response.json(
            { error: { code: 'CONFLICT', message: 'The saved configuration no longer fits.' } },
            { status: 409 },
          );
        },
      },
    );
    renderPage('/configurator/ml');
    await comeToQuotePanel();
    const panel = await screen.findByTestId('quote-pdf', {}, { timeout: 5000 });
    fireEvent.click(within(panel).getByRole('button', { name: 'Download PDF quote' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'The PDF could not be prepared: The saved configuration no longer fits.',
    );
    offline = true;
    fireEvent.click(within(panel).getByRole('button', { name: 'Download PDF quote' }));
    await waitFor(() =>
      expect(within(panel).getByRole('alert').textContent).toBe(
        'The PDF could not be downloaded: there is no connection to the server. Try again.',
      ),
    );
  });
});
