// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  localConfigurationKey,
  parseLocalConfiguration,
  readLocalConfiguration,
  writeLocalConfiguration,
} from './local-configuration.ts';

const selection = { dosingLine: 'ml-20', country: 'DE', dayTank: 'dt-60', values: { mixhead: ['mh-18'] } };

beforeEach(() => window.localStorage.clear());

describe('the configuration kept in this browser', () => {
  it('is kept per machine under meterline.configurator.<slug> and read back', () => {
    writeLocalConfiguration('ml', selection, new Date('2026-03-01T10:00:00Z'));
    expect(JSON.parse(window.localStorage.getItem('meterline.configurator.ml') ?? '')).toEqual({
      selection,
      savedAt: '2026-03-01T10:00:00.000Z',
    });
    expect(readLocalConfiguration('ml')).toEqual(selection);
    expect(readLocalConfiguration('other')).toBeNull();
    expect(localConfigurationKey('hx')).toBe('meterline.configurator.hx');
  });

  it('ignores what is not a selection, and keeps only lists of texts', () => {
    for (const raw of ['', 'nope', '{}', '{"selection":3}', '{"selection":{"dosingLine":1}}', 'null']) {
      expect(parseLocalConfiguration(raw), raw).toBeNull();
    }
    const odd = JSON.stringify({
      selection: { ...selection, values: { mixhead: ['mh-18'], boom: 'x', notes: [1], empty: [] } },
    });
    expect(parseLocalConfiguration(odd)?.values).toEqual({ mixhead: ['mh-18'] });
    const proto =
      '{"selection":{"dosingLine":"a","country":"DE","dayTank":"b","values":{"__proto__":["x"]}}}';
    expect(parseLocalConfiguration(proto)?.values).toEqual({});
  });
});
