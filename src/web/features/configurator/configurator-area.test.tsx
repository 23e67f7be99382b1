// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { renderRoutes, serverRoutes, stubFetch } from '../../testing/render.tsx';

beforeAll(async () => {
  await import('./configurator-area.tsx');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('public configurator area (SPEC §2)', () => {
  it.each([
    ['/configurator', 'Configurator'],
    ['/configurator/machine-finder', 'Machine finder'],
    ['/configurator/legal-notice', 'Legal notice'],
    ['/configurator/data-protection', 'Data protection'],
    // /configurator/:slug is the configurator page (configurator.test.tsx).
  ])('%s needs no sign-in and shows "%s"', async (path, title) => {
    const { calls } = stubFetch(serverRoutes(null));
    const { router } = renderRoutes(buildRoutes(), path);
    await screen.findByRole('heading', { name: title, level: 1 });
    expect(router.state.location.pathname).toBe(path);
    await waitFor(() => expect(document.title).toBe(title));
    expect(screen.getByRole('link', { name: 'Meterline configurator home' }).getAttribute('href')).toBe(
      '/configurator',
    );
    expect(calls.some((call) => call.url.startsWith('/api/product-portfolio'))).toBe(false);
  });

  it('has its own not-found page', async () => {
    stubFetch(serverRoutes(null));
    renderRoutes(buildRoutes(), '/configurator/a/b');
    await screen.findByRole('heading', { name: 'Page not found', level: 1 });
    expect(screen.getByRole('link', { name: 'Go to the configurator' }).getAttribute('href')).toBe(
      '/configurator',
    );
  });
});
