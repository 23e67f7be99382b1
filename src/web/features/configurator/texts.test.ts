import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';

// The configurator's namespace in every locale, read at once (the page loads one locale lazily).
const FILES = import.meta.glob<Record<string, string>>('../../i18n/locales/*/configurator.ts', {
  eager: true,
  import: 'default',
});
const texts = (locale: string) => FILES[`../../i18n/locales/${locale}/configurator.ts`];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('configurator texts (namespace "configurator", nine locales)', () => {
  const english = texts('en') ?? {};

  it('has a file for every interface locale and no other', () => {
    expect(
      Object.keys(FILES)
        .map((path) => path.split('/')[4])
        .sort(),
    ).toEqual([...INTERFACE_LOCALES].sort());
  });

  for (const locale of INTERFACE_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every English key, no other, the same placeholders, translated`, () => {
      const file = texts(locale) ?? {};
      expect(Object.keys(file).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(file)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(text), `${locale} ${key}`).toEqual(placeholders(english[key] ?? ''));
      }
      // Only texts that read the same in every language (units, signs, "Link") may equal the English.
      const same = Object.keys(file).filter((key) => file[key] === english[key]);
      expect(same.length, `${locale} copies ${same.join(', ')}`).toBeLessThanOrEqual(6);
    });
  }
});
