// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { renderAdmin } from '../testing/admin-testing.tsx';
import { BasePriceGrid, withBasePrice } from './base-price-grid.tsx';
import {
  catalogue,
  draftModel,
  LINE_A,
  LINE_B,
  PED_EU,
  PED_US,
  stubApi,
  TANK_30,
  TANK_60,
} from './testing/parts-fixtures.tsx';

// The providers ask for the session: a development user's.
beforeEach(() => stubApi({}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The grid over a document the test can read back, as the editor page holds it. */
function renderGrid(start: ModelDocument = draftModel()) {
  const seen: ModelDocument[] = [];
  function Harness() {
    const [model, setModel] = useState(start);
    return (
      <BasePriceGrid
        model={model}
        catalogue={catalogue()}
        onChange={(next) => {
          seen.push(next);
          setModel(next);
        }}
      />
    );
  }
  renderAdmin(<Harness />);
  return { seen, last: () => seen.at(-1) as ModelDocument };
}

const cell = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('BasePriceGrid', () => {
  it('shows each combination with the names of its dosing line, PED and day tank, prices in German', () => {
    renderGrid();
    const priced = cell('Base price, HX 10, PED 2014/68/EU, 30 l');
    expect(priced.value).toBe('48.000 €');
    expect(cell('Base price, HX 20, ASME, 60 l').value).toBe('');
    expect(cell('Agency base price, HX 10, 30 l').value).toBe('41.000 €');
    // 2 lines × 2 PEDs × 2 tanks = 8 cells, 1 priced; 2 × 2 agency cells, 1 priced.
    expect(screen.getByText(/1 of 8 combinations have a price/)).toBeTruthy();
    expect(screen.getByText(/1 of 4 combinations have a price/)).toBeTruthy();
    const table = priced.closest('table') as HTMLTableElement;
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Dosing line', 'PED', '30 l', '60 l']);
  });

  it('writes a price typed into an empty cell as a new row of the document, in whole cents', () => {
    const grid = renderGrid();
    fireEvent.change(cell('Base price, HX 20, ASME, 60 l'), { target: { value: '52.300,5' } });
    const doc = grid.last();
    expect(doc.basePrices).toEqual([
      { machineVersionId: LINE_A, pedId: PED_EU, dayTankId: TANK_30, price: 48_000 },
      { machineVersionId: LINE_B, pedId: PED_US, dayTankId: TANK_60, price: 52_300.5 },
    ]);
    // Nothing else of the document moved.
    expect({ ...doc, basePrices: [] }).toEqual({ ...draftModel(), basePrices: [] });
  });

  it('changes a priced cell in place, and an emptied cell takes the price out', () => {
    const grid = renderGrid();
    const priced = cell('Base price, HX 10, PED 2014/68/EU, 30 l');
    fireEvent.change(priced, { target: { value: '49.000' } });
    expect(grid.last().basePrices).toEqual([
      { machineVersionId: LINE_A, pedId: PED_EU, dayTankId: TANK_30, price: 49_000 },
    ]);
    fireEvent.change(priced, { target: { value: '' } });
    expect(grid.last().basePrices).toEqual([]);
  });

  it('edits the agency prices of a dosing line and day tank', () => {
    const grid = renderGrid();
    fireEvent.change(cell('Agency base price, HX 20, 30 l'), { target: { value: '39.999,99' } });
    expect(grid.last().agencyBasePrices).toEqual([
      { machineVersionId: LINE_A, dayTankId: TANK_30, price: 41_000 },
      { machineVersionId: LINE_B, dayTankId: TANK_30, price: 39_999.99 },
    ]);
    expect(grid.last().basePrices).toEqual(draftModel().basePrices);
  });

  it('keeps a half-typed amount as typed while the document gets the amount so far', () => {
    const grid = renderGrid();
    const input = cell('Base price, HX 20, ASME, 30 l');
    fireEvent.change(input, { target: { value: '12,' } });
    // The model's 12 does not turn the field back into "12 €": the comma stays for the cents to come.
    expect(input.value).toBe('12, €');
    expect(grid.last().basePrices.at(-1)?.price).toBe(12);
    fireEvent.change(input, { target: { value: '12,5' } });
    expect(input.value).toBe('12,5 €');
    expect(grid.last().basePrices.at(-1)).toEqual({
      machineVersionId: LINE_B,
      pedId: PED_US,
      dayTankId: TANK_30,
      price: 12.5,
    });
  });

  it('reads a price pasted in English notation as written', () => {
    const grid = renderGrid();
    const input = cell('Base price, HX 10, ASME, 60 l');
    fireEvent.paste(input, { clipboardData: { getData: () => '1850.5' } });
    expect(grid.last().basePrices.at(-1)?.price).toBe(1850.5);
  });

  it('moves down and up a column with the arrow keys and Enter', () => {
    renderGrid();
    const first = cell('Base price, HX 10, PED 2014/68/EU, 60 l');
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(cell('Base price, HX 10, ASME, 60 l'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Enter' });
    expect(document.activeElement).toBe(cell('Base price, HX 20, PED 2014/68/EU, 60 l'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(cell('Base price, HX 10, ASME, 60 l'));
  });

  it('says what is missing when the machine has no dosing line to price', () => {
    renderAdmin(
      <BasePriceGrid model={draftModel()} catalogue={catalogue({ dosingLines: [] })} onChange={() => {}} />,
    );
    expect(screen.getByTestId('base-prices-empty').textContent).toMatch(/no dosing line/);
  });
});

describe('withBasePrice', () => {
  it('leaves the document as it is when an empty combination is emptied', () => {
    const doc = draftModel();
    expect(withBasePrice(doc, { machineVersionId: LINE_B, pedId: PED_US, dayTankId: TANK_60 }, null)).toBe(
      doc,
    );
  });
});
