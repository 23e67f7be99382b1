// The sales login/logout toggle for a header other than the public one (the internal configurator's
// header row): a module of its own, so that the public machine page, which never shows it, does not carry
// it (the public header gets its toggle from the app, routes.tsx).
import { Suspense } from 'react';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { useSalesModeEligible } from './sales-mode-status.ts';

const SalesModeControl = lazyPage(
  'sales-mode-control',
  () => import('./sales-mode-control.tsx'),
  (m) => m.SalesModeControl,
);

/**
 * The sales login/logout toggle for a header: nothing (and no code loaded) unless the signed-in
 * user's role may use sales mode.
 */
export function SalesModeToggle() {
  const eligible = useSalesModeEligible();
  if (!eligible) return null;
  return (
    <Suspense fallback={null}>
      <SalesModeControl />
    </Suspense>
  );
}
