// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { type ImportPreview, ImportPreviewView, previewSchema } from './import-preview.tsx';
import { renderAdmin } from './testing/admin-testing.tsx';

beforeEach(() => {
  stubFetch(serverRoutes(sessionFor('admin')));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREVIEW: ImportPreview = {
  applied: false,
  sheets: [
    {
      sheet: 'pumps',
      entity: 'pumps',
      create: 1,
      update: 1,
      delete: 0,
      unchanged: 2,
      rows: [
        {
          row: 3,
          action: 'update',
          id: '7d1c0e52-5b7e-4c36-9a51-000000000102',
          label: 'AXP 2.5',
          changes: [
            { column: 'maxPressureBar', before: 250, after: 260 },
            { column: 'useInConfigurator', before: true, after: false },
            { column: 'description', before: null, after: 'Now with a heated jacket' },
          ],
        },
        { row: 6, action: 'create', id: '7d1c0e52-5b7e-4c36-9a51-000000000199', label: 'AXP 4' },
      ],
    },
  ],
  problems: [],
  notes: [
    { sheet: 'pumps', row: 2, column: 'useInConfigurator', message: 'G2: formula, its value TRUE was used' },
    { sheet: 'pumps', row: 3, column: 'useInConfigurator', message: 'G3: formula, its value FALSE was used' },
  ],
  noteCount: 3,
};

describe('ImportPreviewView', () => {
  it('shows each changed cell with its column, old value and new value', () => {
    expect(previewSchema.parse(PREVIEW)).toEqual(PREVIEW);
    renderAdmin(<ImportPreviewView preview={PREVIEW} />);
    const rows = screen.getByRole('list', { name: 'Rows that change' }).children;
    expect([...rows].map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^updateAXP 2.5pumps, row 3/),
      'createAXP 4pumps, row 6',
    ]);
    const cells = within(screen.getByRole('list', { name: 'Changed cells' })).getAllByRole('listitem');
    expect(cells.map((cell) => cell.textContent?.replace(/\s+/g, ' '))).toEqual([
      'maxPressureBar: from 250 → to 260',
      'useInConfigurator: from TRUE → to FALSE',
      'description: from empty → to Now with a heated jacket',
    ]);
    expect(cells[0]?.querySelector('del')?.textContent).toBe('250');
    expect(cells[0]?.querySelector('ins')?.textContent).toBe('260');
    // A created row lists no cells.
    expect(screen.getAllByRole('list', { name: 'Changed cells' })).toHaveLength(1);
  });

  it('notes the formulas whose saved values were used, and how many are not listed', () => {
    renderAdmin(<ImportPreviewView preview={PREVIEW} />);
    const notes = screen.getByTestId('import-notes');
    expect(notes.textContent).toContain('3 cells held a formula: the value saved with it was used');
    expect(notes.textContent).toContain('G2: formula, its value TRUE was used');
    expect(notes.textContent).toContain('and 1 more cell');
  });

  it('folds the sheets of a workbook that do not change into one row, and lists problems by place', () => {
    const quiet = (sheet: string): ImportPreview['sheets'][number] => ({
      sheet,
      entity: sheet,
      create: 0,
      update: 0,
      delete: 0,
      unchanged: 2,
      rows: [],
    });
    renderAdmin(
      <ImportPreviewView
        preview={{
          ...PREVIEW,
          sheets: [quiet('languages'), quiet('countries'), ...PREVIEW.sheets, quiet('fuses')],
          problems: [
            {
              sheet: 'machine-versions',
              row: 5,
              column: 'polyPumpId',
              message: 'Poly pump "AXP 6" does not exist.',
            },
            { sheet: 'fuses', message: 'Cannot delete fuse "16 A".' },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('import-sheet-pumps')).toBeTruthy();
    expect(screen.queryByTestId('import-sheet-fuses')).toBeNull();
    const folded = screen.getByTestId('import-sheets-unchanged');
    expect([...folded.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '3 other sheets, no change',
      '0',
      '0',
      '0',
      '6',
    ]);
    const problems = within(screen.getByTestId('import-problems')).getAllByRole('listitem');
    expect(problems.map((problem) => problem.textContent)).toEqual([
      'machine-versions, row 5, column polyPumpIdPoly pump "AXP 6" does not exist.',
      'fusesCannot delete fuse "16 A".',
    ]);
  });
});
