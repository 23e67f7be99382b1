// A notice on the sign-in page (an error, the session's trouble, a mail sent), in the page's own small styles
// rather than Mantine's Alert: the page is the first of every working day and loads little.
import type { ReactNode } from 'react';
import classes from './login-page.module.css';

export function Notice({
  color,
  title,
  role,
  testId,
  code,
  children,
}: {
  color: 'red' | 'yellow' | 'green';
  title?: string;
  role: 'alert' | 'status';
  testId?: string;
  /** the error's code, for tests and support */
  code?: string;
  children: ReactNode;
}) {
  return (
    <div className={classes.alert} data-color={color} role={role} data-testid={testId} data-code={code}>
      {title && <strong className={classes.alertTitle}>{title}</strong>}
      {children}
    </div>
  );
}
