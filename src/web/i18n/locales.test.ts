import { describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../../domain/interface-locales.ts';
import { NAMESPACES } from './i18n.ts';
import type { MessageTree } from './messages.ts';

// Every namespace file of every locale, read at once (the app loads them lazily).
const FILES = import.meta.glob<MessageTree>('./locales/*/*.ts', { eager: true, import: 'default' });

function flatten(tree: MessageTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [inner, text] of flatten(value, path)) entries.set(inner, text);
  }
  return entries;
}

const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('interface texts (every text in all nine locales)', () => {
  it('has the common namespace, and every namespace file belongs to a known locale', () => {
    expect(NAMESPACES).toContain('common');
    for (const path of Object.keys(FILES)) {
      const locale = path.split('/')[2];
      expect(INTERFACE_LOCALES as readonly (string | undefined)[], path).toContain(locale);
    }
  });

  it('uses only what the text store reads: {{name}} placeholders, no plurals, nesting or formats', () => {
    for (const [path, tree] of Object.entries(FILES)) {
      for (const [key, text] of flatten(tree)) {
        expect(key, path).not.toMatch(/_(zero|one|two|few|many|other)$|_(male|female)$/);
        expect(text, `${path} ${key}`).not.toMatch(/\$t\(|\{\{[^}]*[,(][^}]*\}\}|\{\{-/);
      }
    }
  });

  for (const namespace of NAMESPACES) {
    const english = flatten(FILES[`./locales/${SOURCE_LOCALE}/${namespace}.ts`] as MessageTree);

    it(`${namespace}: English has texts`, () => {
      expect(english.size).toBeGreaterThan(0);
      for (const [key, text] of english) expect(text.trim(), key).not.toBe('');
    });

    for (const locale of INTERFACE_LOCALES.filter((l) => l !== SOURCE_LOCALE)) {
      it(`${namespace}: ${locale} has every English key, no other, each with the same placeholders`, () => {
        const file = FILES[`./locales/${locale}/${namespace}.ts`];
        expect(file, `src/web/i18n/locales/${locale}/${namespace}.ts is missing`).toBeDefined();
        const texts = flatten(file as MessageTree);
        const missing = [...english.keys()].filter((key) => !texts.has(key));
        const extra = [...texts.keys()].filter((key) => !english.has(key));
        expect({ missing, extra }).toEqual({ missing: [], extra: [] });
        for (const [key, text] of texts) {
          expect(text.trim(), `${locale} ${key}`).not.toBe('');
          expect(variables(text), `${locale} ${key}`).toEqual(variables(english.get(key) as string));
        }
      });
    }
  }

  it('catches a missing key', () => {
    const english = flatten({ a: { b: 'B', c: 'C' } });
    const other = flatten({ a: { b: 'B' } });
    expect([...english.keys()].filter((key) => !other.has(key))).toEqual(['a.c']);
  });
});
