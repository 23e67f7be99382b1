import { Suspense } from 'react';
import { lazyPage } from '../../kernel/lazy-page.tsx';

import type { LoadErrorProps } from './load-error-alert.tsx';

export type { LoadErrorProps };

// The alert and its button load when a read fails: a first load that succeeds carries neither.
const LoadErrorAlert = lazyPage(
  'load-error-alert',
  () => import('./load-error-alert.tsx'),
  (m) => m.default,
);

/** A read failed: what went wrong, in the visitor's language, and a way to try again (docs/product.md#ux-errors). */
export function LoadError(props: LoadErrorProps) {
  return (
    <Suspense fallback={null}>
      <LoadErrorAlert {...props} />
    </Suspense>
  );
}
