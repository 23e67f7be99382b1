// The admin area's chunk: staff pages under /admin.
import type { ComponentType } from 'react';
import { endsInDynamicSegment } from '../../../domain/navigation/menu.ts';
import { RoutePage, routeEntry } from '../route-page.tsx';

const PORTFOLIO = '/admin/product-portfolio';

/** What the admin pages will hold once their editors are built. */
export const PLANNED: Record<string, string> = {
  '/admin/user':
    'Users will be listed here with their role and status; staff can create users, reset passwords and disable accounts.',
  [`${PORTFOLIO}/machines/:machineId`]: "This machine's data, versions and availability will be edited here.",
  '/admin/configurator/foam-formulations':
    'Foam formulations will be listed and edited here: mix ratio, densities and viscosities.',
  '/admin/configurator/foam-formulations/:foamFormulationId': 'This foam formulation will be edited here.',
  '/admin/public-configurator/interface-languages':
    "The public configurator's interface languages will be switched on and off here.",
  '/admin/public-configurator/translations':
    'Every text of the public configurator will be translated here, with machine translation for missing texts.',
  '/admin/public-configurator/steps/steps':
    'The steps of each machine configurator will be ordered and edited here.',
  '/admin/public-configurator/steps/sub-steps':
    'Sub-steps, their options, filters and prices will be edited here.',
  '/admin/public-configurator/part-models':
    'Part models of the public configurator will be listed and edited here.',
  '/admin/general-information': 'Information pages will be listed here to write, edit and remove them.',
  '/admin/general-information/:pageId': 'This information page will be edited here.',
  '/admin/news': 'News articles will be listed here to write, publish and remove them.',
  '/admin/news/:articleId': 'This news article will be edited here.',
};

/** Catalogue lists without a sentence of their own: "<Title> will be listed and edited here." */
function plannedFor(path: string): string | undefined {
  if (PLANNED[path]) return PLANNED[path];
  const entry = routeEntry(path);
  const sections = (entry.children ?? []).filter((child) => !endsInDynamicSegment(child.path));
  if (path.startsWith(`${PORTFOLIO}/`) && sections.length === 0) {
    return `${entry.title} of the catalogue will be listed and edited here.`;
  }
  return undefined;
}

export function pageFor(path: string): ComponentType {
  const planned = plannedFor(path);
  return function AdminRoute() {
    return <RoutePage path={path} planned={planned} />;
  };
}
