// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { machine, rel, smallPortfolio } from '../../testing/portfolio-fixture.ts';
import {
  internalPageTests,
  json,
  renderRoutes,
  serverRoutes,
  sessionFor,
  stubFetch,
} from '../../testing/render.tsx';

internalPageTests();

function open(search: string) {
  const base = smallPortfolio();
  const portfolio = {
    ...base,
    machines: [
      ...base.machines,
      // HX 100 again, on a machine that is coming soon, and on one the configurator does not offer.
      machine('nx', 'NX Next', [rel('hx100', 'standard')], { comingSoon: true }),
      machine('ox', 'OX Old', [rel('hx100', 'standard')], { useInConfigurator: false }),
    ],
  };
  stubFetch(serverRoutes(sessionFor('sales'), { '/api/product-portfolio': () => json(portfolio) }));
  return renderRoutes(buildRoutes(), `/machine-configurator/machine-platform-finder${search}`);
}

const hrefOf = async (name: string) =>
  (await screen.findByRole('link', { name: new RegExp(`^${name}`) })).getAttribute('href');

describe('platform finder handover', () => {
  it('opens a machine in the configurator; without a wanted output, on no particular dosing line', async () => {
    open('');
    expect(await hrefOf('HX Series')).toBe('/machine-configurator/configurator?machine=hx');
    expect(await hrefOf('LX Series')).toBe('/machine-configurator/configurator?machine=lx');
    // Machines the configurator does not offer open their technical data.
    expect(await hrefOf('NX Next')).toBe('/product-portfolio/machines/nx');
    expect(await hrefOf('OX Old')).toBe('/product-portfolio/machines/ox');
  });

  it('hands over the dosing line that fits the wanted output', async () => {
    // HX 100: 30–290 cm³/s, HX 200: 45–435. 100 sits near HX 100's middle (160), 350 only in HX 200.
    open('?min=100&max=100&unit=cm');
    expect(await hrefOf('HX Series')).toBe('/machine-configurator/configurator?machine=hx&dosingLine=hx100');
    expect(await hrefOf('LX Series')).toBe('/machine-configurator/configurator?machine=lx&dosingLine=lx80');
  });

  it('says so when "from" is above "to", and filters by "from" alone meanwhile', async () => {
    open('?min=350&max=100&unit=cm');
    expect(await screen.findByText('Enter an output at least as high as "from".')).toBeTruthy();
    // 350 alone: only HX 200 reaches it.
    expect(await hrefOf('HX Series')).toBe('/machine-configurator/configurator?machine=hx&dosingLine=hx200');
  });

  it('hands over the larger line when only it reaches the output', async () => {
    open('?min=350&unit=cm');
    expect(await hrefOf('HX Series')).toBe('/machine-configurator/configurator?machine=hx&dosingLine=hx200');
  });
});
