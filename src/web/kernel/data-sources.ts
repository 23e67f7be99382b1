// The data store's sources and their query keys (docs/product.md#data-store), apart from the store's hook
// so that the app's start can put a server-rendered dashboard's data in place (lib/signed-in-reads.ts)
// without the hook's components.
import type { Permission } from '../../domain/permissions.ts';

export type DataSourceKey = 'productPortfolio' | 'configuratorData' | 'generalInformation' | 'news';

/**
 * `permission`: only roles holding it may read the source (docs/product.md#roles: backoffice sees no prices).
 */
export const DATA_SOURCES: readonly {
  key: DataSourceKey;
  url: string;
  label: string;
  permission?: Permission;
}[] = [
  {
    key: 'productPortfolio',
    url: '/api/product-portfolio',
    label: 'product portfolio',
    permission: 'internal.read',
  },
  {
    key: 'configuratorData',
    url: '/api/configurator-data',
    label: 'configurator data',
    permission: 'internal.read',
  },
  { key: 'generalInformation', url: '/api/general-information', label: 'general information' },
  { key: 'news', url: '/api/news', label: 'news' },
];

/** A source's query key. Keyed by user: another user's cached data never shows after a change of account. */
export function dataStoreKey(key: DataSourceKey, userId: string | undefined): unknown[] {
  return ['data-store', key, userId ?? null];
}
