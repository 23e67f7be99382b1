// What the paged data table and the virtualised one share: the sort button of a column header, the
// list's error with its retry, and counts written the German way (docs/product.md#numbers).
import { Alert, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './data-table.module.css';

const GERMAN = new Intl.NumberFormat('de-DE');

export const formatCount = (n: number): string => GERMAN.format(n);

/** A sortable column's header: its label, where the sort stands, and what a press does next. */
export function SortButton({
  header,
  sorted,
  onClick,
  children,
}: {
  header: string;
  sorted: false | 'asc' | 'desc';
  onClick: ((event: unknown) => void) | undefined;
  children: ReactNode;
}) {
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={onClick}
      aria-label={`${header}: sort ${
        sorted === 'asc' ? 'descending' : sorted === 'desc' ? 'by default' : 'ascending'
      }`}
    >
      {children}
      {sorted === 'asc' ? (
        <IconArrowUp size={14} aria-hidden />
      ) : sorted === 'desc' ? (
        <IconArrowDown size={14} aria-hidden />
      ) : (
        <IconArrowsSort size={14} aria-hidden className={classes.unsorted} />
      )}
    </UnstyledButton>
  );
}

/** The list's answer failed: the server's words and a way to ask again. */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The list could not be loaded">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
