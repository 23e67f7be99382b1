import { describe, expect, it } from 'vitest';
import { exportQuery, readFilters, reportInputOf, writeFilters } from './analytics-filters.ts';

const NOW = Date.parse('2026-11-28T15:00:00Z');

describe('analytics filters in the address', () => {
  it('defaults to the last 30 days ending today, staff left out', () => {
    expect(readFilters(new URLSearchParams(), NOW)).toEqual({
      range: '30d',
      from: '2026-10-30',
      to: '2026-11-28',
      machine: null,
      locale: null,
      includeStaff: false,
    });
  });

  it('reads a preset, chosen days, a machine, a locale and staff', () => {
    expect(readFilters(new URLSearchParams('range=7d'), NOW)).toMatchObject({
      from: '2026-11-22',
      to: '2026-11-28',
    });
    expect(
      readFilters(new URLSearchParams('from=2026-01-01&to=2026-01-31&machine=hx&locale=de&staff=1'), NOW),
    ).toEqual({
      range: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      machine: 'hx',
      locale: 'de',
      includeStaff: true,
    });
  });

  it('falls back to the default for days the report refuses', () => {
    for (const query of [
      'from=2026-02-01&to=2026-01-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-13-01&to=2026-13-02',
      'range=2y',
    ])
      expect(readFilters(new URLSearchParams(query), NOW)).toMatchObject({
        range: '30d',
        from: '2026-10-30',
      });
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    const read = readFilters(
      new URLSearchParams('from=2026-01-01&to=2026-01-31&machine=hx&staff=1&tab=x'),
      NOW,
    );
    expect(writeFilters(new URLSearchParams('tab=x&range=7d'), read).toString()).toBe(
      'tab=x&from=2026-01-01&to=2026-01-31&machine=hx&staff=1',
    );
    expect(
      writeFilters(new URLSearchParams('machine=hx'), readFilters(new URLSearchParams(), NOW)).toString(),
    ).toBe('');
    expect(writeFilters(new URLSearchParams(), { ...read, range: '90d' }).toString()).toBe(
      'range=90d&machine=hx&staff=1',
    );
  });

  it('gives the report and the export the same period and filter', () => {
    const filters = readFilters(new URLSearchParams('range=7d&locale=ja'), NOW);
    expect(reportInputOf(filters)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      locale: 'ja',
      includeStaff: false,
    });
    expect(exportQuery(filters)).toBe('from=2026-11-22&to=2026-11-28&locale=ja');
  });
});
