// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { buildRoutes } from '../../app/routes.tsx';
import { renderRoutes, serverRoutes, stubFetch } from '../../testing/render.tsx';
import { publicApi } from './testing/public-site-doubles.ts';

beforeAll(async () => {
  await Promise.all([import('./public-layout.tsx'), import('./home-page.tsx')]);
}, 30_000);

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the app writes document.cookie; the test undoes it.
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

beforeEach(clearCookies);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearCookies();
});

async function openHome(options: { locale?: InterfaceLocale } = {}) {
  const { calls } = stubFetch(serverRoutes(null, publicApi()));
  const result = renderRoutes(buildRoutes(), '/configurator', options);
  await screen.findByRole('heading', { level: 1, name: 'Configure your metering machine' });
  return { ...result, calls };
}

describe('language selector', () => {
  it('lists the enabled interface locales by their own names, marking the current one', async () => {
    await openHome();
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    const list = await screen.findByRole('list', { name: 'Language' });
    const options = within(list).getAllByRole('button');
    expect(options.map((option) => option.textContent)).toEqual(['English', 'Deutsch', '日本語']);
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(['en', 'de', 'ja']);
    expect(options.map((option) => option.getAttribute('aria-current'))).toEqual(['true', null, null]);
  });

  it('switches every text in place, keeps the page mounted, stores the cookie and the page language', async () => {
    const { calls } = await openHome();
    const main = document.getElementById('main');
    const card = await screen.findByTestId('machine-card-alpha');
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Language' })).getByRole('button', { name: 'Deutsch' }),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konfigurieren Sie Ihre Dosiermaschine' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menü' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Sprache: Deutsch' })).toBeTruthy();
    // The database texts follow: the machine catalogue is asked for in German.
    expect(await screen.findByRole('link', { name: 'Alpha-Serie' })).toBeTruthy();
    expect(calls.some((call) => call.url.includes('machineCatalogue') && call.url.includes('%22de%22'))).toBe(
      true,
    );
    // In place: the same elements, no reload, no remount.
    expect(document.getElementById('main')).toBe(main);
    expect(screen.getByTestId('machine-card-alpha')).toBe(card);
    expect(document.cookie).toContain('CONFIGURATOR_SELECTED_LOCALE=de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('formats numbers for the locale after a switch', async () => {
    await openHome();
    expect(
      within(await screen.findByTestId('machine-card-alpha')).getByTestId('output-range').textContent,
    ).toBe('15 cm³/s to 300 cm³/s');
    fireEvent.click(screen.getByRole('radio', { name: 'l/min' }));
    expect(within(screen.getByTestId('machine-card-alpha')).getByTestId('output-range').textContent).toBe(
      '0.90 l/min to 18 l/min',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Language: English' }));
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Language' })).getByRole('button', { name: 'Deutsch' }),
    );
    await waitFor(() =>
      expect(within(screen.getByTestId('machine-card-alpha')).getByTestId('output-range').textContent).toBe(
        '0,90 l/min bis 18 l/min',
      ),
    );
  });

  it('shows English to a visitor whose stored language was switched off, and corrects the cookie', async () => {
    // The doubles' site offers English, German and Japanese: Italian is off.
    // biome-ignore lint/suspicious/noDocumentCookie: the visitor's stored choice, as the browser keeps it.
    document.cookie = 'CONFIGURATOR_SELECTED_LOCALE=it; path=/';
    // The page starts in the stored language, as the boot reads it from the cookie.
    await openHome({ locale: 'it' });
    expect(await screen.findByRole('button', { name: 'Language: English' })).toBeTruthy();
    await waitFor(() => expect(document.cookie).toContain('CONFIGURATOR_SELECTED_LOCALE=en'));
    expect(document.documentElement.lang).toBe('en');
  });

  it('passes over a browser language that is off, and stores nothing the visitor did not choose', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'de-DE']);
    stubFetch(serverRoutes(null, publicApi()));
    // The boot picks the browser's first language of the nine, before it knows which are on.
    renderRoutes(buildRoutes(), '/configurator', { locale: 'it' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Konfigurieren Sie Ihre Dosiermaschine' }),
    ).toBeTruthy();
    expect(document.cookie).not.toContain('CONFIGURATOR_SELECTED_LOCALE');
    vi.restoreAllMocks();
  });
});
