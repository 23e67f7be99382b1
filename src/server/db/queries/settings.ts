import { inArray } from 'drizzle-orm';
import { DEFAULT_DISCOUNT_RATE_PER_OPTION } from '../../../domain/configurator/pricing.ts';
import type { Db } from '../client.ts';
import { appSettings } from '../schema/index.ts';

/**
 * The admin settings the configurator reads (app_settings rows; defaults in docs/product.md#discount and
 * #pricing).
 */
export type ConfiguratorSettings = {
  discountRatePerOption: number;
  publicPrices: boolean;
  /** sales' direct line, shown next to the total; null when neither is set */
  salesContact: SalesContact | null;
};
export type SalesContact = { phone: string | null; email: string | null };

const DEFAULT_CONFIGURATOR_SETTINGS: ConfiguratorSettings = {
  discountRatePerOption: DEFAULT_DISCOUNT_RATE_PER_OPTION,
  publicPrices: true,
  salesContact: null,
};

const PHONE = /^\+?[0-9 ()/.-]{5,30}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `{ phone, email }` with at least one well-formed value; anything else reads as no contact. */
function salesContactOf(value: unknown): SalesContact | null {
  if (typeof value !== 'object' || value === null) return null;
  const { phone, email } = value as Record<string, unknown>;
  const contact = {
    phone: typeof phone === 'string' && PHONE.test(phone.trim()) ? phone.trim() : null,
    email: typeof email === 'string' && EMAIL.test(email.trim()) ? email.trim() : null,
  };
  return contact.phone || contact.email ? contact : null;
}

export async function loadConfiguratorSettings(db: Db): Promise<ConfiguratorSettings> {
  const rows = await db
    .select({ key: appSettings.key, value: appSettings.value })
    .from(appSettings)
    .where(inArray(appSettings.key, ['discountRatePerOption', 'publicPrices', 'salesContact']));
  const settings = { ...DEFAULT_CONFIGURATOR_SETTINGS };
  for (const { key, value } of rows) {
    // A malformed value keeps the default rather than breaking every configurator page.
    if (key === 'discountRatePerOption' && typeof value === 'number' && value >= 0 && value <= 1) {
      settings.discountRatePerOption = value;
    }
    if (key === 'publicPrices' && typeof value === 'boolean') settings.publicPrices = value;
    if (key === 'salesContact') settings.salesContact = salesContactOf(value);
  }
  return settings;
}
