// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { renderAdmin, stubDocumentFonts } from '../testing/admin-testing.tsx';
import { StartersEditor } from './starters-editor.tsx';
import { catalogue, draftModel, LINE_B, stubApi, stubScrollIntoView } from './testing/parts-fixtures.tsx';

beforeAll(() => {
  stubDocumentFonts();
  stubScrollIntoView();
});
beforeEach(() => stubApi({}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TWO_STARTERS: ModelDocument['starters'] = [
  { slug: 'spray', title: 'Spray foam', selection: { values: { 'hose-length': ['hose-5'] } } },
  { slug: 'casting', title: 'Casting', selection: { dosingLine: LINE_B, values: {} } },
];

function renderStarters(start: ModelDocument = draftModel({ starters: TWO_STARTERS })) {
  const seen: ModelDocument[] = [];
  function Harness() {
    const [model, setModel] = useState(start);
    return (
      <StartersEditor
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
  return { last: () => seen.at(-1) as ModelDocument };
}

const titles = () =>
  screen.getAllByTestId('starter').map((card) => within(card).getByRole('heading').textContent);

describe('StartersEditor', () => {
  it('moves a starter down and up, the focus staying on its button', () => {
    const editor = renderStarters();
    const down = screen.getByRole('button', { name: 'Move “Spray foam” down' });
    down.focus();
    fireEvent.click(down);
    expect(editor.last().starters?.map((starter) => starter.slug)).toEqual(['casting', 'spray']);
    expect(titles()).toEqual(['1. Casting', '2. Spray foam']);
    expect(document.activeElement).toBe(down);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Spray foam” up' }));
    expect(editor.last().starters?.map((starter) => starter.slug)).toEqual(['spray', 'casting']);
  });

  it('adds a starter with a slug of its own, and removing the last one leaves no starters', () => {
    const editor = renderStarters(draftModel());
    expect(screen.getByText(/No starters/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a starter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add a starter' }));
    expect(editor.last().starters?.map((starter) => starter.slug)).toEqual(['starter', 'starter-2']);
    for (const remove of screen.getAllByRole('button', { name: 'Remove “New starter”' }))
      fireEvent.click(remove);
    expect('starters' in editor.last()).toBe(false);
  });

  it('edits the title, says when a slug is taken, and drops an emptied description', () => {
    const editor = renderStarters();
    const [first] = screen.getAllByTestId('starter') as [HTMLElement];
    fireEvent.change(within(first).getByRole('textbox', { name: /Slug/ }), { target: { value: 'casting' } });
    expect(within(first).getByText('Another starter has this slug.')).toBeTruthy();
    fireEvent.change(within(first).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'For roofs' },
    });
    expect(editor.last().starters?.[0]?.description).toBe('For roofs');
    fireEvent.change(within(first).getByRole('textbox', { name: /Description/ }), { target: { value: ' ' } });
    expect(Object.keys(editor.last().starters?.[0] ?? {})).not.toContain('description');
  });

  it('adds a sub-step to a starter and takes it out again', () => {
    const editor = renderStarters();
    const [, second] = screen.getAllByTestId('starter') as [HTMLElement, HTMLElement];
    fireEvent.click(within(second).getByRole('button', { name: 'Add a sub-step' }));
    expect(editor.last().starters?.[1]?.selection.values).toEqual({ 'hose-length': [] });
    fireEvent.click(
      within(second).getByRole('button', { name: 'Take Hoses › Hose length out of “Casting”' }),
    );
    expect(editor.last().starters?.[1]?.selection).toEqual({ dosingLine: LINE_B, values: {} });
  });
});
