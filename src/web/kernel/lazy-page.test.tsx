// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Providers, serverRoutes, stubFetch } from '../testing/render.tsx';
import { lazyPage } from './lazy-page.tsx';

beforeEach(() => {
  stubFetch(serverRoutes(null));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function Part({ name }: { name: string }) {
  return <p>Part {name}</p>;
}

describe('lazyPage: a part whose code fails to load', () => {
  it('says so in place while offline, and shows the part once back online', async () => {
    let fail = true;
    const Lazy = lazyPage(
      'test-offline-part',
      async () => {
        if (fail) throw new TypeError('Failed to fetch dynamically imported module');
        return { Part };
      },
      (module) => module.Part,
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <Providers>
        <p>The rest of the page</p>
        <Lazy name="A" />
      </Providers>,
    );
    expect((await screen.findByTestId('part-unavailable')).textContent).toContain(
      'You are offline. This part of the page will load when the connection is back.',
    );
    expect(screen.getByText('The rest of the page')).toBeTruthy();

    fail = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Part A')).toBeTruthy();
    expect(screen.queryByTestId('part-unavailable')).toBeNull();
  });

  it('online, offers to try again', async () => {
    let fail = true;
    const Lazy = lazyPage(
      'test-failed-part',
      async () => {
        if (fail) throw new Error('chunk gone');
        return { Part };
      },
      (module) => module.Part,
    );
    render(
      <Providers>
        <Lazy name="B" />
      </Providers>,
    );
    expect((await screen.findByTestId('part-unavailable')).textContent).toContain(
      'This part of the page could not be loaded.',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Part B')).toBeTruthy();
  });
});
