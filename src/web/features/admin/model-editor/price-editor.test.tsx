// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentOption } from '../../../../domain/configurator/model-document.ts';
import { renderAdmin } from '../testing/admin-testing.tsx';
import { baseChoiceKeys, subStepKeys } from './choice-keys.ts';
import { FieldErrorsProvider } from './field-errors.tsx';
import { PriceEditor } from './price-editor.tsx';
import { editorCatalogue, editorDocument, IDS } from './testing/editor-fixture.ts';
import { stubTrpc } from './testing/trpc-double.ts';

type Price = DocumentOption['price'];

function Harness({ initial, seen }: { initial: Price; seen: Price[] }) {
  const [price, setPrice] = useState<Price>(initial);
  const keys = [...baseChoiceKeys(editorCatalogue()), ...subStepKeys(editorDocument())];
  return (
    <PriceEditor
      price={price}
      keys={keys}
      path="steps.0.subSteps.0.options.data.0.price"
      onChange={(next) => {
        seen.push(next);
        setPrice(next);
      }}
    />
  );
}

beforeEach(() => {
  stubTrpc({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the price editor', () => {
  it('turns an amount into "not priced" and back, typed in German notation', () => {
    const seen: Price[] = [];
    renderAdmin(<Harness initial={1250} seen={seen} />);
    const amount = screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement;
    expect(amount.value).toBe('1.250 €');
    fireEvent.change(amount, { target: { value: '1.234,5' } });
    expect(seen.at(-1)).toBe(1234.5);
    fireEvent.click(screen.getByRole('radio', { name: 'Not priced (no price line)' }));
    expect(seen.at(-1)).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Amount' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'An amount in EUR' }));
    expect(seen.at(-1)).toBe(0);
  });

  it('prices by dosing line: one row per line by name, ids stored, an empty row missing', () => {
    const seen: Price[] = [];
    renderAdmin(<Harness initial={null} seen={seen} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Depends on a choice (one amount per value)' }));
    expect(seen.at(-1)).toEqual({ dependsOn: 'dosingLine', prices: {} });
    const table = screen.getByRole('table', { name: 'Price by dosing line' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['HX 12no price yet', 'HX 40no price yet']);
    fireEvent.change(within(table).getByRole('textbox', { name: 'Price for HX 12' }), {
      target: { value: '300' },
    });
    fireEvent.change(within(table).getByRole('textbox', { name: 'Price for HX 40' }), {
      target: { value: '450,25' },
    });
    expect(seen.at(-1)).toEqual({
      dependsOn: 'dosingLine',
      prices: { [IDS.lineSmall]: 300, [IDS.lineLarge]: 450.25 },
    });
    expect(within(table).queryByText('no price yet')).toBeNull();
    // Emptying a row takes its price out: the model check calls the price incomplete.
    fireEvent.change(within(table).getByRole('textbox', { name: 'Price for HX 12' }), {
      target: { value: '' },
    });
    expect(seen.at(-1)).toEqual({ dependsOn: 'dosingLine', prices: { [IDS.lineLarge]: 450.25 } });
  });

  it('depends on a sub-step: its options are the rows; amounts of values it does not offer go', () => {
    const seen: Price[] = [];
    renderAdmin(
      <Harness initial={{ dependsOn: 'dosingLine', prices: { [IDS.lineSmall]: 300 } }} seen={seen} />,
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Depends on' }));
    fireEvent.click(screen.getByRole('option', { name: 'Mixhead (mixhead)' }));
    expect(seen.at(-1)).toEqual({ dependsOn: 'mixhead', prices: {} });
    const table = screen.getByRole('table', { name: 'Price by mixhead' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['MHL 12no price yet', 'MHL 18no price yet']);
    fireEvent.change(within(table).getByRole('textbox', { name: 'Price for MHL 18' }), {
      target: { value: '99' },
    });
    expect(seen.at(-1)).toEqual({ dependsOn: 'mixhead', prices: { 'mhl-18': 99 } });
  });

  it("shows the schema's refusal of the price next to it", () => {
    renderAdmin(
      <FieldErrorsProvider value={{ 'steps.0.subSteps.0.options.data.0.price': 'must be in whole cents' }}>
        <Harness initial={1} seen={[]} />
      </FieldErrorsProvider>,
    );
    expect(screen.getByRole('alert').textContent).toBe('must be in whole cents');
  });
});
