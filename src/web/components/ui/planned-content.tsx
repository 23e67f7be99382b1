import { EmptyState } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An honest empty state: says what this place will hold, not that something is "coming soon". */
export function PlannedContent({
  title = 'Nothing here yet',
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  return (
    <EmptyState
      py="xl"
      withIndicatorBackground
      icon={<IconHourglassEmpty />}
      title={title}
      description={children}
      data-testid="empty-state"
    />
  );
}
