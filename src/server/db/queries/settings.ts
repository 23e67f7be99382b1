import { inArray } from 'drizzle-orm';
import { DEFAULT_DISCOUNT_RATE_PER_OPTION } from '../../../domain/configurator/pricing.ts';
import type { Db } from '../client.ts';
import { appSettings } from '../schema/index.ts';

/**
 * The admin settings the configurator reads (app_settings rows; defaults in docs/product.md#discount and
 * #pricing).
 */
export type ConfiguratorSettings = { discountRatePerOption: number; publicPrices: boolean };

const DEFAULT_CONFIGURATOR_SETTINGS: ConfiguratorSettings = {
  discountRatePerOption: DEFAULT_DISCOUNT_RATE_PER_OPTION,
  publicPrices: true,
};

export async function loadConfiguratorSettings(db: Db): Promise<ConfiguratorSettings> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, ['discountRatePerOption', 'publicPrices']));
  const settings = { ...DEFAULT_CONFIGURATOR_SETTINGS };
  for (const { key, value } of rows) {
    // A malformed value keeps the default rather than breaking every configurator page.
    if (key === 'discountRatePerOption' && typeof value === 'number' && value >= 0 && value <= 1) {
      settings.discountRatePerOption = value;
    }
    if (key === 'publicPrices' && typeof value === 'boolean') settings.publicPrices = value;
  }
  return settings;
}
