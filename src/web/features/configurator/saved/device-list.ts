// "My configurations" on this device (docs/product.md#saved-configurations): the codes a visitor saved, with
// their names, machines, totals and dates, kept in local storage under one key. A signed-in sales user's
// list lives on the server instead (savedConfigurations.*). Whatever is stored is read defensively: a value
// from an older version, another app or a hand edit loses its bad entries, never the page.
import { useMemo, useSyncExternalStore } from 'react';
import { isValidCode, normalizeCode } from '../../../../domain/configuration-code.ts';
import { checkLabel, type KeptTotal, SAVED_NAME_MAX } from '../../../../domain/saved-configurations.ts';
import { defaultStorage } from '../../../lib/last-configuration-codes.ts';

export const DEVICE_LIST_KEY = 'meterline.savedConfigurations';
/** Plenty for a customer; a booth tablet saving all day drops its oldest entries rather than the newest. */
export const MAX_DEVICE_ENTRIES = 100;
/** Same-tab writers tell readers through this event; other tabs get the browser's `storage` event. */
const CHANGE_EVENT = 'meterline:saved-configurations';

export type DeviceEntry = {
  /** canonical, 8 Crockford symbols */
  code: string;
  /** the machine's slug, for the link that opens it */
  slug: string;
  /** the machine's name when it was saved */
  machine: string | null;
  name: string | null;
  /** the total the page showed when it was saved, in integer cents */
  total: KeptTotal | null;
  /** ISO date and time of the last save */
  savedAt: string;
};

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function text(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const checked = checkLabel(value, max);
  return checked.ok ? checked.value : null;
}

function totalOf(value: unknown): KeptTotal | null {
  if (typeof value !== 'object' || value === null) return null;
  const { cents, from } = value as Record<string, unknown>;
  if (typeof cents !== 'number' || !Number.isSafeInteger(cents)) return null;
  return { cents, from: from === true };
}

function entryOf(value: unknown): DeviceEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Record<string, unknown>;
  if (typeof raw.code !== 'string' || !isValidCode(raw.code)) return null;
  if (typeof raw.slug !== 'string' || !SLUG.test(raw.slug)) return null;
  if (typeof raw.savedAt !== 'string' || Number.isNaN(Date.parse(raw.savedAt))) return null;
  return {
    code: normalizeCode(raw.code),
    slug: raw.slug,
    machine: text(raw.machine, 200),
    name: text(raw.name, SAVED_NAME_MAX),
    total: totalOf(raw.total),
    savedAt: new Date(raw.savedAt).toISOString(),
  };
}

/** The stored list, newest first, each code once; whatever cannot be read is left out. */
export function parseDeviceList(raw: string | null | undefined): DeviceEntry[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const entries: DeviceEntry[] = [];
  for (const item of value) {
    const entry = entryOf(item);
    if (!entry || seen.has(entry.code)) continue;
    seen.add(entry.code);
    entries.push(entry);
  }
  return entries
    .sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.code.localeCompare(b.code))
    .slice(0, MAX_DEVICE_ENTRIES);
}

export function readDeviceList(storage: Storage | null = defaultStorage()): DeviceEntry[] {
  try {
    return parseDeviceList(storage?.getItem(DEVICE_LIST_KEY));
  } catch {
    return [];
  }
}

/**
 * Reads the list afresh (another tab may have changed it), changes it and stores it. False when the
 * browser refuses to store (private modes, a full quota): the caller says so, nothing else breaks.
 */
function change(storage: Storage | null, edit: (entries: DeviceEntry[]) => DeviceEntry[]): boolean {
  if (!storage) return false;
  try {
    storage.setItem(
      DEVICE_LIST_KEY,
      JSON.stringify(edit(readDeviceList(storage)).slice(0, MAX_DEVICE_ENTRIES)),
    );
  } catch {
    return false;
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
  return true;
}

/**
 * Puts a code just saved at the top of the list. Saved again (the same configuration answers the same
 * code), it moves up; a name given replaces the entry's, none keeps it.
 */
export function keepOnDevice(
  saved: {
    code: string;
    slug: string;
    machine?: string | null;
    name?: string | null;
    total?: KeptTotal | null;
  },
  options: { now?: Date; storage?: Storage | null } = {},
): boolean {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const fresh = entryOf({ ...saved, savedAt: (options.now ?? new Date()).toISOString() });
  if (!fresh) return false;
  return change(storage, (entries) => {
    const before = entries.find((entry) => entry.code === fresh.code);
    const kept: DeviceEntry = {
      ...fresh,
      name: fresh.name ?? before?.name ?? null,
      machine: fresh.machine ?? before?.machine ?? null,
      total: saved.total === undefined ? (before?.total ?? null) : fresh.total,
    };
    return [kept, ...entries.filter((entry) => entry.code !== fresh.code)];
  });
}

/** A new name (null: none) for an entry; false when it is gone or the browser refuses to store. */
export function renameOnDevice(
  code: string,
  name: string | null,
  storage: Storage | null = defaultStorage(),
): boolean {
  const wanted = normalizeCode(code);
  if (!readDeviceList(storage).some((entry) => entry.code === wanted)) return false;
  const checked = checkLabel(name, SAVED_NAME_MAX);
  if (!checked.ok) return false;
  return change(storage, (entries) =>
    entries.map((entry) => (entry.code === wanted ? { ...entry, name: checked.value } : entry)),
  );
}

/** Takes an entry off the list (the code itself stays valid). */
export function removeFromDevice(code: string, storage: Storage | null = defaultStorage()): boolean {
  const wanted = normalizeCode(code);
  return change(storage, (entries) => entries.filter((entry) => entry.code !== wanted));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === DEVICE_LIST_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/**
 * The list, kept current when this or another tab changes it; null until the browser has been asked (in
 * the server's render and while the browser takes the page over), so the page can show it as loading.
 */
export function useDeviceList(): DeviceEntry[] | null {
  // The snapshot is the stored string, so that an unchanged list does not render again.
  const raw = useSyncExternalStore(
    subscribe,
    () => {
      try {
        return defaultStorage()?.getItem(DEVICE_LIST_KEY) ?? '';
      } catch {
        return '';
      }
    },
    () => null,
  );
  return useMemo(() => (raw === null ? null : parseDeviceList(raw)), [raw]);
}
