// The user's recent configuration codes: every machine's last code (last-configuration-codes.ts), for
// the dashboard. Apart, so that the pages that only read or write one machine's code do not carry it.
import { useMemo, useSyncExternalStore } from 'react';
import {
  defaultStorage,
  LAST_CODE_CHANGE_EVENT,
  LAST_CODE_KEY_PREFIX,
  parseLastConfigurationCode,
  type RecentConfigurationCode,
} from './last-configuration-codes.ts';

/** Every machine's last code, newest first. */
export function listLastConfigurationCodes(
  storage: Storage | null = defaultStorage(),
): RecentConfigurationCode[] {
  if (!storage) return [];
  const codes: RecentConfigurationCode[] = [];
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(LAST_CODE_KEY_PREFIX)) continue;
      const machineSlug = key.slice(LAST_CODE_KEY_PREFIX.length);
      const value = parseLastConfigurationCode(storage.getItem(key));
      if (machineSlug && value) codes.push({ machineSlug, ...value });
    }
  } catch {
    return [];
  }
  return codes.sort(
    (a, b) => b.savedAt.localeCompare(a.savedAt) || a.machineSlug.localeCompare(b.machineSlug),
  );
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(LAST_CODE_KEY_PREFIX)) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(LAST_CODE_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(LAST_CODE_CHANGE_EVENT, onChange);
  };
}

/** The recent codes, kept current when this or another tab saves one. */
export function useLastConfigurationCodes(): RecentConfigurationCode[] {
  // The snapshot is a string, so that an unchanged list does not re-render.
  const snapshot = useSyncExternalStore(
    subscribe,
    () => JSON.stringify(listLastConfigurationCodes()),
    () => '[]',
  );
  return useMemo(() => JSON.parse(snapshot) as RecentConfigurationCode[], [snapshot]);
}
