import { type ComponentType, Suspense, useState } from 'react';
import { can } from '../../../domain/permissions.ts';
import { Logo } from '../../components/ui/logo.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useSession } from '../../kernel/session/session.tsx';
import classes from './header.module.css';
import { LanguageSelector } from './language-selector.tsx';
import { loadGeneralNotes, SiteMenu } from './site-menu.tsx';

const GeneralNotesModal = lazyPage('general-notes-modal', loadGeneralNotes, (m) => m.default);
// Only a signed-in visitor has a user menu (docs/product.md#roles), so only they load it and its floating
// dropdown.
const UserMenu = lazyPage(
  'user-menu',
  () => import('../../components/ui/user-menu.tsx'),
  (m) => m.UserMenu,
);

export type PublicHeaderProps = {
  /**
   * The sales login/logout toggle (docs/product.md#sales-mode), given by the app (features/configurator owns
   * it). Rendered, and so loaded, only for a signed-in user whose role may use sales mode.
   */
  salesControl?: ComponentType;
};

/**
 * The public header (docs/product.md#layout): 88 high with an 8 px red bottom border; the logo (a small mark
 * on very small screens), the menu, the language selector, the sales login/logout toggle for sales users and
 * the user menu when signed in.
 */
export function PublicHeader({ salesControl: SalesControl }: PublicHeaderProps = {}) {
  const { t } = useTranslation('common');
  const session = useSession();
  const salesUser = session.status === 'authenticated' && can(session.data?.user.role, 'salesMode.use');
  const [notesOpened, setNotesOpened] = useState(false);
  const [notesLoaded, setNotesLoaded] = useState(false);

  return (
    <header className={classes.header} data-testid="configurator-header">
      <div className={classes.start}>
        <Link to="/configurator" aria-label={t('header.homeLink')} className={classes.logo}>
          <span className={classes.logoFull}>
            <Logo size={36} />
          </span>
          <span className={classes.logoMark}>
            <Logo size={32} compact />
          </span>
        </Link>
        <SiteMenu
          onGeneralNotes={() => {
            setNotesLoaded(true);
            setNotesOpened(true);
          }}
        />
      </div>
      <div className={classes.end}>
        <LanguageSelector />
        {salesUser && SalesControl && (
          <Suspense fallback={null}>
            <SalesControl />
          </Suspense>
        )}
        {session.status === 'authenticated' && (
          <Suspense fallback={<span className={classes.avatarSpace} />}>
            <UserMenu />
          </Suspense>
        )}
      </div>
      {notesLoaded && (
        <Suspense fallback={null}>
          <GeneralNotesModal
            opened={notesOpened}
            onClose={() => {
              setNotesOpened(false);
              // The menu item that opened the notes closed with the menu: the menu's button takes the
              // focus back, rather than the page (WCAG 2.4.3).
              document.querySelector<HTMLButtonElement>('button[aria-controls="site-menu"]')?.focus();
            }}
          />
        </Suspense>
      )}
    </header>
  );
}
