// The internal area's chunk: its layout and the table of its pages outside /admin, each loaded with its page.
import type { ComponentType } from 'react';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { RoutePage } from '../route-page.tsx';

export { InternalArea } from '../layout/internal-layout.tsx';
export { NotFoundPage };

// Each page's code loads with the page, not with the area: the dashboard's first load carries neither
// the portfolio's tables nor the finders' and editors' fields.
const AnalyticsPage = lazyPage(
  'internal:AnalyticsPage',
  () => import('../../features/analytics/analytics-page.tsx'),
  (m) => m.AnalyticsPage,
);
const AccountPage = lazyPage(
  'internal:AccountPage',
  () => import('../../features/account/account-page.tsx'),
  (m) => m.AccountPage,
);
const DashboardPage = lazyPage(
  'internal:DashboardPage',
  () => import('../../features/dashboard/dashboard-page.tsx'),
  (m) => m.DashboardPage,
);
const GeneralInformationListPage = lazyPage(
  'internal:GeneralInformationListPage',
  () => import('../../features/general-information/general-information-pages.tsx'),
  (m) => m.GeneralInformationListPage,
);
const GeneralInformationPage = lazyPage(
  'internal:GeneralInformationPage',
  () => import('../../features/general-information/general-information-pages.tsx'),
  (m) => m.GeneralInformationPage,
);
const MachineFinderPage = lazyPage(
  'internal:MachineFinderPage',
  () => import('../../features/machine-finder/machine-finder-page.tsx'),
  (m) => m.MachineFinderPage,
);
const NewsArticlePage = lazyPage(
  'internal:NewsArticlePage',
  () => import('../../features/news/news-pages.tsx'),
  (m) => m.NewsArticlePage,
);
const NewsListPage = lazyPage(
  'internal:NewsListPage',
  () => import('../../features/news/news-pages.tsx'),
  (m) => m.NewsListPage,
);
const PlatformFinderPage = lazyPage(
  'internal:PlatformFinderPage',
  () => import('../../features/platform-finder/platform-finder-page.tsx'),
  (m) => m.PlatformFinderPage,
);
const InjectorPage = lazyPage(
  'internal:InjectorPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.InjectorPage,
);
const InjectorsListPage = lazyPage(
  'internal:InjectorsListPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.InjectorsListPage,
);
const MachineComponentPage = lazyPage(
  'internal:MachineComponentPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.MachineComponentPage,
);
const MachineComponentsListPage = lazyPage(
  'internal:MachineComponentsListPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.MachineComponentsListPage,
);
const MixheadPage = lazyPage(
  'internal:MixheadPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.MixheadPage,
);
const MixheadsListPage = lazyPage(
  'internal:MixheadsListPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.MixheadsListPage,
);
const PreConditioningListPage = lazyPage(
  'internal:PreConditioningListPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.PreConditioningListPage,
);
const PreConditioningPage = lazyPage(
  'internal:PreConditioningPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.PreConditioningPage,
);
const PumpPage = lazyPage(
  'internal:PumpPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.PumpPage,
);
const PumpsListPage = lazyPage(
  'internal:PumpsListPage',
  () => import('../../features/portfolio/component-pages.tsx'),
  (m) => m.PumpsListPage,
);
const MachinePage = lazyPage(
  'internal:MachinePage',
  () => import('../../features/portfolio/machine-pages.tsx'),
  (m) => m.MachinePage,
);
const MachinesListPage = lazyPage(
  'internal:MachinesListPage',
  () => import('../../features/portfolio/machine-pages.tsx'),
  (m) => m.MachinesListPage,
);
const MachineVersionPage = lazyPage(
  'internal:MachineVersionPage',
  () => import('../../features/portfolio/machine-version-pages.tsx'),
  (m) => m.MachineVersionPage,
);
const MachineVersionsListPage = lazyPage(
  'internal:MachineVersionsListPage',
  () => import('../../features/portfolio/machine-version-pages.tsx'),
  (m) => m.MachineVersionsListPage,
);
const PortfolioOverviewPage = lazyPage(
  'internal:PortfolioOverviewPage',
  () => import('../../features/portfolio/overview-page.tsx'),
  (m) => m.PortfolioOverviewPage,
);

/**
 * The one configurator component (features/configurator) inside the internal layout; it loads with the
 * page, not with the area, and shares the configurator's chunk with the public page.
 */
const InternalConfiguratorPage = lazyPage(
  'internal-configurator',
  () => import('../../features/configurator/internal-configurator-page.tsx'),
  (m) => m.InternalConfiguratorPage,
);

const PAGES: Record<string, ComponentType> = {
  '/': DashboardPage,
  '/account': AccountPage,
  '/analytics': AnalyticsPage,
  '/general-information': GeneralInformationListPage,
  '/general-information/:pageId': GeneralInformationPage,
  '/news': NewsListPage,
  '/news/:articleId': NewsArticlePage,
  '/machine-configurator/configurator': InternalConfiguratorPage,
  '/machine-configurator/machine-finder': MachineFinderPage,
  '/machine-configurator/machine-platform-finder': PlatformFinderPage,
  '/product-portfolio': PortfolioOverviewPage,
  '/product-portfolio/machines': MachinesListPage,
  '/product-portfolio/machines/:machineId': MachinePage,
  '/product-portfolio/machine-versions': MachineVersionsListPage,
  '/product-portfolio/machine-versions/:machineVersionId': MachineVersionPage,
  '/product-portfolio/pumps': PumpsListPage,
  '/product-portfolio/pumps/:pumpId': PumpPage,
  '/product-portfolio/mixheads': MixheadsListPage,
  '/product-portfolio/mixheads/:mixheadId': MixheadPage,
  '/product-portfolio/injectors': InjectorsListPage,
  '/product-portfolio/injectors/:injectorId': InjectorPage,
  '/product-portfolio/machine-components': MachineComponentsListPage,
  '/product-portfolio/machine-components/:machineComponentId': MachineComponentPage,
  '/product-portfolio/pre-conditioning': PreConditioningListPage,
  '/product-portfolio/pre-conditioning/:preConditioningId': PreConditioningPage,
};

export function pageFor(path: string): ComponentType {
  const page = PAGES[path];
  if (page) return page;
  return function InternalRoute() {
    return <RoutePage path={path} />;
  };
}
