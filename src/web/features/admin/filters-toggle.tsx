import { Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';

/** The button that shows or hides an admin list's filters, with how many are set. */
export function FiltersToggle(props: {
  open: boolean;
  onToggle: () => void;
  controls: string;
  active: number;
}) {
  return (
    <Button
      variant={props.open ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden />}
      onClick={props.onToggle}
      aria-expanded={props.open}
      aria-controls={props.controls}
    >
      Filters{props.active > 0 ? ` (${props.active})` : ''}
    </Button>
  );
}
