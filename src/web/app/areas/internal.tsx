// The internal area's chunk: its layout and every page outside /admin.
import type { ComponentType } from 'react';
import { AccountPage } from '../../features/account/account-page.tsx';
import { DashboardPage } from '../../features/dashboard/dashboard-page.tsx';
import {
  GeneralInformationListPage,
  GeneralInformationPage,
} from '../../features/general-information/general-information-pages.tsx';
import { NewsArticlePage, NewsListPage } from '../../features/news/news-pages.tsx';
import { NotFoundPage } from '../not-found-page.tsx';
import { RoutePage } from '../route-page.tsx';

export { InternalArea } from '../layout/internal-layout.tsx';
export { NotFoundPage };

const PAGES: Record<string, ComponentType> = {
  '/': DashboardPage,
  '/account': AccountPage,
  '/general-information': GeneralInformationListPage,
  '/general-information/:pageId': GeneralInformationPage,
  '/news': NewsListPage,
  '/news/:articleId': NewsArticlePage,
};

/** What later parts of Meterline will show on each page that is still empty. */
export const PLANNED: Record<string, string> = {
  '/product-portfolio/machines': 'Machines will be listed here, each with its description and versions.',
  '/product-portfolio/machines/:machineId':
    "This machine's description, versions and availability will be shown here.",
  '/product-portfolio/machine-versions':
    'Machine versions will be listed here, with their configuration possibilities.',
  '/product-portfolio/machine-versions/:machineVersionId':
    "This machine version's pumps, output range and options will be shown here.",
  '/product-portfolio/pumps': 'Pumps will be listed here.',
  '/product-portfolio/pumps/:pumpId':
    "This pump's displacement, speed range, pressure and flow in your units will be shown here.",
  '/product-portfolio/mixheads': 'Mixheads will be listed here.',
  '/product-portfolio/mixheads/:mixheadId':
    "This mixhead's series, output range and availability will be shown here.",
  '/product-portfolio/injectors': 'Injectors will be listed here.',
  '/product-portfolio/injectors/:injectorId':
    "This injector's type, material and availability will be shown here.",
  '/product-portfolio/machine-components': 'Machine components will be listed here.',
  '/product-portfolio/machine-components/:machineComponentId':
    'This machine component and the machines it fits will be shown here.',
  '/product-portfolio/pre-conditioning': 'Pre-conditioning equipment will be listed here.',
  '/product-portfolio/pre-conditioning/:preConditioningId':
    'This pre-conditioning item and the machines it fits will be shown here.',
  '/machine-configurator/machine-platform-finder':
    'The platform finder will compare machines here by application, pressure class, number of components and output range.',
  '/machine-configurator/machine-finder':
    'The machine finder will rank machine versions here for a foam formulation and a target output, in your units.',
  '/machine-configurator/configurator':
    'The machine configurator will let you configure a machine here and price it, with the sales-mode options.',
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
