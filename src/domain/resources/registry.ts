// Every declared resource, by key. The admin UI renders tables and forms from these; the server
// mounts routes for each (src/server/api/admin/resource-routes.ts).
import { CATALOGUE_RESOURCES } from './catalogue.ts';
import { CONTENT_RESOURCES, USERS_RESOURCE } from './content.ts';
import { PUBLIC_CONFIGURATOR_RESOURCES } from './public-configurator.ts';
import type { ResourceDeclaration } from './types.ts';

export const RESOURCES: readonly ResourceDeclaration[] = [
  ...CATALOGUE_RESOURCES,
  ...PUBLIC_CONFIGURATOR_RESOURCES,
  ...CONTENT_RESOURCES,
  USERS_RESOURCE,
];

const BY_KEY = new Map(RESOURCES.map((resource) => [resource.key, resource]));

export function resourceOf(key: string): ResourceDeclaration | undefined {
  return BY_KEY.get(key);
}

/**
 * The entities of the product-portfolio workbook (/admin/product-portfolio, docs/product.md#routes), in sheet
 * order.
 */
export const PORTFOLIO_RESOURCES = RESOURCES.filter((resource) => resource.group === 'productPortfolio');

/** Entities with a spreadsheet (export and import). */
export const SPREADSHEET_RESOURCES = RESOURCES.filter((resource) => resource.xlsxColumns.length > 0);

export type { ResourceDeclaration } from './types.ts';
