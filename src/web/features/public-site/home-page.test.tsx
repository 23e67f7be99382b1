// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { json, renderRoutes, serverRoutes, stubFetch } from '../../testing/render.tsx';
import { publicApi } from './testing/public-site-doubles.ts';

beforeAll(async () => {
  await Promise.all([import('./public-layout.tsx'), import('./home-page.tsx')]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/configurator homepage', () => {
  it('shows a card per machine: name, short text, output range and a drawing', async () => {
    stubFetch(serverRoutes(null, publicApi()));
    renderRoutes(buildRoutes(), '/configurator');
    const alpha = await screen.findByTestId('machine-card-alpha');
    expect(within(alpha).getByRole('heading', { name: 'Alpha Series' })).toBeTruthy();
    expect(within(alpha).getByText('High-pressure machine for moulded foam.')).toBeTruthy();
    // Two dosing lines: 3 cm³/rev pumps (15–150 cm³/s together) and 6 cm³/rev pumps (30–300).
    expect(within(alpha).getByTestId('output-range').textContent).toBe('15 cm³/s to 300 cm³/s');
    expect(within(alpha).getByText(/High pressure · dosing lines: 2/)).toBeTruthy();
    expect(within(alpha).getByRole('link', { name: 'Alpha Series' }).getAttribute('href')).toBe(
      '/configurator/alpha',
    );
    expect(alpha.querySelector('svg')).not.toBeNull();
    expect(document.title).toBe('Meterline configurator');
  });

  it('greys a coming-soon machine and does not link it', async () => {
    stubFetch(serverRoutes(null, publicApi()));
    renderRoutes(buildRoutes(), '/configurator');
    const gamma = await screen.findByTestId('machine-card-gamma');
    expect(gamma.getAttribute('data-coming-soon')).toBe('true');
    expect(within(gamma).queryByRole('link')).toBeNull();
    expect(within(gamma).getByText('Coming soon')).toBeTruthy();
    expect(within(gamma).getByTestId('output-range').textContent).toBe('on request');
  });

  it('follows the units preference (60 Hz scales the pumps by 1.2)', async () => {
    stubFetch(serverRoutes(null, publicApi()));
    renderRoutes(buildRoutes(), '/configurator');
    const beta = await screen.findByTestId('machine-card-beta');
    expect(within(beta).getByTestId('output-range').textContent).toBe('7.5 cm³/s to 75 cm³/s');
    fireEvent.click(screen.getByRole('radio', { name: '60 Hz' }));
    expect(within(beta).getByTestId('output-range').textContent).toBe('9.0 cm³/s to 90 cm³/s');
  });

  it('shows skeletons while loading, and an error with a way to try again', async () => {
    let fail = true;
    stubFetch(
      serverRoutes(null, {
        '/api/trpc/*': (request) =>
          fail
            ? json(
                [
                  {
                    error: {
                      message: 'down',
                      code: -32603,
                      data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 },
                    },
                  },
                ],
                500,
              )
            : (publicApi()['/api/trpc/*'] as (r: typeof request) => Response)(request),
      }),
    );
    renderRoutes(buildRoutes(), '/configurator');
    expect(await screen.findByTestId('cards-loading')).toBeTruthy();
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('The machines could not be loaded.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('machine-card-alpha')).toBeTruthy();
  }, 30_000);
});
