// The banner of docs/product.md#server-unavailable, mounted once by each area's layout beside the page
// (never around it: it appears and goes without remounting what the user is typing in).
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useOnline } from '../../kernel/online.ts';
import { useServerUnavailable } from '../../kernel/server-reachability.ts';
import classes from './server-unavailable-banner.module.css';

function BannerText() {
  const { t } = useTranslation('common');
  return (
    <p className={classes.banner} data-testid="server-unavailable">
      <span className={classes.dot} aria-hidden />
      {t('common.serverUnavailable')}
    </p>
  );
}

/**
 * The live region is always there, empty while the server answers, so that screen readers announce the
 * text when it appears. Offline, the offline notices speak instead.
 */
export function ServerUnavailableBanner({ aboveBottomBar = false }: { aboveBottomBar?: boolean }) {
  const unavailable = useServerUnavailable();
  const online = useOnline();
  return (
    <div
      role="status"
      aria-live="polite"
      className={classes.region}
      data-above-bottom-bar={aboveBottomBar || undefined}
    >
      {unavailable && online && (
        // The texts are loaded with the layout; should they not be, only the banner waits for them.
        <Suspense fallback={null}>
          <BannerText />
        </Suspense>
      )}
    </div>
  );
}
