// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_SELECTION } from '../../../domain/configurator/testing/example-model.ts';
import { buildRoutes } from '../../app/routes.tsx';
import { writeLastConfigurationCode } from '../../lib/last-configuration-codes.ts';
import { machine, rel, smallPortfolio } from '../../testing/portfolio-fixture.ts';
import {
  type Answer,
  internalPageTests,
  json,
  renderRoutes,
  serverRoutes,
  sessionFor,
  stubFetch,
} from '../../testing/render.tsx';
import { exampleMachine } from './testing/example-machine.tsx';

internalPageTests();

beforeAll(async () => {
  // The sales-mode pieces load lazily: loaded once up front, so a test waits only for its answers.
  await Promise.all([import('./sales/sales-mode-control.tsx'), import('./sales/sales-extras.tsx')]);
}, 30_000);

const eur = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);

/** The example machine (ML 20 / ML 40) in the portfolio, beside HX and LX, and VX coming soon. */
function portfolio() {
  const base = smallPortfolio();
  return {
    ...base,
    machines: [
      machine('ml', 'ML Series', [], { description: 'The example machine.' }),
      ...base.machines,
      machine('vx', 'VX Vario', [], { comingSoon: true }),
      machine('old', 'Old Series', [rel('hx100', 'standard')], { useInConfigurator: false }),
    ],
  };
}

type Handler = (input: Record<string, unknown>) => unknown;
type Failure = { error: { code: string; httpStatus: number } };
const failure = (code: string, httpStatus: number): Failure => ({ error: { code, httpStatus } });

/** /api/trpc answers (batched or not) from handlers keyed by procedure, as the server answers them. */
function trpc(handlers: Record<string, Handler>): Answer {
  return ({ url, method, body }) => {
    const paths = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
    const batched = url.searchParams.get('batch') === '1';
    const raw = method === 'POST' ? body : (url.searchParams.get('input') ?? '');
    const inputs = raw ? JSON.parse(raw) : {};
    const results = paths.map((path, index) => {
      const handler = handlers[path];
      const result = handler ? handler(batched ? inputs[index] : inputs) : failure('NOT_FOUND', 404);
      if (result && typeof result === 'object' && 'error' in result) {
        const { code, httpStatus } = (result as Failure).error;
        return { error: { message: code, code: -32000, data: { code, httpStatus, path } } };
      }
      return { result: { data: result } };
    });
    return json(batched ? results : results[0], results.some((r) => 'error' in r) ? 207 : 200);
  };
}

const CODE = '7K3MQX9P';
const HX_CODE = 'HX2M4P6R';

function open(path: string, extra: Record<string, Handler> = {}) {
  const calls: string[] = [];
  const answer: Answer = (request) => {
    calls.push(request.url.pathname);
    return (
      trpc({
        'publicConfigurator.machineModel': (input) =>
          input.slug === 'ml' || input.slug === 'hx'
            ? exampleMachine({
                machine: {
                  id: `m-${input.slug}`,
                  name: input.slug === 'ml' ? 'ML Series' : 'HX Series',
                  slug: String(input.slug),
                  description: null,
                  image: null,
                },
              })
            : failure('NOT_FOUND', 404),
        'publicConfigurator.openConfiguration': (input) =>
          input.code === CODE
            ? { slug: 'ml', code: CODE, selection: EXAMPLE_SELECTION, notOffered: [] }
            : input.code === HX_CODE
              ? { slug: 'hx', code: HX_CODE, selection: EXAMPLE_SELECTION, notOffered: [] }
              : failure('NOT_FOUND', 404),
        ...extra,
      }) as (request: { url: URL; method: string; body: string }) => Response
    )(request);
  };
  stubFetch(
    serverRoutes(sessionFor('sales'), {
      '/api/product-portfolio': () => json(portfolio()),
      '/api/trpc/*': answer,
      'POST /api/trpc/*': answer,
    }),
  );
  return { ...renderRoutes(buildRoutes(), path), calls };
}

const checked = (name: RegExp) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;

describe('internal configurator page', () => {
  it('has the sales login of the public header: sales mode shows the discount switch there too', async () => {
    const state = { authorised: false };
    const status = () => ({
      available: true,
      needsPin: false,
      authorised: state.authorised,
      expiresAt: null,
    });
    const { calls } = open('/machine-configurator/configurator?machine=ml', {
      'salesMode.status': status,
      'salesMode.authorize': () => {
        state.authorised = true;
        return status();
      },
    });
    await screen.findByRole('heading', { level: 2, name: 'ML Series' });
    const header = screen.getByTestId('configurator-tools');
    fireEvent.click(await within(header).findByRole('button', { name: 'Sales login' }, { timeout: 5000 }));
    const extras = await screen.findByTestId('sales-extras', {}, { timeout: 5000 });
    expect(calls.some((call) => call.includes('salesMode.authorize'))).toBe(true);
    expect(within(extras).getByRole('switch', { name: /Discount/ })).toBeTruthy();
    expect(within(header).getByRole('button', { name: 'Sales logout' })).toBeTruthy();
  });

  it('offers the configurable machines from the menu, and configures the one picked', async () => {
    const { router } = open('/machine-configurator/configurator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Configurator' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Machines to configure' });
    const links = within(list).getAllByRole('link');
    // Offered and not coming soon; not the machine without a configurator.
    expect(links.map((link) => link.textContent?.split(/(?<=Series)/)[0])).toEqual([
      'ML Series',
      'HX Series',
      'LX Series',
    ]);
    // HX: HX 100 and HX 200, 30–435 cm³/s together (AXP 6 + AXP 6, AXP 12 + AXP 6).
    expect(links[1]?.textContent).toContain('2 dosing lines · 30,00–435,00 cm³/s at 50 Hz');
    expect(within(list).getByText('VX Vario').closest('a')).toBeNull();
    expect(within(list).getByText('Coming soon')).toBeTruthy();
    expect(screen.queryByText('Old Series')).toBeNull();

    fireEvent.click(links[0] as HTMLElement);
    expect(await screen.findByRole('heading', { level: 2, name: 'ML Series' })).toBeTruthy();
    expect(router.state.location.search).toBe('?machine=ml');
    // The one configurator: defaults priced at once, a change priced without a request.
    expect(checked(/^ML 20/)).toBe(true);
    expect(screen.getByTestId('configurator-total').textContent).toBe(eur(4_850_000));
    fireEvent.click(screen.getByRole('radio', { name: /^ML 40/ }));
    expect(screen.getByTestId('configurator-total').textContent).toBe(eur(6_180_000));
    // Its technical data is a click away, and the menu's layout is around it.
    expect(screen.getByRole('link', { name: 'Technical data' }).getAttribute('href')).toBe(
      '/product-portfolio/machines/ml',
    );
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
  });

  it('links the last saved code to this configurator, not to the public page', async () => {
    writeLastConfigurationCode('ml', CODE);
    open('/machine-configurator/configurator?machine=ml');
    const link = await screen.findByRole('link', { name: 'Open it' });
    expect(link.getAttribute('href')).toBe(`/machine-configurator/configurator?machine=ml&code=${CODE}`);
  });

  it('starts on the dosing line handed over, then takes it out of the address', async () => {
    const { router } = open('/machine-configurator/configurator?machine=ml&dosingLine=ml-40');
    await screen.findByRole('heading', { level: 2, name: 'ML Series' });
    expect(checked(/^ML 40/)).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?machine=ml'));
    // Still on ML 40 after the address changed: the configurator was not started again.
    expect(checked(/^ML 40/)).toBe(true);
  });

  it('switches the machine in place of the one in the address', async () => {
    const { router } = open('/machine-configurator/configurator?machine=ml');
    await screen.findByRole('heading', { level: 2, name: 'ML Series' });
    const select = screen.getByRole('combobox', { name: 'Machine' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'ML Series',
      'HX Series',
      'LX Series',
    ]);
    fireEvent.change(select, { target: { value: 'hx' } });
    expect(await screen.findByRole('heading', { level: 2, name: 'HX Series' })).toBeTruthy();
    expect(router.state.location.search).toBe('?machine=hx');
  });

  it('says not found inside the layout for a machine it does not offer, with the ones it does', async () => {
    open('/machine-configurator/configurator?machine=nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine not found' })).toBeTruthy();
    expect(screen.getByText(/There is no machine “nope” in the configurator/)).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Machines to configure' });
    expect(
      within(list)
        .getByRole('link', { name: /ML Series/ })
        .getAttribute('href'),
    ).toBe('/machine-configurator/configurator?machine=ml');
  });

  it('says why a coming-soon machine cannot be configured', async () => {
    open('/machine-configurator/configurator?machine=vx');
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine not found' })).toBeTruthy();
    expect(screen.getByText('VX Vario is coming soon: it cannot be configured yet.')).toBeTruthy();
  });

  it('opens a saved code from the address, and one of another machine on that machine', async () => {
    const { router } = open(`/machine-configurator/configurator?machine=ml&code=${CODE}`);
    expect(await screen.findByText('Configuration 7K3M-QX9P was opened.')).toBeTruthy();
    expect(checked(/^ML 20/)).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?machine=ml'));

    router.navigate(`/machine-configurator/configurator?machine=ml&code=${HX_CODE}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'HX Series' })).toBeTruthy();
    expect(await screen.findByText('Configuration HX2M-4P6R was opened.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?machine=hx'));
  });

  it('opens a code typed on the picker on its machine, and says what is wrong with a bad one', async () => {
    const { router, calls } = open('/machine-configurator/configurator');
    const field = await screen.findByRole('textbox', { name: /Configuration code/ });
    const submit = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(submit);
    expect(await screen.findByText('Enter the code of a saved configuration.')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'ABC' } });
    fireEvent.click(submit);
    expect(await screen.findByText(/“ABC” is not a configuration code/)).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(field, { target: { value: '0000-0000' } });
    fireEvent.click(submit);
    expect(await screen.findByText('There is no saved configuration with the code 0000-0000.')).toBeTruthy();

    fireEvent.change(field, { target: { value: '7k3m-qx9p' } });
    fireEvent.click(submit);
    expect(await screen.findByText('Configuration 7K3M-QX9P was opened.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe('?machine=ml'));
    // One request per code (0000-0000, then 7K3MQX9P): the configurator read the picker's answer.
    expect(calls.filter((path) => path.includes('openConfiguration'))).toHaveLength(2);
  });
});
