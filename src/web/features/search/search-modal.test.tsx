// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportEvent } from '../../lib/analytics/analytics.ts';
import { smallPortfolio } from '../../testing/portfolio-fixture.ts';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { SearchModal } from './search-modal.tsx';

vi.mock('../../lib/analytics/analytics.ts', async (original) => ({
  ...(await original<typeof import('../../lib/analytics/analytics.ts')>()),
  reportEvent: vi.fn(),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(reportEvent).mockClear();
});

const INFO = [{ id: 7, title: 'Day tanks', text: '<p>Storage for <b>polyol</b> and isocyanate.</p>' }];
const NEWS = [
  {
    id: 3,
    title: 'New MHL mixhead series',
    text: '<p>Laminar outflow.</p>',
    publishedAt: '2026-01-05T08:00:00Z',
  },
];

async function openSearch(role: 'sales' | 'backoffice' = 'sales') {
  stubFetch(
    serverRoutes(sessionFor(role), {
      '/api/product-portfolio': () => json(smallPortfolio()),
      '/api/general-information': () => json(INFO),
      '/api/news': () => json(NEWS),
    }),
  );
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      { path: '/', element: <SearchModal opened onClose={onClose} /> },
      { path: '*', element: <p data-testid="opened-page">opened</p> },
    ],
    '/',
  );
  const input = await screen.findByRole('textbox', { name: 'Search text' });
  const type = async (text: string) => {
    fireEvent.change(input, { target: { value: text } });
  };
  return { ...view, onClose, type };
}

const resultTitles = () =>
  within(screen.getByRole('list', { name: 'Search results' }))
    .getAllByRole('link')
    .map((link) => `${link.querySelector('p')?.textContent} → ${link.getAttribute('href')}`);

describe('search', () => {
  it('finds a pump by a word of its description, and links to its page', async () => {
    const { type } = await openSearch();
    await type('  IMPINGEMENT ');
    expect(await screen.findByRole('list', { name: 'Search results' })).toBeTruthy();
    expect(resultTitles()).toEqual(['AXP 6 → /product-portfolio/pumps/axp6']);
  });

  it('finds portfolio items, information pages and news by title and text, title matches first', async () => {
    const { type } = await openSearch();
    await type('mhl');
    await screen.findByRole('list', { name: 'Search results' });
    expect(resultTitles()).toEqual([
      'MHL 12 → /product-portfolio/mixheads/mhl12',
      'MHL 18 → /product-portfolio/mixheads/mhl18',
      'New MHL mixhead series → /news/3',
      // found by its text: the series name
      'LDM 5 → /product-portfolio/mixheads/ldm5',
    ]);
    await type('polyol');
    expect(resultTitles()).toEqual(['Day tanks → /general-information/7']);
    // Markup is not text: "b" does not find the page through its <b> tag.
    await type('<b>');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
  });

  it('never finds an item hidden from its availableTo month on', async () => {
    const { type } = await openSearch();
    await type('AXP');
    await screen.findByRole('list', { name: 'Search results' });
    // The versions come in through their pumps' names; the phased-out AXP 2 never does.
    expect(resultTitles().map((line) => line.split(' → ')[0])).toEqual([
      'AXP 6',
      'AXP 12',
      'HX 100',
      'HX 200',
    ]);
  });

  it('finds nothing for empty text and says so when nothing matches', async () => {
    const { type } = await openSearch();
    await type('   ');
    expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull();
    await type('no such thing');
    expect(await screen.findByText(/matches “no such thing”/)).toBeTruthy();
  });

  it('opens the page of a result and closes the modal', async () => {
    const { type, onClose, router } = await openSearch();
    await type('HX 200');
    const [first] = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('link');
    fireEvent.click(first as HTMLElement);
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/product-portfolio/machine-versions/hx200');
    // the finished term is reported as a site search, once, not each keystroke on the way
    expect(reportEvent).toHaveBeenCalledExactlyOnceWith('site_searched', { term: 'HX 200' });
  });

  it('reports nothing when closed without a term', async () => {
    const { onClose } = await openSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(onClose).toHaveBeenCalled();
    expect(reportEvent).not.toHaveBeenCalled();
  });

  it('works from the keyboard: arrows move through the results and back, Enter opens the first', async () => {
    const { type, onClose, router } = await openSearch();
    await type('HX');
    const links = within(await screen.findByRole('list', { name: 'Search results' })).getAllByRole('link');
    const input = screen.getByRole('textbox', { name: 'Search text' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[0]);
    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1] as HTMLElement, { key: 'ArrowUp' });
    fireEvent.keyDown(links[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(input);
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(links[0]?.getAttribute('href'));
  });

  it('offers only what the role may open', async () => {
    const { type } = await openSearch('backoffice');
    await type('HX');
    expect(await screen.findByText(/matches “HX”/)).toBeTruthy();
  });
});
