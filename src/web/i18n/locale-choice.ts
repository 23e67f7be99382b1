// Which interface locale a visitor sees (docs/product.md#locales): the stored choice, else the browser's
// language when it is one of ours, else English.
import type { InterfaceLocale } from '../../domain/format.ts';
import { INTERFACE_LOCALES, isInterfaceLocale, SOURCE_LOCALE } from '../../domain/interface-locales.ts';

/** docs/product.md#locales: cookie CONFIGURATOR_SELECTED_LOCALE, path /, max age 31536000 s. */
export const LOCALE_COOKIE = { name: 'CONFIGURATOR_SELECTED_LOCALE', path: '/', maxAgeSeconds: 31_536_000 };

/** The locale stored in a Cookie header or `document.cookie`, when it is a valid one. */
export function localeFromCookie(cookie: string): InterfaceLocale | undefined {
  for (const part of cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name !== LOCALE_COOKIE.name) continue;
    const locale = value.join('=').trim().toLowerCase();
    if (isInterfaceLocale(locale)) return locale;
  }
  return undefined;
}

/** The Set-Cookie value that stores the choice for a year on the whole site. */
export function localeCookie(locale: InterfaceLocale, secure: boolean): string {
  const { name, path, maxAgeSeconds } = LOCALE_COOKIE;
  return `${name}=${locale}; path=${path}; max-age=${maxAgeSeconds}; samesite=lax${secure ? '; secure' : ''}`;
}

/** The first browser language (e.g. "pt-BR", "zh-Hant-TW") whose language is enabled, else English. */
export function localeFromLanguages(
  languages: readonly string[],
  enabled: readonly InterfaceLocale[] = INTERFACE_LOCALES,
): InterfaceLocale {
  for (const tag of languages) {
    const language = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isInterfaceLocale(language) && enabled.includes(language)) return language;
  }
  return SOURCE_LOCALE;
}

/** The browser's languages, most wanted first. */
function browserLanguages(): readonly string[] {
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/** What a page load starts in: the stored choice, else the browser's languages. */
export function initialLocale(): InterfaceLocale {
  if (typeof document === 'undefined') return SOURCE_LOCALE;
  return localeFromCookie(document.cookie) ?? localeFromLanguages(browserLanguages());
}

/**
 * What replaces a locale an admin switched off (docs/product.md#locales), as the server's render of a
 * public page decides it (app/server-render.tsx): a stored choice that is off gives English, and the
 * cookie is corrected (`store`); without one, the browser's first language that is on, and no cookie.
 */
export function enabledLocaleChoice(
  enabled: readonly InterfaceLocale[],
  visitor: { cookie: string; languages: readonly string[] } = {
    cookie: document.cookie,
    languages: browserLanguages(),
  },
): { locale: InterfaceLocale; store: boolean } {
  const stored = localeFromCookie(visitor.cookie);
  if (stored !== undefined) {
    return enabled.includes(stored)
      ? { locale: stored, store: false }
      : { locale: SOURCE_LOCALE, store: true };
  }
  return { locale: localeFromLanguages(visitor.languages, enabled), store: false };
}

export function storeLocale(locale: InterfaceLocale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
