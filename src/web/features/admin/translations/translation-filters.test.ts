import { describe, expect, it } from 'vitest';
import { listFilter, readFilters, translationsHref, writeFilters } from './translation-filters.ts';

describe('the translations page address', () => {
  it('reads machine, language, state and search, leaving out what the list cannot take', () => {
    expect(readFilters(new URLSearchParams('machine=HX&locale=ko&state=missing&q=%20hose%20'))).toEqual({
      machine: 'hx',
      locale: 'ko',
      state: 'missing',
      q: 'hose',
    });
    expect(readFilters(new URLSearchParams('machine=../x&locale=en&state=done&q='))).toEqual({});
  });

  it('writes the filters and keeps the other parameters; the list filter has no search', () => {
    const params = writeFilters(new URLSearchParams('tab=glossary&state=machine'), {
      locale: 'de',
      q: 'Schlauch',
    });
    expect(params.toString()).toBe('tab=glossary&locale=de&q=Schlauch');
    expect(listFilter({ machine: 'hx', locale: 'de', q: 'x' })).toEqual({ machine: 'hx', locale: 'de' });
  });

  it('links to a filtered view, e.g. from the model check', () => {
    expect(translationsHref({ machine: 'hx', locale: 'de', state: 'missing' })).toBe(
      '/admin/public-configurator/translations?machine=hx&locale=de&state=missing',
    );
    expect(translationsHref({})).toBe('/admin/public-configurator/translations');
  });
});
