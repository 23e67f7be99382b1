// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
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

function open(search: string) {
  stubFetch(serverRoutes(sessionFor('sales'), { '/api/product-portfolio': () => json(smallPortfolio()) }));
  return renderRoutes(buildRoutes(), `/machine-configurator/machine-finder${search}`);
}

describe('machine finder', () => {
  it('ranks the dosing lines that cover a catalogue formulation, with flows and utilisation', async () => {
    // F-50 at 100:50: 150 g/s → poly 100 g/s / 1,04 = 96,15 cm³/s, iso 50 g/s / 1,22 = 40,98 cm³/s.
    open('?formulation=f50&output=150');
    const list = await screen.findByRole('list', { name: 'Matching dosing lines' });
    const cards = within(list).getAllByTestId('finder-match');
    // HX 100 (AXP 6 + AXP 6: 15–145 each) and HX 200 (AXP 12 poly: 30–290); LX 80 tops out at 72,5 cm³/s.
    expect(cards.map((card) => card.getAttribute('data-version'))).toEqual(['HX 100', 'HX 200']);
    expect(within(cards[0] as HTMLElement).getByText(/96,15 cm³\/s at 962 rpm/)).toBeTruthy();
    // 96,15 / 145 = 66,31 %
    expect(within(cards[0] as HTMLElement).getAllByTestId('utilisation')[0]?.textContent).toBe('66,31 %');
    const configure = within(cards[0] as HTMLElement).getByRole('link', {
      name: 'Configure HX 100 on HX Series',
    });
    expect(configure.getAttribute('href')).toBe(
      '/machine-configurator/configurator?machine=hx&dosingLine=hx100',
    );
  });

  it('says why nothing fits: which component falls short, and by how much, in the user units', async () => {
    window.localStorage.setItem('meterline-units', JSON.stringify({ freq: 50, unit: 'l' }));
    // 100:100 at density 1: 700 g/s → 350 cm³/s (21 l/min) per component; the largest pump reaches 290.
    open('?ratio=100&densityPoly=1&densityIso=1&output=700');
    const empty = await screen.findByTestId('finder-empty');
    expect(empty.textContent).toContain(
      'No dosing line covers 21,00 l/min poly, 21,00 l/min iso and 700,00 g/s in total at 50 Hz.',
    );
    expect(empty.textContent).toContain(
      'HX 200: poly pump AXP 12 falls short by 3,60 l/min: it reaches 17,40 l/min, 21,00 l/min are needed; ' +
        'iso pump AXP 6 falls short by 12,30 l/min: it reaches 8,70 l/min, 21,00 l/min are needed; ' +
        'no mixhead covers 700,00 g/s: the closest, MHL 18 (60,00–450,00 g/s), falls short by 250,00 g/s.',
    );
  });

  it('keeps the inputs in the address, so a result can be shared', async () => {
    const { router } = open(
      '?ratio=50&densityPoly=1,04&densityIso=1.22&target=shot&shotWeight=600&shotTime=4',
    );
    // 600 g in 4 s = 150 g/s: the same as above.
    await screen.findByRole('list', { name: 'Matching dosing lines' });
    fireEvent.change(screen.getByRole('textbox', { name: /Shot time/ }), { target: { value: '5' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?source=custom&ratio=50&densityPoly=1.04&densityIso=1.22&target=shot&shotWeight=600&shotTime=5&freq=50',
      ),
    );
    expect(screen.getByTestId('finder-requirement').textContent).toContain('120,00 g/s in total');
  });

  it('switches to ratio and densities before any of them is typed, and keeps that in the address', async () => {
    const { router } = open('');
    await screen.findByRole('textbox', { name: /Total output/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Ratio and densities' }));
    expect(await screen.findByRole('textbox', { name: /Iso per 100 poly/ })).toBeTruthy();
    expect(screen.queryByLabelText('Foam formulation')).toBeNull();
    expect(new URLSearchParams(router.state.location.search).get('source')).toBe('custom');
    fireEvent.click(screen.getByRole('radio', { name: 'From the catalogue' }));
    expect((await screen.findAllByLabelText('Foam formulation')).length).toBeGreaterThan(0);
    expect(new URLSearchParams(router.state.location.search).has('source')).toBe(false);
  });

  it('keeps two changes made before the page renders again: the source and then a typed output', async () => {
    const { router } = open('?formulation=f50');
    const output = await screen.findByRole('textbox', { name: /Total output/ });
    // One act: React renders once, after both handlers have run (a fast user, or a test driver).
    act(() => {
      fireEvent.click(screen.getByRole('radio', { name: 'Ratio and densities' }));
      fireEvent.change(output, { target: { value: '20' } });
    });
    await waitFor(() => {
      const params = new URLSearchParams(router.state.location.search);
      expect([params.get('source'), params.get('output')]).toEqual(['custom', '20']);
    });
  });

  it('keeps a decimal typed with a comma when the field loses focus', async () => {
    const { router } = open('?formulation=f50');
    const output = await screen.findByRole('textbox', { name: /Total output/ });
    fireEvent.change(output, { target: { value: '12,5' } });
    fireEvent.blur(output);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('output')).toBe('12.5'));
    expect((output as HTMLInputElement).value).toBe('12,5');
    expect(screen.getByTestId('finder-requirement').textContent).toContain('12,50 g/s in total');
  });

  it('explains missing or wrong inputs field by field', async () => {
    open('?ratio=0&densityPoly=4&densityIso=1&output=0');
    expect(
      await screen.findByText('Enter the iso parts per 100 poly, above 0 and up to 1.000.'),
    ).toBeTruthy();
    expect(screen.getByText('Enter a density from 0,5 to 3 g/cm³.')).toBeTruthy();
    expect(screen.getByText('Enter the total output in g/s, above 0.')).toBeTruthy();
    expect(screen.getByTestId('finder-prompt')).toBeTruthy();
  });

  it('asks for what is missing without calling an empty field wrong', async () => {
    open('');
    expect(await screen.findByTestId('finder-prompt')).toBeTruthy();
    expect(screen.queryByText(/^Enter (the|a density)/)).toBeNull();
  });
});
