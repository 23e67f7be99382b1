// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reachabilityFetch } from '../../kernel/server-reachability.ts';
import { json, Providers, stubFetch } from '../../testing/render.tsx';
import { ServerUnavailableBanner } from './server-unavailable-banner.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const GERMAN =
  'Der Server ist gerade nicht erreichbar. Wir versuchen es weiter; Ihre Eingaben bleiben erhalten.';

/** A server whose database is away until `back()`: every call and /api/health answer 503. */
function outage() {
  let up = false;
  const answer = () => (up ? json({ status: 'ok' }) : json({ error: { message: 'Database down.' } }, 503));
  const { calls } = stubFetch({ '/api/news': answer, '/api/health': answer });
  return {
    calls,
    back: () => {
      up = true;
    },
  };
}

async function renderPage() {
  render(
    <Providers locale="de">
      <label>
        Name <input />
      </label>
      <ServerUnavailableBanner />
    </Providers>,
  );
  const field = (await screen.findByLabelText('Name')) as HTMLInputElement;
  fireEvent.change(field, { target: { value: 'Kunde Müller' } });
  return field;
}

describe('ServerUnavailableBanner', () => {
  it('appears in the user’s language after a 503, keeps what was typed, and goes when the server answers', async () => {
    const server = outage();
    const field = await renderPage();
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    vi.useFakeTimers();
    await act(async () => {
      await reachabilityFetch('/api/news');
    });
    expect(screen.getByTestId('server-unavailable').textContent).toBe(GERMAN);
    // The same region speaks (it was there before), and the field is the same element with its text.
    expect(screen.getByRole('status')).toBe(region);
    expect(screen.getByLabelText('Name')).toBe(field);
    expect(field.value).toBe('Kunde Müller');

    // The first probe (after 1 s) still finds the database away.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(server.calls.filter((call) => call.url === '/api/health')).toHaveLength(1);
    expect(screen.queryByTestId('server-unavailable')).not.toBeNull();

    server.back();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(server.calls.filter((call) => call.url === '/api/health')).toHaveLength(2);
    expect(screen.queryByTestId('server-unavailable')).toBeNull();
    expect(region.textContent).toBe('');
    expect(screen.getByLabelText('Name')).toBe(field);
    expect(field.value).toBe('Kunde Müller');
  });

  it('stays away while the browser is offline: that is the offline notices’ state', async () => {
    const server = outage();
    await renderPage();
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await act(async () => {
      await reachabilityFetch('/api/news'); // a 503 (the server answered; the browser thinks it is offline)
    });
    expect(screen.queryByTestId('server-unavailable')).toBeNull();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.getByTestId('server-unavailable').textContent).toBe(GERMAN);
    server.back();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('server-unavailable')).toBeNull();
  });
});
