// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetQuoteDrafts } from './quote-request-form.tsx';
import { comeToQuotePanel, exampleMachine, renderPage, stubTrpc, trpcError } from './testing.tsx';

beforeAll(async () => {
  await import('./quote-panel.tsx');
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

describe('quote request form (issue 12 §2)', () => {
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

describe('quote PDF (issue 12 §1)', () => {
  it('saves when needed and downloads the PDF in the current language, without customer details', async () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const { calls } = server();
    renderPage('/configurator/ml', { locale: 'ja' });
    await comeToQuotePanel();
    const panel = await screen.findByTestId('quote-pdf', {}, { timeout: 5000 });
    expect(within(panel).queryByTestId('customer-details')).toBeNull();
    fireEvent.click(within(panel).getByRole('button', { name: 'PDF見積書をダウンロード' }));
    await waitFor(() => expect(clicked).toEqual(['/api/configurations/7K3MQX9P/quote.pdf?locale=ja']));
    expect(within(panel).getByTestId('quote-pdf-link').getAttribute('href')).toBe(clicked[0]);
    // Saved once; a second download of the unchanged configuration uses the same code.
    fireEvent.click(within(panel).getByRole('button', { name: 'PDF見積書をダウンロード' }));
    await waitFor(() => expect(clicked).toHaveLength(2));
    expect(calls.filter((call) => call.path === 'publicConfigurator.saveConfiguration')).toHaveLength(1);
  });
});
