import { describe, expect, it } from 'vitest';
import {
  enabledLocaleChoice,
  LOCALE_COOKIE,
  localeCookie,
  localeFromCookie,
  localeFromLanguages,
} from './locale-choice.ts';

describe('locale choice', () => {
  it('stores the choice for a year on the whole site', () => {
    expect(LOCALE_COOKIE).toEqual({
      name: 'CONFIGURATOR_SELECTED_LOCALE',
      path: '/',
      maxAgeSeconds: 31536000,
    });
    expect(localeCookie('ja', false)).toBe(
      'CONFIGURATOR_SELECTED_LOCALE=ja; path=/; max-age=31536000; samesite=lax',
    );
    expect(localeCookie('de', true)).toMatch(/; secure$/);
  });

  it('reads a valid locale from the cookies and ignores anything else', () => {
    expect(localeFromCookie('a=1; CONFIGURATOR_SELECTED_LOCALE=de; b=2')).toBe('de');
    expect(localeFromCookie('CONFIGURATOR_SELECTED_LOCALE=KO')).toBe('ko');
    expect(localeFromCookie('CONFIGURATOR_SELECTED_LOCALE=fr')).toBeUndefined();
    expect(localeFromCookie('CONFIGURATOR_SELECTED_LOCALE=')).toBeUndefined();
    expect(localeFromCookie('')).toBeUndefined();
  });

  it("takes the browser's first enabled language, else English", () => {
    expect(localeFromLanguages(['ja-JP', 'en-US'])).toBe('ja');
    expect(localeFromLanguages(['fr-FR', 'pt-BR'])).toBe('pt');
    expect(localeFromLanguages(['zh-Hant-TW'])).toBe('zh');
    expect(localeFromLanguages(['fr-FR', 'nl'])).toBe('en');
    expect(localeFromLanguages(['ja'], ['en', 'de'])).toBe('en');
    expect(localeFromLanguages([])).toBe('en');
  });

  it('replaces a locale that is switched off: a stored choice by English with the cookie corrected, else by a browser language', () => {
    const enabled = ['en', 'it', 'ja'] as const;
    const visitor = (cookie: string, languages: string[] = []) => ({ cookie, languages });
    expect(enabledLocaleChoice(enabled, visitor('CONFIGURATOR_SELECTED_LOCALE=de', ['ja']))).toEqual({
      locale: 'en',
      store: true,
    });
    expect(enabledLocaleChoice(enabled, visitor('CONFIGURATOR_SELECTED_LOCALE=it', ['ja']))).toEqual({
      locale: 'it',
      store: false,
    });
    // Without a stored choice nothing is written: the browser's first language that is on.
    expect(enabledLocaleChoice(enabled, visitor('', ['de-DE', 'ja-JP']))).toEqual({
      locale: 'ja',
      store: false,
    });
    expect(enabledLocaleChoice(enabled, visitor('', ['de-DE']))).toEqual({ locale: 'en', store: false });
  });
});
