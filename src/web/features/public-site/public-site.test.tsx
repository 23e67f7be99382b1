// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { renderRoutes, serverRoutes, stubFetch } from '../../testing/render.tsx';
import { publicApi } from './testing/public-site-doubles.ts';

beforeAll(async () => {
  await Promise.all([
    import('./public-layout.tsx'),
    import('./home-page.tsx'),
    import('./machine-finder-page.tsx'),
    import('./legal-page.tsx'),
    import('./public-not-found-page.tsx'),
  ]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LEGAL = {
  'publicConfigurator.legalPage': (input: unknown) => {
    const { slug, locale } = input as { slug: string; locale: string };
    return {
      slug,
      locale,
      title: slug === 'legal-notice' ? 'Legal notice' : 'Data protection',
      html: '<h2>Provider</h2><p>Aldermann</p>',
    };
  },
};

describe('public site routes', () => {
  it.each([
    ['/configurator', 'Configure your metering machine', 'Meterline configurator'],
    ['/configurator/machine-finder', 'Machine finder', 'Machine finder'],
    ['/configurator/legal-notice', 'Legal notice', 'Legal notice'],
    ['/configurator/data-protection', 'Data protection', 'Data protection'],
  ])('%s needs no sign-in, shows "%s" and loads no internal data', async (path, heading, title) => {
    const { calls } = stubFetch(serverRoutes(null, publicApi(LEGAL)));
    const { router } = renderRoutes(buildRoutes(), path);
    await screen.findByRole('heading', { name: heading, level: 1 });
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByRole('link', { name: 'Meterline configurator home' }).getAttribute('href')).toBe(
      '/configurator',
    );
    for (const internal of [
      '/api/product-portfolio',
      '/api/configurator-data',
      '/api/news',
      '/api/general-information',
    ]) {
      expect(calls.some((call) => call.url.startsWith(internal))).toBe(false);
    }
  });

  it('shows the legal text from the database, with a link to the maker site in the locale', async () => {
    stubFetch(serverRoutes(null, publicApi(LEGAL)));
    renderRoutes(buildRoutes(), '/configurator/legal-notice', { locale: 'ja' });
    expect(await screen.findByRole('heading', { name: 'Provider', level: 2 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aldermann ウェブサイトの会社情報' }).getAttribute('href')).toBe(
      'https://www.aldermann-dosiertechnik.example/jp/legal-notice',
    );
  });

  it('says so when a legal page has not been written', async () => {
    stubFetch(serverRoutes(null, publicApi()));
    renderRoutes(buildRoutes(), '/configurator/data-protection');
    expect(await screen.findByText('This page has not been published yet.')).toBeTruthy();
  });

  it.each([
    ['no-such-machine', 'There is no configurator for “no-such-machine”.'],
    ['gamma', 'The Gamma is coming soon.'],
  ])('/configurator/%s shows the machine not-found page with the machines on offer', async (slug, text) => {
    stubFetch(serverRoutes(null, publicApi()));
    renderRoutes(buildRoutes(), `/configurator/${slug}`);
    const page = await screen.findByTestId('machine-not-found');
    expect(within(page).getByRole('heading', { name: 'Machine not found', level: 1 })).toBeTruthy();
    expect(await within(page).findByText(new RegExp(text.replace(/[.()]/g, '\\$&')))).toBeTruthy();
    expect(await within(page).findByRole('link', { name: 'Alpha Series' })).toBeTruthy();
    expect(within(page).getByRole('link', { name: 'Beta Series' }).getAttribute('href')).toBe(
      '/configurator/beta',
    );
    expect(within(page).queryByRole('link', { name: 'Gamma' })).toBeNull();
  });

  it('has its own not-found page for other addresses', async () => {
    stubFetch(serverRoutes(null, publicApi()));
    renderRoutes(buildRoutes(), '/configurator/a/b');
    await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    expect(screen.getByRole('link', { name: 'Go to the configurator home page' }).getAttribute('href')).toBe(
      '/configurator',
    );
  });
});
