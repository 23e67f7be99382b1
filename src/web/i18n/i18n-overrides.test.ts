import { describe, expect, it } from 'vitest';
import { createI18n, laidOver } from './i18n.ts';

describe('interface texts changed on the translations page', () => {
  it('are laid over the built ones, key by key; a key the build lacks is dropped', () => {
    const built = { a: 'A', group: { b: 'B', c: 'C' } };
    expect(laidOver(built, { group: { b: 'Bee', x: 'X' }, y: 'Y' })).toEqual({
      a: 'A',
      group: { b: 'Bee', c: 'C' },
    });
    expect(laidOver(built, undefined)).toBe(built);
  });

  it('show in place of the built text, and a failed read leaves the built texts', async () => {
    const changed = createI18n('de', {
      overrides: async () => ({ quote: { pdfTitle: 'Ihr Angebot als PDF' } }),
    });
    await changed.loadNamespaces(['quote']);
    expect(changed.getFixedT('de', 'quote')('pdfTitle')).toBe('Ihr Angebot als PDF');
    expect(changed.getFixedT('de', 'quote')('pdfDownload')).toBe('PDF-Angebot herunterladen');

    const failing = createI18n('de', { overrides: () => Promise.reject(new Error('offline')) });
    await failing.loadNamespaces(['quote']);
    expect(failing.getFixedT('de', 'quote')('pdfTitle')).toBe('Angebot als PDF');
  });
});
