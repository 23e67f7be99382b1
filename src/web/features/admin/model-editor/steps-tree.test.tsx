// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { renderAdmin } from '../testing/admin-testing.tsx';
import { ConfirmRemoveProvider } from './confirm-remove.tsx';
import { addSubStep, applyLayout, removeStep, updateOption } from './model-edits.ts';
import { StepsTree, type TreeActions, type TreeSelection } from './steps-tree.tsx';
import { editorDocument } from './testing/editor-fixture.ts';
import { stubTrpc } from './testing/trpc-double.ts';

// Which rows render: every sortable row calls useSortable once per render.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@dnd-kit/sortable')>();
  return {
    ...actual,
    useSortable: (args: Parameters<typeof actual.useSortable>[0]) => {
      rendered.push(String(args.id));
      return actual.useSortable(args);
    },
  };
});

function Harness() {
  const [doc, setDoc] = useState<ModelDocument>(editorDocument);
  const [selection, setSelection] = useState<TreeSelection>(null);
  const actions = useMemo<TreeActions>(
    () => ({
      layout: (next) => setDoc((current) => applyLayout(current, next)),
      select: setSelection,
      addStep: () => undefined,
      removeStep: (index) => setDoc((current) => removeStep(current, index)),
      addSubStep: (index) => setDoc((current) => addSubStep(current, index)),
      removeSubStep: () => undefined,
    }),
    [],
  );
  return (
    <ConfirmRemoveProvider>
      <button
        type="button"
        onClick={() =>
          setDoc((current) =>
            updateOption(current, { step: 1, subStep: 0 }, 1, (option) => ({
              ...option,
              label: `${option.label}!`,
            })),
          )
        }
      >
        Type in an option
      </button>
      <StepsTree doc={doc} selection={selection} bySubStep={new Map()} actions={actions} />
    </ConfirmRemoveProvider>
  );
}

beforeEach(() => {
  stubTrpc({});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the steps tree', () => {
  it('renders again only the step whose option changed, not the whole tree', () => {
    renderAdmin(<Harness />);
    expect(rendered).toEqual(
      expect.arrayContaining(['step:mixing', 'sub:mixhead', 'step:hoses', 'sub:hose-length']),
    );
    rendered.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Type in an option' }));
    expect(rendered.length).toBeGreaterThan(0);
    expect(new Set(rendered)).toEqual(new Set(['step:hoses', 'sub:hose-length']));
  });

  it('gives every row a handle named for the keyboard, and asks before removing a step', () => {
    renderAdmin(<Harness />);
    const handle = screen.getByRole('button', { name: 'Move step Mixing' });
    expect(handle.getAttribute('aria-roledescription')).toBe('sortable');
    expect(screen.getByRole('button', { name: 'Move sub-step Cleaning' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove step Mixing' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove step "Mixing"?' });
    expect(within(dialog).getByText(/with its 2 sub-steps/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Move step Mixing' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove step Mixing' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('button', { name: 'Move step Mixing' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Sub-steps of Hoses' })).toBeTruthy();
  });
});
