import { lazy, Suspense } from 'react';

import type { LoadErrorProps } from './load-error-alert.tsx';

export type { LoadErrorProps };

// The alert and its button load when a read fails: a first load that succeeds carries neither.
const LoadErrorAlert = lazy(() => import('./load-error-alert.tsx'));

/** A read failed: what went wrong, in the visitor's language, and a way to try again (docs/product.md#ux-errors). */
export function LoadError(props: LoadErrorProps) {
  return (
    <Suspense fallback={null}>
      <LoadErrorAlert {...props} />
    </Suspense>
  );
}
