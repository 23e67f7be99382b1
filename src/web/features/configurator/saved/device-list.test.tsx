// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DEVICE_LIST_KEY,
  keepOnDevice,
  MAX_DEVICE_ENTRIES,
  parseDeviceList,
  readDeviceList,
  removeFromDevice,
  renameOnDevice,
  useDeviceList,
} from './device-list.ts';

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

const at = (day: number) => new Date(Date.UTC(2026, 2, day, 9, 30));
const stored = () => JSON.parse(window.localStorage.getItem(DEVICE_LIST_KEY) ?? 'null');

describe('the device list of saved configurations', () => {
  it('keeps a save at the top with its name, machine, total and date under one key', () => {
    expect(
      keepOnDevice(
        {
          code: '7k3m-qx9p',
          slug: 'hx',
          machine: 'HX',
          name: ' Line 2 ',
          total: { cents: 6_450_000, from: false },
        },
        { now: at(1) },
      ),
    ).toBe(true);
    keepOnDevice({ code: 'AAAA1111', slug: 'lx', machine: 'LX', name: null, total: null }, { now: at(2) });
    expect(stored()).toEqual([
      { code: 'AAAA1111', slug: 'lx', machine: 'LX', name: null, total: null, savedAt: at(2).toISOString() },
      {
        code: '7K3MQX9P',
        slug: 'hx',
        machine: 'HX',
        name: 'Line 2',
        total: { cents: 6_450_000, from: false },
        savedAt: at(1).toISOString(),
      },
    ]);
  });

  it('a code saved again moves up, keeps its name unless a new one is given, and is listed once', () => {
    keepOnDevice(
      { code: 'AAAA1111', slug: 'hx', name: 'First', total: { cents: 100, from: true } },
      { now: at(1) },
    );
    keepOnDevice({ code: 'BBBB2222', slug: 'hx' }, { now: at(2) });
    keepOnDevice({ code: 'AAAA1111', slug: 'hx' }, { now: at(3) });
    expect(readDeviceList().map((entry) => [entry.code, entry.name, entry.total])).toEqual([
      ['AAAA1111', 'First', { cents: 100, from: true }],
      ['BBBB2222', null, null],
    ]);
    keepOnDevice({ code: 'AAAA1111', slug: 'hx', name: 'Second', total: null }, { now: at(4) });
    expect(readDeviceList()[0]).toMatchObject({ name: 'Second', total: null });
  });

  it(`holds the newest ${MAX_DEVICE_ENTRIES} entries`, () => {
    const many = Array.from({ length: MAX_DEVICE_ENTRIES }, (_, i) => ({
      code: `AAAA${String(i).padStart(4, '0')}`,
      slug: 'hx',
      savedAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
    }));
    window.localStorage.setItem(DEVICE_LIST_KEY, JSON.stringify(many));
    keepOnDevice({ code: 'ZZZZ9999', slug: 'hx' }, { now: at(1) });
    const list = readDeviceList();
    expect(list).toHaveLength(MAX_DEVICE_ENTRIES);
    expect(list[0]?.code).toBe('ZZZZ9999');
    expect(list.some((entry) => entry.code === 'AAAA0000')).toBe(false);
  });

  it('renames and removes entries; a name is cleaned and held to its length', () => {
    keepOnDevice({ code: 'AAAA1111', slug: 'hx', name: 'Old' }, { now: at(1) });
    expect(renameOnDevice('aaaa-1111', '  New\tname ')).toBe(true);
    expect(readDeviceList()[0]?.name).toBe('New name');
    expect(renameOnDevice('AAAA1111', 'x'.repeat(81))).toBe(false);
    expect(readDeviceList()[0]?.name).toBe('New name');
    expect(renameOnDevice('AAAA1111', '')).toBe(true);
    expect(readDeviceList()[0]?.name).toBeNull();
    expect(renameOnDevice('BBBB2222', 'Not there')).toBe(false);
    expect(removeFromDevice('AAAA1111')).toBe(true);
    expect(readDeviceList()).toEqual([]);
  });

  it('reads what it can of a broken or foreign value and never throws', () => {
    expect(parseDeviceList('not json')).toEqual([]);
    expect(parseDeviceList('{"code":"AAAA1111"}')).toEqual([]);
    expect(parseDeviceList(null)).toEqual([]);
    const good = { code: 'AAAA1111', slug: 'hx', savedAt: at(1).toISOString() };
    const list = parseDeviceList(
      JSON.stringify([
        null,
        42,
        { ...good, code: 'ABCDEFGU' },
        { ...good, slug: '../admin' },
        { ...good, savedAt: 'yesterday' },
        { ...good, name: 'y'.repeat(500), machine: 7, total: { cents: 'lots' } },
        { ...good, savedAt: at(2).toISOString(), name: 'A duplicate' },
        { code: 'bbbb2222', slug: 'lx', savedAt: at(3).toISOString(), total: { cents: 12.5 } },
      ]),
    );
    expect(list).toEqual([
      { code: 'BBBB2222', slug: 'lx', machine: null, name: null, total: null, savedAt: at(3).toISOString() },
      { code: 'AAAA1111', slug: 'hx', machine: null, name: null, total: null, savedAt: at(1).toISOString() },
    ]);
  });

  it('says so when the browser refuses to store, and works without storage', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(keepOnDevice({ code: 'AAAA1111', slug: 'hx' }, { storage: full })).toBe(false);
    expect(keepOnDevice({ code: 'AAAA1111', slug: 'hx' }, { storage: null })).toBe(false);
    expect(readDeviceList(null)).toEqual([]);
    const unreadable = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as unknown as Storage;
    expect(readDeviceList(unreadable)).toEqual([]);
  });

  it('follows changes made in this tab and in another', () => {
    const { result } = renderHook(() => useDeviceList());
    expect(result.current).toEqual([]);
    act(() => {
      keepOnDevice({ code: 'AAAA1111', slug: 'hx' }, { now: at(1) });
    });
    expect(result.current?.map((entry) => entry.code)).toEqual(['AAAA1111']);
    // Another tab writes the key; this tab hears of it through the storage event.
    act(() => {
      window.localStorage.setItem(
        DEVICE_LIST_KEY,
        JSON.stringify([{ code: 'BBBB2222', slug: 'lx', savedAt: at(2).toISOString() }]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: DEVICE_LIST_KEY }));
    });
    expect(result.current?.map((entry) => entry.code)).toEqual(['BBBB2222']);
    act(() => {
      window.localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(result.current).toEqual([]);
  });
});
