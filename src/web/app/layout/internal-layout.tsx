import { AppShell, Burger, UnstyledButton } from '@mantine/core';
import { useClickOutside, useDisclosure, useHotkeys, useMediaQuery, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { endsInDynamicSegment, pageTitle, visibleMenu } from '../../../domain/navigation/menu.ts';
import { NAVIGATION, PRODUCT_NAME } from '../../../domain/navigation/table.ts';
import type { PageItem } from '../../../domain/navigation/types.ts';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { ServerUnavailableBanner } from '../../components/ui/server-unavailable-banner.tsx';
import { UserMenu } from '../../components/ui/user-menu.tsx';
import { useDataStore, useDataStoreEffects } from '../../kernel/data-store.tsx';
import { ForbiddenPage } from '../../kernel/forbidden-page.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useServerUnavailable } from '../../kernel/server-reachability.ts';
import { useSession } from '../../kernel/session/session.tsx';
import { useAppInfo } from '../../kernel/use-app-info.ts';
import { loginPathFor } from '../../lib/callback-url.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { ItemNameContext, type ReportItemName } from '../../lib/item-name.ts';
import { canOpen, matchEntry, titlesForPath } from '../../lib/route-match.ts';
import classes from './layout.module.css';
import { PageBreadcrumbs } from './page-breadcrumbs.tsx';
import { Sidebar } from './sidebar.tsx';
import { SyncIndicator } from './sync-indicator.tsx';

// The search (its modal, its index and the fields it draws) loads when it is first opened: most visits
// never open it, and a modal brings Mantine's overlay, portal and focus trap.
const SearchModal = lazyPage(
  'search-modal',
  () => import('../../features/search/search-modal.tsx'),
  (m) => m.SearchModal,
);

/** Layout sizes (docs/product.md#constants). */
const LAYOUT = { headerHeight: 68, ribbonHeight: 20, sidebarWidth: 280, breakpoint: 1030 } as const;

/** The internal area: a session is required; without one the visitor goes to /login and comes back. */
export function InternalArea() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <FullScreenLoader label="Checking your session" />;
  if (session.status === 'unauthenticated') {
    const target = session.signedOut ? '/login' : loginPathFor(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  return <InternalLayout />;
}

function InternalLayout() {
  const session = useSession();
  const user = session.data?.user;
  const { pathname } = useLocation();
  const appInfo = useAppInfo();
  const appEnv = appInfo.data?.appEnv;
  const productName = appInfo.data?.productName ?? PRODUCT_NAME;
  const ribbon = appInfo.isSuccess && appEnv !== 'production';

  const store = useDataStore();
  useDataStoreEffects(store);
  const serverUnavailable = useServerUnavailable();

  const [opened, { toggle, close }] = useDisclosure(false);
  const [searchOpened, search] = useDisclosure(false);
  const [searchUsed, setSearchUsed] = useState(false);
  const wide = useMediaQuery(`(min-width: ${LAYOUT.breakpoint / 16}em)`);
  const os = useOs();
  const hint = os === 'macos' || os === 'ios' ? '⌘ + K' : 'Ctrl + K';

  // Outside click closes the collapsed sidebar; the burger toggles it itself.
  const [navbar, setNavbar] = useState<HTMLElement | null>(null);
  const [burger, setBurger] = useState<HTMLButtonElement | null>(null);
  useClickOutside(close, null, [navbar, burger], opened && !wide);
  useEffect(() => {
    if (wide) close();
  }, [wide, close]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the collapsed sidebar.
  useEffect(() => close(), [pathname, close]);

  const openSearch = () => {
    close();
    setSearchUsed(true);
    search.open();
  };
  useHotkeys([['mod+K', openSearch]], []);

  const menu = useMemo(() => visibleMenu(NAVIGATION, user, { appEnv }), [user, appEnv]);

  const titles = useMemo(() => titlesForPath(pathname), [pathname]);
  // Page flags (docs/product.md#layout) of the navigation table.
  const flags = matchEntry(pathname);

  // The one item the page shows, as it names it (lib/item-name.ts). A name counts only on the path it
  // was given for, so the next page never shows the last one's item while it loads.
  const [named, setNamed] = useState<{ pathname: string; name: string } | null>(null);
  const reportItemName = useCallback<ReportItemName>(
    (name) => {
      const mine = { pathname, name };
      setNamed(mine);
      return () => setNamed((current) => (current === mine ? null : current));
    },
    [pathname],
  );
  const item = useMemo<PageItem | undefined>(
    () =>
      named?.pathname === pathname
        ? { name: named.name, inPath: flags !== undefined && endsInDynamicSegment(flags.path) }
        : undefined,
    [named, pathname, flags],
  );

  // Through the hook the public pages use: a server-rendered dashboard's HTML comes with its title.
  useDocumentTitle(pageTitle(pathname, titles, productName, item));

  // The menu only hides; a typed URL to a page of another role shows why it is not there.
  const allowed = canOpen(pathname, user?.role);

  if (!user) return null;
  return (
    <AppShell
      header={{ height: LAYOUT.headerHeight + (ribbon ? LAYOUT.ribbonHeight : 0) }}
      navbar={{ width: LAYOUT.sidebarWidth, breakpoint: LAYOUT.breakpoint, collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header
        className={classes.header}
        withBorder={false}
        data-no-header-shadow={flags?.noHeaderShadow || undefined}
      >
        <div className={classes.bar} data-testid="header-bar">
          <div className={classes.start}>
            <SyncIndicator
              state={serverUnavailable ? 'unavailable' : store.state}
              onRefresh={() => void store.refetch()}
            />
          </div>
          <UnstyledButton className={classes.search} onClick={openSearch} aria-label={`Search (${hint})`}>
            <IconSearch size={16} aria-hidden />
            <span className={classes.searchLabel}>Search</span>
            <span className={classes.hint} data-testid="search-hint">
              {hint}
            </span>
          </UnstyledButton>
          <div className={classes.end}>
            <UserMenu />
            <Link to="/" aria-label={`${productName} home`} className={classes.logo}>
              <span className={classes.logoFull}>
                <Logo size={30} />
              </span>
              <span className={classes.logoMark}>
                <Logo size={30} compact />
              </span>
            </Link>
            <Burger
              ref={setBurger}
              className={classes.burger}
              opened={opened}
              onClick={toggle}
              size="sm"
              aria-label={opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={opened}
              aria-controls="sidebar"
            />
          </div>
        </div>
        {ribbon && (
          <div className={classes.ribbon} data-testid="dev-ribbon">
            DEVELOPMENT
          </div>
        )}
      </AppShell.Header>

      {opened && !wide && <div className={classes.overlay} aria-hidden="true" />}

      <AppShell.Navbar
        ref={setNavbar}
        id="sidebar"
        className={classes.navbar}
        aria-label="Main navigation"
        data-opened={opened || undefined}
      >
        <Sidebar entries={menu} userName={user.name} onNavigate={close} />
      </AppShell.Navbar>

      <AppShell.Main className={classes.main} data-no-scroll={flags?.noScroll || undefined}>
        <PageBreadcrumbs pathname={pathname} titles={titles} item={item} />
        <ItemNameContext.Provider value={reportItemName}>
          {allowed ? <Outlet /> : <ForbiddenPage />}
        </ItemNameContext.Provider>
      </AppShell.Main>

      <ServerUnavailableBanner />

      {searchUsed && (
        <Suspense fallback={null}>
          <SearchModal opened={searchOpened} onClose={search.close} />
        </Suspense>
      )}
    </AppShell>
  );
}
