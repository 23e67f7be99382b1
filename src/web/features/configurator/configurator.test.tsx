// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breakdownInCents } from '../../../domain/configurator/price-breakdown.ts';
import { priceConfiguration } from '../../../domain/configurator/pricing.ts';
import { EXAMPLE_SELECTION } from '../../../domain/configurator/testing/example-model.ts';
import type { Selection } from '../../../domain/configurator/types.ts';
import { UNITS_STORAGE_KEY } from '../../kernel/units.tsx';
import { lastConfigurationCodeKey } from '../../lib/last-configuration-codes.ts';
import { localConfigurationKey } from './state/local-configuration.ts';
import { exampleMachine, renderPage, seen, stubTrpc, trpcError } from './testing/example-machine.tsx';

const eur = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const eurDe = (cents: number) =>
  new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(cents / 100);

function keep(selection: Selection) {
  window.localStorage.setItem(
    localConfigurationKey('ml'),
    JSON.stringify({ selection, savedAt: '2026-01-01T00:00:00Z' }),
  );
}

function kept(): Selection {
  return JSON.parse(window.localStorage.getItem(localConfigurationKey('ml')) ?? '{}').selection;
}

/** Opens a step and waits for its fields, whose code loads at the first action on the page. */
async function openStep(name: RegExp) {
  fireEvent.click(await screen.findByRole('button', { name }));
  const heading = await screen.findByRole('heading', {
    level: 2,
    name: new RegExp(name.source.replace(/^\^/, '')),
  });
  await waitFor(() => expect(screen.queryByTestId('step-loading')).toBeNull());
  return heading;
}

const total = () => screen.getByTestId('configurator-total').textContent;

/** The example machine also sold to the United States (a 60 Hz destination, through an agency). */
function withUnitedStates() {
  const machine = exampleMachine();
  const countries = [...machine.choices.countries, { iso: 'US', name: 'United States', agency: true }];
  return {
    ...machine,
    choices: { ...machine.choices, countries },
    agencyIsos: [...machine.agencyIsos, 'US'],
  };
}

function server(extra: Record<string, (input: unknown) => unknown> = {}) {
  return stubTrpc({
    'publicConfigurator.machineModel': () => exampleMachine(),
    'publicConfigurator.navigation': () => ({
      machines: [
        { id: '1', name: 'ML Series', slug: 'ml', comingSoon: false },
        { id: '2', name: 'VX Vario', slug: 'vx', comingSoon: true },
      ],
      languages: { EN: 'English' },
    }),
    ...extra,
  });
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('configurator page', () => {
  it('takes a slug typed in capitals to its lower-case address, keeping the query', async () => {
    const { calls } = server();
    renderPage('/configurator/ML?dosingLine=ml-40');
    await screen.findByTestId('configurator-total');
    expect(seen.location.pathname).toBe('/configurator/ml');
    // The model was asked for by the slug that exists, never by the one in capitals.
    expect(JSON.stringify(calls)).not.toContain('"ML"');
    expect(screen.getByRole('radio', { name: /ML 40/ })).toHaveProperty('checked', true);
  });

  it('starts with smart defaults and shows a price at once, with what each base choice changes', async () => {
    server();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ML Series' })).toBeTruthy();
    // The smallest day tank though 250 l is listed first; the first dosing line; English says no country.
    expect((screen.getByRole('radio', { name: /^ML 20/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: /^Day tank 60 l/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: /Destination country/ }) as HTMLSelectElement).value).toBe(
      'DE',
    );
    expect(total()).toBe(eur(4_850_000));
    expect(screen.getByRole('radio', { name: /^ML 40/ }).closest('label')?.textContent).toContain(
      `+ ${eur(1_330_000)}`,
    );
    expect(screen.getByRole('radio', { name: /^Day tank 250 l/ }).closest('label')?.textContent).toContain(
      `+ ${eur(270_000)}`,
    );
    expect(
      screen.getByRole('radio', { name: /^ML 20/ }).closest('label')?.lastElementChild?.textContent,
    ).toBe('chosen');
    // Flows in the user's units, and the dosing lines side by side.
    expect(screen.getByRole('radio', { name: /^ML 20/ }).closest('label')?.textContent).toContain(
      'Poly 60–300 cm³/s',
    );
    const table = screen.getByRole('table', { name: 'Dosing lines side by side' });
    expect(within(table).getByRole('row', { name: /ML 40/ }).textContent).toContain('125–625 cm³/s');
    fireEvent.click(screen.getByRole('radio', { name: 'l/min' }));
    fireEvent.click(screen.getByRole('radio', { name: '60 Hz' }));
    expect(within(table).getByRole('row', { name: /ML 20/ }).textContent).toContain('4.3–22 l/min');
    // An agency country says who quotes the price.
    const country = screen.getByRole('combobox', { name: /Destination country/ });
    expect(within(country).getByRole('option', { name: /Mexico \(local agency\)/ })).toBeTruthy();
  });

  it('renders each field type: radios, a select, checkboxes, number, text and info', async () => {
    server();
    renderPage();
    await openStep(/^Mixing/);
    const mixhead = await screen.findByRole('group', { name: /Mixhead/ });
    expect(
      within(mixhead)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['mh-12', 'mh-18', 'mh-24']);
    expect(within(mixhead).getByText('needs a choice')).toBeTruthy();
    const boom = screen.getByRole('combobox', { name: /Boom/ }) as HTMLSelectElement;
    expect([...boom.options].map((o) => o.textContent)).toEqual([
      '— no choice —',
      'No boom · price on request',
      `Boom 2 m · + ${eur(185_050)}`,
    ]);
    fireEvent.click(screen.getByRole('radio', { name: /^MH 12/ }));
    expect([...boom.options].map((o) => [o.textContent, o.disabled])).toContainEqual([
      'Boom 2 m · Not available',
      true,
    ]);
    expect(screen.getByRole('link', { name: 'Needs MH 18 or MH 24 (Mixhead, step Mixing)' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /Solvent flush/ })).toBeTruthy();
    await openStep(/^Material supply/);
    const pressure = screen.getByRole('textbox', { name: 'Working pressure (bar)' });
    fireEvent.change(pressure, { target: { value: '12x' } });
    expect(await screen.findByText('Enter a number, for example 12.5.')).toBeTruthy();
    fireEvent.change(pressure, { target: { value: '12,5' } });
    fireEvent.blur(pressure);
    await waitFor(() => expect(kept().values.pressure).toEqual(['12,5']));
    const notes = screen.getByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Deliver in May' } });
    fireEvent.blur(notes);
    await waitFor(() => expect(kept().values.notes).toEqual(['Deliver in May']));
    expect(screen.getByText('Day tanks are filled from drums.')).toBeTruthy();
  });

  it('shows what every option does to the price before it is chosen', async () => {
    server();
    renderPage();
    await openStep(/^Mixing/);
    const tag = (name: RegExp) =>
      screen.getByRole('radio', { name }).closest('label')?.lastElementChild?.textContent;
    expect(tag(/^MH 12/)).toBe(`+ ${eur(420_000)}`);
    expect(tag(/^MH 18/)).toBe(`+ ${eur(510_000)}`);
    expect(screen.getByRole('checkbox', { name: /Solvent flush/ }).closest('label')?.textContent).toContain(
      'from €450.00',
    );
    fireEvent.click(screen.getByRole('radio', { name: /^MH 18/ }));
    expect(tag(/^MH 12/)).toBe(`− ${eur(90_000)}`);
    // The alternatives are differences against the chosen one, which is marked chosen.
    expect(tag(/^MH 18/)).toBe('chosen');
    expect(screen.getByRole('checkbox', { name: /Solvent flush/ }).closest('label')?.textContent).toContain(
      `+ ${eur(52_000)}`,
    );
    await openStep(/^Material supply/);
    expect(tag(/^Analog/)).toBe('included');
  });

  it('keeps a hidden option visible, disabled, with one sentence linking to the choice that hides it', async () => {
    server();
    renderPage();
    await openStep(/^Mixing/);
    const mh24 = screen.getByRole('radio', { name: /^MH 24/ }) as HTMLInputElement;
    expect(mh24.disabled).toBe(true);
    const why = screen.getByRole('link', {
      name: 'Needs ML 40 (Dosing line, step Dosing line, country and day tank)',
    });
    expect(mh24.getAttribute('aria-describedby')).toContain(why.closest('p')?.id);
    fireEvent.click(why);
    await screen.findByRole('heading', { level: 2, name: 'Dosing line, country and day tank' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^ML 20/ })));
    fireEvent.click(screen.getByRole('radio', { name: /^ML 40/ }));
    await openStep(/^Mixing/);
    expect((screen.getByRole('radio', { name: /^MH 24/ }) as HTMLInputElement).disabled).toBe(false);
    // A filter within the steps: the boom needs MH 18 or MH 24.
    fireEvent.click(screen.getByRole('radio', { name: /^MH 12/ }));
    expect(screen.getByRole('link', { name: 'Needs MH 18 or MH 24 (Mixhead, step Mixing)' })).toBeTruthy();
  });

  it('says what a change removed and why, and Undo (or Ctrl+Z) brings it back', async () => {
    server();
    renderPage();
    await openStep(/^Mixing/);
    fireEvent.click(screen.getByRole('radio', { name: /^MH 18/ }));
    fireEvent.change(screen.getByRole('combobox', { name: /Boom/ }), { target: { value: 'boom-2m' } });
    const withBoom = total();
    fireEvent.click(screen.getByRole('radio', { name: /^MH 12/ }));
    const notice = await screen.findByTestId('removal-notice');
    expect(notice.textContent).toContain('Boom 2 m was removed because you chose MH 12 in step Mixing.');
    expect((screen.getByRole('combobox', { name: /Boom/ }) as HTMLSelectElement).value).toBe('');
    // The focus stays on the option chosen.
    const mh12 = screen.getByRole('radio', { name: /^MH 12/ });
    mh12.focus();
    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect((screen.getByRole('radio', { name: /^MH 18/ }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('combobox', { name: /Boom/ }) as HTMLSelectElement).value).toBe('boom-2m');
    expect(total()).toBe(withBoom);
    expect(screen.queryByTestId('removal-notice')).toBeNull();
    // The notice took its Undo button away: the step's title holds the focus instead of the page.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Mixing' })),
    );
    // Ctrl+Z takes back the changes before, one by one.
    fireEvent.keyDown(screen.getByRole('radio', { name: /^MH 18/ }), { key: 'z', ctrlKey: true });
    expect((screen.getByRole('combobox', { name: /Boom/ }) as HTMLSelectElement).value).toBe('');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect((screen.getByRole('radio', { name: /^MH 18/ }) as HTMLInputElement).checked).toBe(false);
    expect(total()).toBe(eur(4_850_000));
  });

  it('selects a package’s options, marks them "in package" and shows the savings', async () => {
    server();
    renderPage();
    await openStep(/^Packages/);
    const comfort = screen.getByRole('checkbox', { name: /Comfort package/ });
    // It adds agitators 980 + 980 and heating 1.200, and saves 260 on them: + 2.900 in all.
    expect(comfort.closest('label')?.textContent).toContain(`+ ${eur(290_000)}`);
    // Before it is chosen the card says what it holds and what it saves against buying them separately.
    expect(comfort.closest('label')?.querySelector('[data-testid="package-deal"]')?.textContent).toBe(
      `Contains Agitator poly, Agitator iso, and Heating poly · saves ${eur(26_000)} against buying them separately`,
    );
    fireEvent.click(comfort);
    await openStep(/^Material supply/);
    const agitator = screen.getByRole('checkbox', { name: /Agitator poly/ }) as HTMLInputElement;
    expect(agitator.checked).toBe(true);
    expect(agitator.disabled).toBe(true);
    expect(agitator.closest('label')?.textContent).toContain('in package');
    expect(agitator.closest('label')?.textContent).toContain('Part of Comfort package');
    const summary = screen.getAllByTestId('configurator-summary')[0] as HTMLElement;
    expect(within(summary).getByText('Package savings').nextElementSibling?.textContent).toBe(
      `− ${eur(26_000)}`,
    );
    expect(total()).toBe(eur(4_850_000 + 290_000));
  });

  it('marks a recommended option with its reason, and explains a jargon name on demand', async () => {
    server({
      'publicConfigurator.machineModel': () => {
        const machine = exampleMachine();
        for (const subStep of machine.steps.flatMap((step) => step.subSteps)) {
          for (const option of subStep.options.data) {
            if (option.value === 'solvent-flush') {
              option.recommended = { reason: 'Keeps the mixhead clean between shots.' };
              option.help = 'Solvent flows through the mixing chamber after each shot.';
            }
          }
        }
        return machine;
      },
    });
    renderPage();
    await openStep(/^Mixing/);
    const flush = screen.getByRole('checkbox', { name: /Solvent flush/ });
    expect(flush.closest('label')?.textContent).toContain(
      'RecommendedKeeps the mixhead clean between shots.',
    );
    expect(flush.getAttribute('aria-describedby')).toMatch(/-rec$/);
    const toggle = screen.getByRole('button', { name: 'What is this? Solvent flush' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    expect(panel.textContent).toBe('Solvent flows through the mixing chamber after each shot.');
    // The toggle is not part of the option's label: opening the help chooses nothing.
    expect((flush as HTMLInputElement).checked).toBe(false);
  });

  it('offers starting points per application on the first step; one click applies, Undo puts back', async () => {
    server({
      'publicConfigurator.machineModel': () =>
        exampleMachine({
          starters: [
            {
              slug: 'big',
              title: 'Panel line',
              description: 'The big line with the big mixhead.',
              selection: { dosingLine: 'ml-40', values: { mixhead: ['mh-24'] } },
            },
          ],
        }),
    });
    renderPage();
    const starter = await screen.findByRole('button', { name: /^Panel line/ });
    expect(starter.getAttribute('aria-pressed')).toBe('false');
    await screen.findByTestId('configurator-total');
    const before = total();
    fireEvent.click(starter);
    await waitFor(() => expect(starter.getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getByRole('radio', { name: /^ML 40/ }) as HTMLInputElement).checked).toBe(true);
    expect(kept().values.mixhead).toEqual(['mh-24']);
    expect(total()).not.toBe(before);
    expect(screen.getByText(/^Configured as “Panel line”\./).getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(starter.getAttribute('aria-pressed')).toBe('false'));
    expect(total()).toBe(before);
  });

  it('shows the lead time and sales’ contact next to the total', async () => {
    server({
      'publicConfigurator.machineModel': () =>
        exampleMachine({
          leadTimeWeeks: { min: 8, max: 12 },
          salesContact: { phone: '+49 711 1234-0', email: 'sales@example.com' },
        }),
    });
    renderPage();
    const facts = await screen.findByTestId('buyer-facts');
    expect(facts.textContent).toContain('Delivery in about 8–12 weeks after order');
    expect(within(facts).getByRole('link', { name: '+49 711 1234-0' }).getAttribute('href')).toBe(
      'tel:+4971112340',
    );
    expect(within(facts).getByRole('link', { name: 'sales@example.com' }).getAttribute('href')).toBe(
      'mailto:sales@example.com',
    );
  });

  it('totals in the summary equal priceConfiguration, line by line', async () => {
    const model = exampleMachine();
    const selection = {
      ...EXAMPLE_SELECTION,
      values: { ...EXAMPLE_SELECTION.values, cleaning: ['solvent-flush'] },
    };
    keep(selection);
    server();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    const expected = breakdownInCents(priceConfiguration(model, selection));
    expect(total()).toBe(eur(expected.total));
    const summary = screen.getAllByTestId('configurator-summary')[0] as HTMLElement;
    expect(within(summary).getByText('Base price').nextElementSibling?.textContent).toBe(eur(expected.base));
    const lines = within(summary)
      .getAllByTestId('summary-line')
      .map((line) => line.textContent);
    for (const line of expected.options) {
      const label = model.steps
        .flatMap((s) => s.subSteps)
        .find((s) => s.slug === line.subStepSlug)
        ?.options.data.find((o) => o.value === line.value)?.label;
      expect(
        lines.some((text) => text?.startsWith(label ?? '?') && text.includes(eur(line.price ?? 0))),
        label,
      ).toBe(true);
    }
    // A package line reads as its card: selected, what it holds, what it saves.
    expect(lines).toContain(
      `Comfort packageselectedContains Agitator poly, Agitator iso, Heating poly · saves ${eur(26_000)} against buying them separately`,
    );
    // The mobile bar shows the same total.
    expect(screen.getByTestId('mobile-total').textContent).toBe(eur(expected.total));
    expect(screen.getByTestId('configurator-total').getAttribute('aria-live')).toBe('polite');
  });

  it('writes money the German way in German', async () => {
    server();
    renderPage('/configurator/ml', { locale: 'de' });
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    expect(total()).toBe(eurDe(4_850_000));
    expect(total()).toMatch(/^48\.500,00\s€$/);
    expect(screen.getByRole('radio', { name: /^ML 40/ }).closest('label')?.textContent).toContain(
      '+ 13.300,00',
    );
    expect(screen.getByRole('button', { name: 'Konfiguration speichern' })).toBeTruthy();
  });

  it('says prices are given on request, and that the local agency quotes an agency country', async () => {
    server({
      'publicConfigurator.machineModel': () => exampleMachine({ pricesVisible: false, basePrices: [] }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    expect(total()).toBe('price on request');
    expect(
      screen.getAllByText('Prices are given on request. Save your configuration and ask us for a quote.'),
    ).toHaveLength(1);
    cleanup();
    server();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    fireEvent.change(screen.getByRole('combobox', { name: /Destination country/ }), {
      target: { value: 'MX' },
    });
    expect(
      screen.getByText(
        'Prices for Mexico are quoted by our local agency. Save your configuration and ask for a quote.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/\+ €/)).toBeNull();
  });

  it('switches the flows to 60 Hz for a US destination, and says so', async () => {
    server({ 'publicConfigurator.machineModel': withUnitedStates });
    // A German destination kept from an earlier visit: 50 Hz, no notice.
    keep({ ...EXAMPLE_SELECTION, country: 'DE' });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    const country = screen.getByRole('combobox', { name: /Destination country/ }) as HTMLSelectElement;
    expect(country.value).toBe('DE');
    expect(screen.queryByTestId('frequency-notice')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(UNITS_STORAGE_KEY) ?? '{}').freq).not.toBe(60);
    fireEvent.change(country, { target: { value: 'US' } });
    const notice = await screen.findByTestId('frequency-notice');
    expect(notice.textContent).toContain(
      'The mains in United States run at 60 Hz: flows are now shown at 60 Hz.',
    );
    expect(JSON.parse(window.localStorage.getItem(UNITS_STORAGE_KEY) ?? '{}').freq).toBe(60);
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('frequency-notice')).toBeNull());
    // Back to a 50 Hz destination: the 50 Hz the switch replaced comes back, and is said.
    fireEvent.change(country, { target: { value: 'DE' } });
    expect((await screen.findByTestId('frequency-notice')).textContent).toContain(
      'The mains in Germany run at 50 Hz: flows are shown at 50 Hz again.',
    );
    expect(JSON.parse(window.localStorage.getItem(UNITS_STORAGE_KEY) ?? '{}').freq).toBe(50);
  });

  it('leaves 60 Hz the visitor chose themselves when the destination is a 50 Hz country', async () => {
    server({ 'publicConfigurator.machineModel': withUnitedStates });
    keep({ ...EXAMPLE_SELECTION, country: 'US' });
    window.localStorage.setItem(UNITS_STORAGE_KEY, JSON.stringify({ freq: 60 }));
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    const country = screen.getByRole('combobox', { name: /Destination country/ }) as HTMLSelectElement;
    fireEvent.change(country, { target: { value: 'DE' } });
    await waitFor(() => expect(country.value).toBe('DE'));
    expect(screen.queryByTestId('frequency-notice')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(UNITS_STORAGE_KEY) ?? '{}').freq).toBe(60);
  });

  it('keeps the configuration in this browser as the user goes; a reload restores it', async () => {
    server();
    const first = renderPage();
    await openStep(/^Mixing/);
    fireEvent.click(screen.getByRole('radio', { name: /^MH 18/ }));
    await waitFor(() => expect(kept().values.mixhead).toEqual(['mh-18']));
    first.unmount();
    renderPage();
    await openStep(/^Mixing/);
    expect((screen.getByRole('radio', { name: /^MH 18/ }) as HTMLInputElement).checked).toBe(true);
    expect(total()).toBe(eur(4_850_000 + 510_000));
    // Start over goes back to the defaults, and can be undone.
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(total()).toBe(eur(4_850_000));
    const notice = await screen.findByTestId('started-over-notice');
    fireEvent.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(total()).toBe(eur(4_850_000 + 510_000));
  });

  it('opens ?code=, lists what is no longer offered, and takes the code out of the address', async () => {
    keep({ ...EXAMPLE_SELECTION, values: { mixhead: ['mh-12'] } });
    const { calls } = server({
      'publicConfigurator.openConfiguration': () => ({
        code: '7K3MQX9P',
        slug: 'ml',
        selection: { ...EXAMPLE_SELECTION, values: { mixhead: ['mh-18'] } },
        units: { freq: 50, unit: 'cm' },
        locale: 'en',
        modelVersion: 2,
        currentModelVersion: 3,
        createdAt: '2026-01-01T00:00:00.000Z',
        notOffered: [{ subStepSlug: 'boom', value: 'boom-9m', label: 'Boom 9 m', reason: 'notOffered' }],
        priceThen: { cents: 6_450_000, from: false },
        priceNow: { cents: 5_360_000, from: false },
      }),
    });
    renderPage('/configurator/ml?code=7k3m-qx9p');
    const notice = await screen.findByTestId('not-offered-notice');
    expect(notice.textContent).toContain('Configuration 7K3M-QX9P was opened.');
    expect(notice.textContent).toContain('Boom 9 m (Boom): no longer offered');
    // One sentence says what changed since it was saved.
    expect(screen.getByTestId('since-saved').textContent).toBe(
      'Since this configuration was saved, the price changed from €64,500.00 to €53,600.00, and ‘Boom 9 m’ is no longer offered.',
    );
    expect(calls.find((call) => call.path === 'publicConfigurator.openConfiguration')?.input).toEqual({
      code: '7K3MQX9P',
      locale: 'en',
    });
    expect(total()).toBe(eur(4_850_000 + 510_000));
    await waitFor(() => expect(seen.location.search).toBe(''));
    expect(kept().values.mixhead).toEqual(['mh-18']);
    // Undo goes back to what this browser had before the code.
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(total()).toBe(eur(4_850_000 + 420_000));
  });

  it('says so when a code does not exist or is not a code', async () => {
    server({ 'publicConfigurator.openConfiguration': () => trpcError('NOT_FOUND', 404, 'no such code') });
    renderPage('/configurator/ml?code=00000000');
    expect((await screen.findByTestId('code-problem')).textContent).toContain(
      'There is no saved configuration with the code 0000-0000.',
    );
    expect(total()).toBe(eur(4_850_000));
    cleanup();
    server();
    renderPage('/configurator/ml?code=hello');
    expect((await screen.findByTestId('code-problem')).textContent).toContain(
      '“hello” is not a configuration code.',
    );
    // Told once: the address lets go of it, so a reload does not say it again.
    await waitFor(() => expect(seen.location.search).toBe(''));
  });

  it('saves: the code grouped 4-4, a copyable link, a QR code, and the last code kept per machine', async () => {
    const { calls } = server({
      'publicConfigurator.saveConfiguration': () => ({ code: '7K3MQX9P', listed: false }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    // The summary (and its Save button) loads after the first view.
    const [save] = await screen.findAllByRole('button', { name: 'Save configuration' });
    fireEvent.click(save as HTMLElement);
    expect((await screen.findByTestId('configuration-code')).textContent).toBe('7K3M-QX9P');
    // Saving disabled the button and so took the focus from it: the saved code's title has it.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getAllByRole('heading', { level: 3, name: 'Your configuration code' })[0],
      ),
    );
    const link =
      screen.getByTestId('configuration-link').querySelector('input') ??
      screen.getByTestId('configuration-link');
    expect((link as HTMLInputElement).value).toBe(`${window.location.origin}/configurator/ml?code=7K3MQX9P`);
    const qr = await screen.findByRole('img', { name: 'QR code of the link to configuration 7K3M-QX9P' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    const saved = calls.find((call) => call.path === 'publicConfigurator.saveConfiguration')?.input;
    expect(saved).toMatchObject({ slug: 'ml', units: { freq: 50, unit: 'cm' }, locale: 'en' });
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(lastConfigurationCodeKey('ml')) ?? '{}').code).toBe(
        '7K3MQX9P',
      ),
    );
    // A change after saving says the code is of the earlier configuration.
    await openStep(/^Mixing/);
    fireEvent.click(screen.getByRole('radio', { name: /^MH 12/ }));
    expect(
      screen.getByText('You changed the configuration after saving it. Save again for a new code.'),
    ).toBeTruthy();
  });

  it('names a save: the name goes with it, the device keeps the code with its name, machine, total and date', async () => {
    const { calls } = server({
      'publicConfigurator.saveConfiguration': () => ({ code: '7K3MQX9P', listed: false }),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    const names = await screen.findAllByRole('textbox', { name: 'Name (optional)' });
    const name = names[0] as HTMLInputElement;
    // A visitor notes no customer: that field is a sales user's.
    expect(screen.queryByRole('textbox', { name: 'Customer (optional)' })).toBeNull();
    // Too long is said in place, and nothing is sent.
    fireEvent.change(name, { target: { value: `  ${'x'.repeat(81)} ` } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save configuration' })[0] as HTMLElement);
    expect(await screen.findByText('At most 80 characters, please: this has 81.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.path === 'publicConfigurator.saveConfiguration')).toBe(false);
    fireEvent.change(name, { target: { value: '  Line 2,\n Leipzig ' } });
    fireEvent.keyDown(name, { key: 'Enter' });
    expect((await screen.findAllByTestId('saved-name'))[0]?.textContent).toBe('Line 2, Leipzig');
    const saved = calls.find((call) => call.path === 'publicConfigurator.saveConfiguration')?.input;
    expect(saved).toMatchObject({ slug: 'ml', name: 'Line 2, Leipzig' });
    expect((saved as { customer?: unknown }).customer ?? null).toBeNull();
    // The field is empty for the next save, and the result leads to the list.
    expect(name.value).toBe('');
    expect(screen.getAllByTestId('to-my-configurations')[0]?.getAttribute('href')).toBe(
      '/configurator/my-configurations',
    );
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem('meterline.savedConfigurations') ?? '[]')).toEqual([
        {
          code: '7K3MQX9P',
          slug: 'ml',
          machine: 'ML Series',
          name: 'Line 2, Leipzig',
          total: { cents: 4_850_000, from: false },
          savedAt: expect.any(String),
        },
      ]),
    );
  });

  it("keeps a sales user's save in the account (with the customer), not on the device", async () => {
    const { calls } = stubTrpc(
      {
        'publicConfigurator.machineModel': () => exampleMachine(),
        'publicConfigurator.saveConfiguration': () => ({ code: '7K3MQX9P', listed: true }),
        'salesMode.status': () => ({ available: true, needsPin: false, authorised: false, expiresAt: null }),
      },
      {
        session: {
          user: {
            id: 'u1',
            name: 'Sam Sales',
            email: 'sam@example.com',
            role: 'sales',
            tradeFairModeEnabled: false,
          },
          expires: '2099-01-01T00:00:00.000Z',
        },
      },
    );
    renderPage();
    const customer = (
      await screen.findAllByRole('textbox', { name: 'Customer (optional)' })
    )[0] as HTMLElement;
    fireEvent.change(customer, { target: { value: 'Foamworks GmbH' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save configuration' })[0] as HTMLElement);
    expect((await screen.findAllByText(/It is on your list in your account/))[0]).toBeTruthy();
    expect(calls.find((call) => call.path === 'publicConfigurator.saveConfiguration')?.input).toMatchObject({
      customer: 'Foamworks GmbH',
    });
    // The last code is kept as ever; the device's list is left to the account.
    await waitFor(() => expect(window.localStorage.getItem(lastConfigurationCodeKey('ml'))).not.toBeNull());
    expect(window.localStorage.getItem('meterline.savedConfigurations')).toBeNull();
  });

  it('says in words when saving is refused', async () => {
    server({
      'publicConfigurator.saveConfiguration': () => trpcError('TOO_MANY_REQUESTS', 429, 'Too many'),
    });
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    fireEvent.click(screen.getAllByRole('button', { name: 'Save configuration' })[0] as HTMLElement);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many configurations were saved from your address. Please wait a few minutes and try again.',
    );
  });

  it('shows a clear not-found with links to the offered machines for an unknown or coming-soon machine', async () => {
    server({
      'publicConfigurator.machineModel': () => trpcError('NOT_FOUND', 404, 'no configurator'),
      'publicConfigurator.machineCatalogue': () => ({
        machines: [
          { slug: 'ml', name: 'ML Series', comingSoon: false },
          { slug: 'vx', name: 'VX Vario', comingSoon: true },
        ],
      }),
    });
    renderPage('/configurator/vx');
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine not found' })).toBeTruthy();
    expect(
      await screen.findByText('The VX Vario is coming soon. Its configurator is not open yet.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ML Series' }).getAttribute('href')).toBe('/configurator/ml');
    expect(screen.queryByRole('link', { name: 'VX Vario' })).toBeNull();
  });

  it('explains a failed load in words, and "Try again" loads again', async () => {
    let fail = true;
    server({
      'publicConfigurator.machineModel': () =>
        fail ? trpcError('INTERNAL_SERVER_ERROR', 500, 'boom') : exampleMachine(),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The configurator could not be loaded' }),
    ).toBeTruthy();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'ML Series' })).toBeTruthy();
  });

  it('moves with the arrow keys within a checkbox group, one tab stop per group, and Enter chooses', async () => {
    server();
    renderPage();
    await openStep(/^Material supply/);
    const poly = screen.getByRole('checkbox', { name: /Agitator poly/ });
    const iso = screen.getByRole('checkbox', { name: /Agitator iso/ });
    expect([poly.tabIndex, iso.tabIndex]).toEqual([0, -1]);
    poly.focus();
    fireEvent.keyDown(poly, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(iso);
    expect([poly.tabIndex, iso.tabIndex]).toEqual([-1, 0]);
    fireEvent.keyDown(iso, { key: 'Enter' });
    expect((iso as HTMLInputElement).checked).toBe(true);
    expect(document.activeElement).toBe(iso);
    const digital = screen.getByRole('radio', { name: /^Digital/ });
    fireEvent.keyDown(digital, { key: 'Enter' });
    expect((digital as HTMLInputElement).checked).toBe(true);
  });

  it('lets the user move freely between steps and shows which are complete', async () => {
    server();
    renderPage();
    await screen.findByRole('heading', { level: 1, name: 'ML Series' });
    const nav = screen.getByRole('navigation', { name: 'Configuration steps' });
    expect(within(nav).getByRole('button', { name: /Mixing \(needs a choice\)/ })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: /Packages \(complete\)/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next: Mixing' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mixing' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Mixing'));
    fireEvent.click(screen.getByRole('radio', { name: /^MH 12/ }));
    expect(within(nav).getByRole('button', { name: /Mixing \(needs a choice\)/ })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: /Boom/ }), { target: { value: 'boom-none' } });
    expect(within(nav).getByRole('button', { name: /Mixing \(complete\)/ })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: /Packages/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Packages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back: Material supply' })).toBeTruthy();
  });
});
