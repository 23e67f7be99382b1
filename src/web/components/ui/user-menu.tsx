import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useSession } from '../../kernel/session/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { useLoadedAtFirstInteraction } from '../../lib/use-loaded-at-first-interaction.ts';
import { UserMenuButton } from './user-menu-button.tsx';

// The dropdown brings Mantine's Menu, Popover and floating-ui (about 30 KB gzipped): it loads at the
// visitor's first action rather than with the page (docs/decisions/011-size-budgets-without-library-patches.md).
// The trade-fair tablet's offline status and its work (offline-status.tsx): only for a trade-fair user.
const OfflineStatus = lazyPage(
  'offline-status',
  () => import('./offline-status.tsx'),
  (module) => module.default,
);
const loadOfflineSignOut = () => import('../../lib/offline/offline-sign-out.ts');

const UserMenuDropdown = lazyPage(
  'user-menu-dropdown',
  () => import('./user-menu-dropdown.tsx'),
  (module) => module.UserMenuDropdown,
);

/**
 * The user dropdown: only for a signed-in user (docs/product.md#roles); name, e-mail, account and sign-out.
 * Its button is there at once; a press before the dropdown's code has arrived opens it when it has.
 */
export function UserMenu() {
  const session = useSession();
  const { t } = useTranslation('common');
  const location = useLocation();
  const [pressed, setPressed] = useState(false);
  // A stand-in that had the focus when the dropdown's code arrived hands it to the real button.
  const [focused, setFocused] = useState(false);
  const loaded = useLoadedAtFirstInteraction(UserMenuDropdown.preload, UserMenuDropdown.loaded(), pressed);
  const user = session.data?.user;
  if (session.status !== 'authenticated' || !user) return null;
  // On the public configurator a visitor stays on the page; the internal area goes to /login.
  const publicPage = location.pathname === '/configurator' || location.pathname.startsWith('/configurator/');
  const signOut = () =>
    void (
      user.tradeFairModeEnabled
        ? loadOfflineSignOut().then((module) =>
            module.leaveOffline((count) => window.confirm(t('common.offlineDiscardConfirm', { count }))),
          )
        : Promise.resolve(true)
    )
      .then((leave) =>
        leave
          ? session
              .signOut(publicPage ? location.pathname + location.search : '/login')
              // A fresh page, which the service worker unregistered at the sign-out no longer serves.
              .then(() => {
                if (user.tradeFairModeEnabled) window.location.reload();
              })
          : undefined,
      )
      .catch((error: unknown) =>
        showToast({
          color: 'red',
          title: 'Not signed out',
          message: error instanceof Error ? error.message : 'Signing out failed. Please try again.',
        }),
      );
  const standIn = (
    <UserMenuButton
      name={user.name}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setPressed(true)}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    />
  );
  const offline = user.tradeFairModeEnabled ? (
    <Suspense fallback={null}>
      <OfflineStatus userId={user.id} />
    </Suspense>
  ) : null;
  if (!loaded)
    return (
      <>
        {offline}
        {standIn}
      </>
    );
  return (
    <>
      {offline}
      <Suspense fallback={standIn}>
        <UserMenuDropdown user={user} onSignOut={signOut} opened={pressed} focus={focused} />
      </Suspense>
    </>
  );
}
