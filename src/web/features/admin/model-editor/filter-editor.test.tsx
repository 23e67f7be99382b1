// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/admin-testing.tsx';
import { baseChoiceKeys, subStepKeys } from './choice-keys.ts';
import { type ChoiceMap, FilterEditor, packageList, packageMap } from './filter-editor.tsx';
import { editorCatalogue, editorDocument, IDS } from './testing/editor-fixture.ts';
import { stubTrpc } from './testing/trpc-double.ts';

function Harness({ initial, seen }: { initial: ChoiceMap | undefined; seen: (ChoiceMap | undefined)[] }) {
  const [value, setValue] = useState(initial);
  const keys = [...baseChoiceKeys(editorCatalogue()), ...subStepKeys(editorDocument())];
  return (
    <FilterEditor
      legend="Filter"
      value={value}
      keys={keys}
      path="steps.1.subSteps.0.options.data.0.filter"
      addLabel="Add a filter"
      valuesLabel="Allowed values"
      onChange={(next) => {
        seen.push(next);
        setValue(next);
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

describe('the filter editor', () => {
  it('picks a sub-step and its values from lists: names shown, values stored', () => {
    const seen: (ChoiceMap | undefined)[] = [];
    renderAdmin(<Harness initial={undefined} seen={seen} />);
    expect(screen.getByText('None.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    expect(seen.at(-1)).toEqual({ dosingLine: [] });
    fireEvent.click(screen.getByRole('combobox', { name: 'Filter: choice 1' }));
    fireEvent.click(screen.getByRole('option', { name: 'Mixhead (mixhead)' }));
    expect(seen.at(-1)).toEqual({ mixhead: [] });
    fireEvent.click(screen.getByRole('combobox', { name: 'Allowed values of Mixhead' }));
    fireEvent.click(screen.getByRole('option', { name: 'MHL 18' }));
    expect(seen.at(-1)).toEqual({ mixhead: ['mhl-18'] });
    expect(screen.getByText('Mixhead: MHL 18')).toBeTruthy();
  });

  it('offers each choice once, base choices by name with ids stored, and removes a row', () => {
    const seen: (ChoiceMap | undefined)[] = [];
    renderAdmin(<Harness initial={{ mixhead: ['mhl-12'] }} seen={seen} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add a filter' }));
    expect(seen.at(-1)).toEqual({ mixhead: ['mhl-12'], dosingLine: [] });
    fireEvent.click(screen.getByRole('combobox', { name: 'Allowed values of Dosing line' }));
    fireEvent.click(screen.getByRole('option', { name: 'HX 40' }));
    expect(seen.at(-1)).toEqual({ mixhead: ['mhl-12'], dosingLine: [IDS.lineLarge] });
    // The first row's choice list lacks the dosing line the second row already names.
    const first = screen.getByRole('combobox', { name: 'Filter: choice 1' });
    fireEvent.click(first);
    const listbox = document.getElementById(first.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(listbox).queryByRole('option', { name: 'Dosing line' })).toBeNull();
    expect(within(listbox).getByRole('option', { name: 'Country' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Mixhead from filter' }));
    expect(seen.at(-1)).toEqual({ dosingLine: [IDS.lineLarge] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Dosing line from filter' }));
    expect(seen.at(-1)).toBeUndefined();
  });

  it('keeps a value the model no longer offers visible, so it can be removed', () => {
    renderAdmin(<Harness initial={{ mixhead: ['gone'] }} seen={[]} />);
    expect(screen.getByText('Mixhead: gone')).toBeTruthy();
  });

  it("turns a package's list into the editor's map and back", () => {
    const list = [{ slug: 'cleaning', optionIds: ['flush'] }];
    expect(packageMap(list)).toEqual({ cleaning: ['flush'] });
    expect(packageList(packageMap(list))).toEqual(list);
    expect(packageList(undefined)).toBeUndefined();
  });
});
