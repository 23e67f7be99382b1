// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnitsSwitch } from '../app/layout/units-switch.tsx';
import { theme } from './theme.ts';
import { parseUnits, UNITS_STORAGE_KEY, UnitsProvider, useUnits } from './units.tsx';

function Shown() {
  const { units } = useUnits();
  return <output data-testid="units">{`${units.freq} ${units.unit}`}</output>;
}

function renderUnits() {
  return render(
    <MantineProvider theme={theme}>
      <UnitsProvider>
        <UnitsSwitch />
        <Shown />
      </UnitsProvider>
    </MantineProvider>,
  );
}

const checked = (name: string) => (screen.getByRole('radio', { name }) as HTMLInputElement).checked;
const stored = () => JSON.parse(window.localStorage.getItem(UNITS_STORAGE_KEY) ?? 'null');

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('units preference (unitsConfig)', () => {
  it('defaults to 50 Hz and cm³/s', () => {
    renderUnits();
    expect(screen.getByTestId('units').textContent).toBe('50 cm');
    expect(checked('50 Hz')).toBe(true);
    expect(checked('cm³/s')).toBe(true);
  });

  it('keeps frequency and unit together under one local-storage key', () => {
    renderUnits();
    fireEvent.click(screen.getByRole('radio', { name: '60 Hz' }));
    expect(stored()).toEqual({ freq: 60, unit: 'cm' });
    fireEvent.click(screen.getByRole('radio', { name: 'l/min' }));
    expect(stored()).toEqual({ freq: 60, unit: 'l' });
    expect(screen.getByTestId('units').textContent).toBe('60 l');
    expect(Object.keys(window.localStorage)).toEqual([UNITS_STORAGE_KEY]);
  });

  it('starts from the stored preference', () => {
    window.localStorage.setItem(UNITS_STORAGE_KEY, JSON.stringify({ freq: 60, unit: 'l' }));
    renderUnits();
    expect(screen.getByTestId('units').textContent).toBe('60 l');
    expect(checked('60 Hz')).toBe(true);
    expect(checked('l/min')).toBe(true);
  });

  it('shares one value between every reader', () => {
    render(
      <MantineProvider theme={theme}>
        <UnitsProvider>
          <UnitsSwitch />
          <Shown />
          <Shown />
        </UnitsProvider>
      </MantineProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: '60 Hz' }));
    expect(screen.getAllByTestId('units').map((node) => node.textContent)).toEqual(['60 cm', '60 cm']);
  });

  it('follows a change made in another tab, and keeps working where storage refuses to write', () => {
    renderUnits();
    window.localStorage.setItem(UNITS_STORAGE_KEY, JSON.stringify({ freq: 60, unit: 'l' }));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: UNITS_STORAGE_KEY }));
    });
    expect(screen.getByTestId('units').textContent).toBe('60 l');
    expect(checked('l/min')).toBe(true);

    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      fireEvent.click(screen.getByRole('radio', { name: '50 Hz' }));
      expect(screen.getByTestId('units').textContent).toBe('50 l');
    } finally {
      setItem.mockRestore();
    }
  });
});

describe('parseUnits', () => {
  it.each([
    [undefined, { freq: 50, unit: 'cm' }],
    ['not json', { freq: 50, unit: 'cm' }],
    ['null', { freq: 50, unit: 'cm' }],
    ['{"freq":55,"unit":"gal"}', { freq: 50, unit: 'cm' }],
    ['{"freq":60}', { freq: 60, unit: 'cm' }],
    ['{"freq":50,"unit":"l"}', { freq: 50, unit: 'l' }],
  ])('%s → %j', (raw, expected) => {
    expect(parseUnits(raw)).toEqual(expected);
  });
});
