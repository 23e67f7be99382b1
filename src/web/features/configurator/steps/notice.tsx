// The configurator's notice box: above the steps, what an opened code brought and why a code in the
// address could not be opened (configurator.tsx); floating at the bottom of the screen, what the change
// just made removed (notices.tsx), so the user sees it and its Undo wherever they are on the page.
import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../configurator-page.module.css';

export function Notice({
  title,
  children,
  testId,
  floating = false,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
  /** shown as a toast at the bottom of the screen instead of in the page's flow */
  floating?: boolean;
}) {
  return (
    <div
      className={floating ? `${classes.notice} ${classes.toast}` : classes.notice}
      role="status"
      data-testid={testId}
    >
      {title && (
        <Text fw={700} size="sm">
          {title}
        </Text>
      )}
      {children}
    </div>
  );
}
