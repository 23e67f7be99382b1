// The configurator's notice box, above the steps: the notices of a change or an opened code
// (notices.tsx), and why a code in the address could not be opened (configurator.tsx).
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../configurator-page.module.css';

export function Notice({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className={classes.notice} role="status" data-testid={testId}>
      {title && (
        <Text fw={700} size="sm">
          {title}
        </Text>
      )}
      {children}
    </div>
  );
}
