import { Button, Menu } from '@mantine/core';
import { IconColumns, IconSquare, IconSquareCheck } from '@tabler/icons-react';

export type VisibilityColumn = { id: string; header: string; visible: boolean; toggle: () => void };

/** "Columns": a checkbox per column that may be hidden, and a way back to all of them. */
export function ColumnVisibilityMenu({
  columns,
  onReset,
}: {
  columns: VisibilityColumn[];
  onReset: () => void;
}) {
  if (columns.length === 0) return null;
  const hidden = columns.filter((column) => !column.visible).length;
  return (
    <Menu closeOnItemClick={false} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns{hidden > 0 ? ` (${hidden} hidden)` : ''}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Show columns</Menu.Label>
        {columns.map((column) => (
          <Menu.Item
            key={column.id}
            onClick={column.toggle}
            role="menuitemcheckbox"
            aria-checked={column.visible}
            leftSection={
              column.visible ? (
                <IconSquareCheck size={18} aria-hidden />
              ) : (
                <IconSquare size={18} aria-hidden />
              )
            }
          >
            {column.header}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onReset} disabled={hidden === 0}>
          Show all columns
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
