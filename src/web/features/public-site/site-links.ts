// The maker's own website (fictional; .example is reserved for documentation). Its legal pages live
// under a path per locale: docs/product.md#locales maps interface locales to site paths (ja → jp, es → mx, pt
// → br, …).
import { siteLocalePath } from '../../../domain/format.ts';

const MAKER_SITE = 'https://www.aldermann-dosiertechnik.example';

export type MakerPage = 'legal-notice' | 'privacy' | 'gtc';

/** A legal page of the maker's site in the locale's edition, e.g. …/jp/gtc for Japanese. */
export function makerPageUrl(page: MakerPage, locale: string): string {
  return `${MAKER_SITE}/${siteLocalePath(locale)}/${page}`;
}

/** The maker's English website. */
export const MAKER_WEBSITE_EN = `${MAKER_SITE}/en/`;

/** The maker's name as its legal pages write it. */
export const MAKER = 'Aldermann Dosiertechnik GmbH';
