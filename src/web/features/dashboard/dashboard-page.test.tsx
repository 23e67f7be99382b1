// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Role } from '../../../domain/roles.ts';
import { buildRoutes } from '../../app/routes.tsx';
import { writeLastConfigurationCode } from '../../lib/last-configuration-codes.ts';
import { smallPortfolio } from '../../testing/portfolio-fixture.ts';
import {
  internalPageTests,
  json,
  renderRoutes,
  serverRoutes,
  sessionFor,
  stubFetch,
} from '../../testing/render.tsx';

internalPageTests();

function open(role: Role) {
  stubFetch(serverRoutes(sessionFor(role), { '/api/product-portfolio': () => json(smallPortfolio()) }));
  return renderRoutes(buildRoutes(), '/');
}

const quickEntries = async () =>
  within(await screen.findByRole('navigation', { name: 'Quick entries' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

describe('dashboard', () => {
  it('offers the finders and the configurator first, and only what the role may open', async () => {
    open('sales');
    expect(await quickEntries()).toEqual([
      '/machine-configurator/machine-platform-finder',
      '/machine-configurator/machine-finder',
      '/machine-configurator/configurator',
      '/product-portfolio',
      '/general-information',
    ]);
    cleanup();
    open('admin');
    expect(await quickEntries()).toContain('/analytics');
    cleanup();
    open('backoffice');
    expect(await quickEntries()).toEqual(['/admin']);
    expect(screen.queryByRole('heading', { name: 'Catalogue' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Your recent configurations' })).toBeNull();
  });

  it("lists the user's recent configuration codes, newest first, with the machine and a link to reopen", async () => {
    writeLastConfigurationCode('lx', 'BBBB2222', { now: new Date('2026-02-01T09:00:00Z') });
    writeLastConfigurationCode('hx', '7K3MQX9P', { now: new Date('2026-03-15T10:00:00Z') });
    open('sales');
    const list = await screen.findByTestId('recent-codes');
    await within(list).findByText('HX Series');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7K3M-QX9PHX Series2026-03-15', 'BBBB-2222LX Series2026-02-01']);
    expect(within(list).getByRole('link', { name: '7K3M-QX9P' }).getAttribute('href')).toBe(
      '/machine-configurator/configurator?machine=hx&code=7K3MQX9P',
    );
  });

  it('says where saved codes will appear when there are none', async () => {
    open('sales');
    expect(await screen.findByText(/When you save a configuration, its code appears here/)).toBeTruthy();
  });

  it('counts the catalogue, each count a link to its list', async () => {
    open('sales');
    // AXP 2 is past its availableTo: 3 pumps, not 4.
    expect((await screen.findByTestId('count-pumps')).textContent).toBe('3');
    expect(screen.getByTestId('count-machines').textContent).toBe('2');
    expect(screen.getByTestId('count-pumps').closest('a')?.getAttribute('href')).toBe(
      '/product-portfolio/pumps',
    );
  });
});
