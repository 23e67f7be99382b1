import { Button, Checkbox, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';

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
    <Popover position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns{hidden > 0 ? ` (${hidden} hidden)` : ''}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Shown columns">
          <Text size="xs" fw={700} c="dimmed">
            Shown columns
          </Text>
          {columns.map((column) => (
            <Checkbox
              key={column.id}
              label={column.header}
              checked={column.visible}
              onChange={column.toggle}
            />
          ))}
          <Button size="xs" variant="subtle" onClick={onReset} disabled={hidden === 0}>
            Show all columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
