// The internal area's chunk: its layout and every page outside /admin.
import type { ComponentType } from 'react';
import { AccountPage } from '../../features/account/account-page.tsx';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import {
  GeneralInformationListPage,
  GeneralInformationPage,
} from '../../features/general-information/general-information-pages.tsx';
import { MachineFinderPage } from '../../features/machine-finder/machine-finder-page.tsx';
import { NewsArticlePage, NewsListPage } from '../../features/news/news-pages.tsx';
import { PlatformFinderPage } from '../../features/platform-finder/platform-finder-page.tsx';
import {
  InjectorPage,
  InjectorsListPage,
  MachineComponentPage,
  MachineComponentsListPage,
  MixheadPage,
  MixheadsListPage,
  PreConditioningListPage,
  PreConditioningPage,
  PumpPage,
  PumpsListPage,
} from '../../features/portfolio/component-pages.tsx';
import { MachinePage, MachinesListPage } from '../../features/portfolio/machine-pages.tsx';
import {
  MachineVersionPage,
  MachineVersionsListPage,
} from '../../features/portfolio/machine-version-pages.tsx';
import { PortfolioOverviewPage } from '../../features/portfolio/overview-page.tsx';
import { lazyPage } from '../lazy-page.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { RoutePage } from '../route-page.tsx';

export { InternalArea } from '../layout/internal-layout.tsx';
export { NotFoundPage };

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

/** What later parts of Meterline will show on each page that is still empty. */
export const PLANNED: Record<string, string> = {
  '/analytics':
    'Charts of visits, top pages, top searches, the configurator funnel per machine and option take-rates will be shown here.',
};

export function pageFor(path: string): ComponentType {
  const page = PAGES[path];
  if (page) return page;
  const planned = PLANNED[path];
  return function InternalRoute() {
    return <RoutePage path={path} planned={planned} />;
  };
}
