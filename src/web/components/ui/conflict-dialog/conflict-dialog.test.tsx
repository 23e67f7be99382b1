// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConflictDialog } from './conflict-dialog.tsx';

afterEach(cleanup);

function open(overrides: Partial<Parameters<typeof ConflictDialog>[0]> = {}) {
  const handlers = { onReload: vi.fn(), onOverwrite: vi.fn(), onClose: vi.fn() };
  render(
    <MantineProvider env="test">
      <ConflictDialog
        opened
        subject='pump "AXP 12"'
        rows={[
          { key: 'name', label: 'Name', theirs: 'AXP 12 HP', yours: 'AXP 12 S' },
          { key: 'maxRpm', label: 'Maximum speed', theirs: '1.800 rpm', yours: '1.500 rpm' },
        ]}
        sameCount={7}
        {...handlers}
        {...overrides}
      />
    </MantineProvider>,
  );
  return handlers;
}

describe('ConflictDialog', () => {
  it('lays their version against yours, field by field', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Someone else changed pump "AXP 12"' });
    const table = within(dialog).getByRole('table', { name: 'Their version against yours' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows[1]).toBe('NameAXP 12 HPAXP 12 S');
    expect(rows[2]).toBe('Maximum speed1.800 rpm1.500 rpm');
    expect(within(dialog).getByText('7 other fields are the same in both versions.')).toBeTruthy();
  });

  it('offers reload, overwrite and going back to editing', () => {
    const handlers = open();
    fireEvent.click(screen.getByRole('button', { name: 'Reload their version' }));
    expect(handlers.onReload).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Overwrite with mine' }));
    expect(handlers.onOverwrite).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(handlers.onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when both versions hold the same values', () => {
    open({ rows: [], sameCount: 0, message: 'Version 3 was saved meanwhile.' });
    expect(screen.getByText('Version 3 was saved meanwhile.')).toBeTruthy();
    expect(screen.getByText('Your values are the same as theirs; saving again keeps them.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('blocks the buttons while the overwrite is on its way', () => {
    open({ busy: true });
    expect(screen.getByRole('button', { name: 'Reload their version' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Keep editing' }).hasAttribute('disabled')).toBe(true);
  });
});
