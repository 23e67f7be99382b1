// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  lastConfigurationCodeKey,
  readLastConfigurationCode,
  writeLastConfigurationCode,
} from './last-configuration-codes.ts';
import { listLastConfigurationCodes, useLastConfigurationCodes } from './recent-configuration-codes.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('last configuration codes', () => {
  it('stores { code, savedAt } under meterline.lastConfigurationCode.<machineSlug>', () => {
    expect(lastConfigurationCodeKey('hx')).toBe('meterline.lastConfigurationCode.hx');
    const now = new Date('2026-03-15T10:20:30.000Z');
    expect(writeLastConfigurationCode('hx', '7k3m-qx9p', { now })).toBe(true);
    expect(JSON.parse(window.localStorage.getItem('meterline.lastConfigurationCode.hx') ?? '')).toEqual({
      code: '7K3MQX9P',
      savedAt: '2026-03-15T10:20:30.000Z',
    });
    expect(readLastConfigurationCode('hx')).toEqual({
      code: '7K3MQX9P',
      savedAt: '2026-03-15T10:20:30.000Z',
    });
  });

  it('keeps only the last code per machine and lists machines newest first', () => {
    writeLastConfigurationCode('hx', 'AAAA1111', { now: new Date('2026-01-01T00:00:00Z') });
    writeLastConfigurationCode('lx', 'BBBB2222', { now: new Date('2026-02-01T00:00:00Z') });
    writeLastConfigurationCode('hx', 'CCCC3333', { now: new Date('2026-03-01T00:00:00Z') });
    window.localStorage.setItem('meterline-units', '{"freq":50,"unit":"cm"}');
    expect(listLastConfigurationCodes()).toEqual([
      { machineSlug: 'hx', code: 'CCCC3333', savedAt: '2026-03-01T00:00:00.000Z' },
      { machineSlug: 'lx', code: 'BBBB2222', savedAt: '2026-02-01T00:00:00.000Z' },
    ]);
  });

  it('refuses invalid codes and ignores broken stored values', () => {
    expect(writeLastConfigurationCode('hx', 'ABCDEFGU')).toBe(false);
    expect(writeLastConfigurationCode('', 'AAAA1111')).toBe(false);
    expect(window.localStorage.length).toBe(0);
    window.localStorage.setItem(lastConfigurationCodeKey('a'), 'not json');
    window.localStorage.setItem(lastConfigurationCodeKey('b'), JSON.stringify({ code: 'AAAA1111' }));
    window.localStorage.setItem(
      lastConfigurationCodeKey('c'),
      JSON.stringify({ code: 'short', savedAt: '2026-01-01' }),
    );
    window.localStorage.setItem(lastConfigurationCodeKey('d'), JSON.stringify(['AAAA1111']));
    expect(listLastConfigurationCodes()).toEqual([]);
    expect(readLastConfigurationCode('a')).toBeNull();
  });

  it('does not throw where storage is unavailable or full', () => {
    const full = {
      ...window.localStorage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as Storage;
    expect(writeLastConfigurationCode('hx', 'AAAA1111', { storage: full })).toBe(false);
    expect(writeLastConfigurationCode('hx', 'AAAA1111', { storage: null })).toBe(false);
    expect(readLastConfigurationCode('hx', null)).toBeNull();
    expect(listLastConfigurationCodes(null)).toEqual([]);
  });

  it('re-renders readers when a code is written in this tab', () => {
    function Codes() {
      const codes = useLastConfigurationCodes();
      return <p data-testid="codes">{codes.map((c) => `${c.machineSlug}:${c.code}`).join(',')}</p>;
    }
    render(<Codes />);
    expect(screen.getByTestId('codes').textContent).toBe('');
    act(() => {
      writeLastConfigurationCode('lx', 'BBBB2222');
    });
    expect(screen.getByTestId('codes').textContent).toBe('lx:BBBB2222');
  });
});
