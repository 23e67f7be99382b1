// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { renderRoutes, serverRoutes, stubFetch } from '../../testing/render.tsx';
import { publicApi } from './testing/public-site-doubles.ts';

beforeAll(async () => {
  await Promise.all([import('./public-layout.tsx'), import('./machine-finder-page.tsx')]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openFinder(search = '') {
  stubFetch(serverRoutes(null, publicApi()));
  const view = renderRoutes(buildRoutes(), `/configurator/machine-finder${search}`);
  await screen.findByRole('heading', { level: 1, name: 'Machine finder' });
  await screen.findByTestId('range-axis');
  return view;
}

const field = (label: string) => screen.getByRole('textbox', { name: label }) as HTMLInputElement;

function setOutput(value: string) {
  fireEvent.change(field('Total output'), { target: { value } });
}

describe('/configurator/machine-finder', () => {
  it('ranks the machines and dosing lines that fit, best first, with links that carry the line and the output', async () => {
    await openFinder();
    setOutput('100');
    expect(await screen.findByRole('heading', { level: 2, name: 'Machines for 100 g/s' })).toBeTruthy();
    const alpha = screen.getByTestId('finder-result-alpha');
    const lines = within(alpha).getAllByRole('listitem');
    // Alpha 100 runs both pumps nearer the middle of their range than Alpha 200.
    expect(lines.map((line) => within(line).getAllByText(/^Alpha \d+$/)[0]?.textContent)).toEqual([
      'Alpha 100',
      'Alpha 200',
    ]);
    expect(within(lines[0] as HTMLElement).getByText('Best fit')).toBeTruthy();
    expect(
      within(lines[0] as HTMLElement)
        .getByRole('link', { name: 'Configure Alpha 100' })
        .getAttribute('href'),
    ).toBe(
      '/configurator/alpha?dosingLine=v-a100&totalGPerS=100&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23',
    );
    // The machine's name opens it on its best line, with the output too.
    expect(within(alpha).getByRole('link', { name: 'Alpha Series' }).getAttribute('href')).toBe(
      '/configurator/alpha?dosingLine=v-a100&totalGPerS=100&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23',
    );
    expect(within(lines[0] as HTMLElement).getByText('Mixheads: MH Small, MH Big')).toBeTruthy();
    // 100 g/s at 100:50 → poly 66.7 g/s = 60.6 cm³/s at 1.1 g/cm³; iso 33.3 g/s = 27.1 cm³/s at 1.23.
    expect(screen.getByTestId('required-flows').textContent).toBe(
      'Required flows: poly 61 cm³/s, iso 27 cm³/s',
    );
    // Beta's pumps are too small; the coming-soon machine is no candidate.
    expect(screen.queryByTestId('finder-result-beta')).toBeNull();
    expect(screen.getByText(/^Beta Series: Covers/)).toBeTruthy();
    expect(screen.queryByText(/Gamma/)).toBeNull();
  });

  it('draws every candidate on one axis, the fitting ones marked', async () => {
    await openFinder();
    setOutput('100');
    const axis = await screen.findByTestId('range-axis');
    const rows = within(axis).getAllByRole('listitem');
    expect(rows.map((row) => [row.textContent?.split('Covers')[0], row.getAttribute('data-fits')])).toEqual([
      ['Alpha Series', 'true'],
      ['Beta Series', null],
    ]);
  });

  it('filters by application and says when nothing fits', async () => {
    await openFinder();
    setOutput('100');
    fireEvent.change(screen.getByRole('combobox', { name: 'Application' }), {
      target: { value: 'elastomer' },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'No machine runs 100 g/s' })).toBeTruthy();
    expect(screen.queryByTestId('finder-result-alpha')).toBeNull();
    setOutput('40');
    expect(await screen.findByTestId('finder-result-beta')).toBeTruthy();
    // A tiny output keeps its digits instead of reading as 0.
    setOutput('0.001');
    expect(await screen.findByRole('heading', { level: 2, name: 'No machine runs 0.001 g/s' })).toBeTruthy();
  });

  it('offers a contact about the machine that comes closest when none fits: its quote request, prefilled', async () => {
    await openFinder('?application=elastomer');
    setOutput('100');
    expect(await screen.findByRole('heading', { level: 2, name: 'No machine runs 100 g/s' })).toBeTruthy();
    const contact = screen.getByTestId('finder-contact');
    // Beta 10 runs 14 to 62 g/s of this foam: the closest to 100 g/s.
    expect(contact.textContent).toContain(
      'Tell our engineers what you need: they advise on the Beta Series, which comes closest, or build a machine to order.',
    );
    expect(within(contact).getByRole('link', { name: 'Ask our engineers' }).getAttribute('href')).toBe(
      '/configurator/beta?dosingLine=v-b10&contact=1&totalGPerS=100&isoPartsPer100Poly=50&densityPoly=1.1&densityIso=1.23&application=elastomer',
    );
    // While something fits, there is no such contact.
    setOutput('40');
    expect(await screen.findByTestId('finder-result-beta')).toBeTruthy();
    expect(screen.queryByTestId('finder-contact')).toBeNull();
  });

  it('keeps its inputs in the address, so Back, a reload or a link shows the same answer', async () => {
    const { router } = await openFinder();
    setOutput('40');
    fireEvent.change(screen.getByRole('combobox', { name: 'Application' }), {
      target: { value: 'elastomer' },
    });
    expect(await screen.findByTestId('finder-result-beta')).toBeTruthy();
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      application: 'elastomer',
      totalGPerS: '40',
    });
    cleanup();
    await openFinder('?application=elastomer&totalGPerS=40');
    expect(field('Total output').value).toBe('40');
    expect((screen.getByRole('combobox', { name: 'Application' }) as HTMLSelectElement).value).toBe(
      'elastomer',
    );
    expect(await screen.findByTestId('finder-result-beta')).toBeTruthy();
  });

  it('keeps a decimal typed key by key', async () => {
    const { router } = await openFinder();
    for (const value of ['2', '25', '25.', '25.5']) setOutput(value);
    expect(field('Total output').value).toBe('25.5');
    expect(new URLSearchParams(router.state.location.search).get('totalGPerS')).toBe('25.5');
  });

  it('takes a shot weight and time instead of an output', async () => {
    await openFinder();
    fireEvent.click(screen.getByRole('radio', { name: 'Shot weight and time' }));
    fireEvent.change(field('Shot weight'), { target: { value: '600' } });
    fireEvent.change(field('Shot time'), { target: { value: '6' } });
    expect((await screen.findByTestId('shot-output')).textContent).toBe('That is an output of 100 g/s.');
    expect(await screen.findByTestId('finder-result-alpha')).toBeTruthy();
  });

  it('asks for what is missing instead of guessing', async () => {
    await openFinder();
    setOutput('');
    expect(
      await screen.findByText('Enter your output, mix ratio and densities to see the machines that fit.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Enter a number greater than 0.').length).toBeGreaterThan(0);
  });

  it('refuses a mix ratio or a density no foam system has, and ranks nothing on it', async () => {
    stubFetch(serverRoutes(null, publicApi()));
    renderRoutes(
      buildRoutes(),
      '/configurator/machine-finder?totalGPerS=100&densityPoly=12&isoPartsPer100Poly=1500',
    );
    expect(await screen.findByText('Enter a density from 0.5 to 3 g/cm³.')).toBeTruthy();
    expect(
      screen.getByText('Enter a mix ratio above 0 and up to 1,000 parts of iso per 100 parts of poly.'),
    ).toBeTruthy();
    expect(
      await screen.findByText('Enter your output, mix ratio and densities to see the machines that fit.'),
    ).toBeTruthy();
    expect(screen.queryByTestId('finder-result-alpha')).toBeNull();
    fireEvent.change(field('Density poly'), { target: { value: '1.1' } });
    fireEvent.change(field('Mix ratio poly : iso'), { target: { value: '50' } });
    expect(await screen.findByTestId('finder-result-alpha')).toBeTruthy();
    expect(screen.queryByText(/^Enter a (density|mix ratio)/)).toBeNull();
  });
});
