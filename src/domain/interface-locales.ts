// The nine interface locales of the public configurator, in menu order (docs/product.md#locales). English is
// the source language every other text falls back to.
import type { InterfaceLocale } from './format.ts';

export const INTERFACE_LOCALES = [
  'en',
  'de',
  'it',
  'ja',
  'es',
  'pt',
  'cs',
  'zh',
  'ko',
] as const satisfies readonly InterfaceLocale[];

export const SOURCE_LOCALE = 'en' satisfies InterfaceLocale;

export function isInterfaceLocale(value: unknown): value is InterfaceLocale {
  return typeof value === 'string' && (INTERFACE_LOCALES as readonly string[]).includes(value);
}

/** Navigation data keys language names by upper-case locale code (docs/product.md#locales). */
export function localeKey(locale: InterfaceLocale): Uppercase<InterfaceLocale> {
  return locale.toUpperCase() as Uppercase<InterfaceLocale>;
}
