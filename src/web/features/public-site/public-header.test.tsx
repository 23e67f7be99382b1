// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { publicApi } from './testing/public-site-doubles.ts';

beforeAll(async () => {
  await Promise.all([
    import('./public-layout.tsx'),
    import('./home-page.tsx'),
    import('./general-notes-modal.tsx'),
    import('./machine-finder-page.tsx'),
    import('./site-menu-panel.tsx'),
  ]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openHome(
  options: { locale?: 'en' | 'de' | 'ja'; signedIn?: boolean; role?: 'sales' | 'backoffice' } = {},
) {
  const status = { available: true, needsPin: false, authorised: false, expiresAt: null };
  stubFetch(
    serverRoutes(
      options.signedIn ? sessionFor(options.role ?? 'sales') : null,
      publicApi({ 'salesMode.status': () => status }),
    ),
  );
  const result = renderRoutes(buildRoutes(), '/configurator', { locale: options.locale ?? 'en' });
  await screen.findByRole('heading', { level: 1 });
  return result;
}

const menuButton = (name = 'Menu') => screen.getByRole('button', { name });

async function openMenu(name = 'Menu') {
  fireEvent.click(menuButton(name));
  return screen.findByRole('navigation', { name });
}

describe('public header', () => {
  it('holds the logo linking home, the menu and the language selector; no user menu when anonymous', async () => {
    await openHome();
    const header = screen.getByTestId('configurator-header');
    expect(
      within(header).getByRole('link', { name: 'Meterline configurator home' }).getAttribute('href'),
    ).toBe('/configurator');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(await within(header).findByRole('button', { name: 'Language: English' })).toBeTruthy();
    // Anonymous: no user menu, no sales login.
    expect(within(header).queryByRole('button', { name: 'User menu' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Sales login' })).toBeNull();
  });

  it('holds the sales login toggle for a sales user, before the user menu', async () => {
    await openHome({ signedIn: true });
    const header = screen.getByTestId('configurator-header');
    const toggle = await within(header).findByRole('button', { name: 'Sales login' }, { timeout: 5000 });
    const menu = await within(header).findByRole('button', { name: 'User menu' });
    expect(toggle.compareDocumentPosition(menu) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('never holds the sales login toggle for backoffice', async () => {
    await openHome({ signedIn: true, role: 'backoffice' });
    await within(screen.getByTestId('configurator-header')).findByRole('button', { name: 'User menu' });
    expect(screen.queryByRole('button', { name: 'Sales login' })).toBeNull();
  });

  it('lists machines (homepage in bold, finder, each machine; coming soon greyed, not linked) and legal links', async () => {
    await openHome();
    const menu = await openMenu();
    const machines = within(menu).getByRole('list', { name: 'Machines' });
    // The machines come from the catalogue's query, which may answer after the menu has opened.
    await within(machines).findByRole('link', { name: 'Beta Series' });
    const links = within(machines).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['All machines', '/configurator'],
      ['Machine finder', '/configurator/machine-finder'],
      ['My configurations', '/configurator/my-configurations'],
      ['Alpha Series', '/configurator/alpha'],
      ['Beta Series', '/configurator/beta'],
    ]);
    expect(within(links[0] as HTMLElement).getByText('All machines').tagName).toBe('STRONG');
    const gamma = within(machines).getByText('Gamma');
    expect(gamma.closest('a')).toBeNull();
    expect(gamma.getAttribute('aria-disabled')).toBe('true');
    expect(gamma.textContent).toContain('Coming soon');

    const legal = within(menu).getByRole('list', { name: 'Legal' });
    expect(within(legal).getByRole('button', { name: 'General notes' })).toBeTruthy();
    expect(within(legal).getByRole('link', { name: 'Imprint' }).getAttribute('href')).toBe(
      '/configurator/legal-notice',
    );
    expect(within(legal).getByRole('link', { name: 'Data privacy' }).getAttribute('href')).toBe(
      '/configurator/data-protection',
    );
    const terms = within(legal).getByRole('link', { name: /Terms and conditions/ });
    expect(terms.getAttribute('href')).toBe('https://www.aldermann-dosiertechnik.example/en/gtc');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    expect(terms.textContent).toContain('(opens in a new tab)');
    const site = within(legal).getByRole('link', { name: /Aldermann website \(English\)/ });
    expect(site.getAttribute('href')).toBe('https://www.aldermann-dosiertechnik.example/en/');
    expect(site.getAttribute('target')).toBe('_blank');
  });

  it.each([
    ['de', 'Menü', 'AGB', '/de/gtc'],
    ['ja', 'メニュー', '取引条件', '/jp/gtc'],
  ] as const)('in %s the terms follow the site path of the locale', async (locale, menu, terms, path) => {
    await openHome({ locale });
    const nav = await openMenu(menu);
    expect(
      within(nav)
        .getByRole('link', { name: new RegExp(terms) })
        .getAttribute('href'),
    ).toBe(`https://www.aldermann-dosiertechnik.example${path}`);
  });

  it('closes on a choice, on an outside click and when focus leaves it', async () => {
    const { router } = await openHome();
    let menu = await openMenu();
    fireEvent.click(within(menu).getByRole('link', { name: 'Machine finder' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/configurator/machine-finder'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    // The address changes first; the page follows when its render (a transition) commits. Its lazy
    // chunk is transformed at its first import, which on a busy CI machine outlasts the default wait.
    await screen.findByRole('heading', { level: 1, name: 'Machine finder' }, { timeout: 15_000 });

    menu = await openMenu();
    fireEvent.mouseDown(document.body);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());

    await openMenu();
    fireEvent.focusOut(menuButton(), { relatedTarget: document.body });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());
  });

  it('works with the keyboard: arrows open and move, Escape closes and returns focus', async () => {
    await openHome();
    const button = menuButton();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    await waitFor(() => expect(document.activeElement?.textContent).toBe('All machines'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Machine finder');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    expect(document.activeElement?.textContent).toBe('Open');
    // The code field is an item too; there Home and End move the caret, not the focus.
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    const field = within(menu).getByRole('textbox', { name: 'Open a saved configuration' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'Home' });
    expect(document.activeElement).toBe(field);
    fireEvent.keyDown(field, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toContain('Aldermann website');
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('All machines');
    fireEvent.keyDown(menu, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());
    expect(document.activeElement).toBe(menuButton());
  });

  it('opens the general notes: a 550 wide modal with general, price and delivery information and the Llama notice', async () => {
    await openHome();
    const menu = await openMenu();
    fireEvent.click(within(menu).getByRole('button', { name: 'General notes' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('General notes')).toBeTruthy();
    for (const heading of ['General', 'Prices', 'Delivery']) {
      expect(within(dialog).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(dialog).getByText('Built with Meta Llama 3')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The item that opened the notes went with the menu: its button has the focus, not the page.
    expect(document.activeElement).toBe(menuButton());
  });

  it('shows the user menu for a signed-in visitor', async () => {
    await openHome({ signedIn: true });
    expect(await screen.findByRole('button', { name: 'User menu' })).toBeTruthy();
  });
});
