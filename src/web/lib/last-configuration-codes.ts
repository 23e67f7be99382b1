// docs/product.md#codes: the last configuration code per machine, kept in local storage. The public
// configurator writes it when a code is saved (its save result, loaded with the save); the dashboard lists
// them as the user's recent codes (recent-configuration-codes.ts).
import { isValidCode, normalizeCode } from '../../domain/configuration-code.ts';
import { lastConfigurationCodeKey } from './last-configuration-code-key.ts';

export { LAST_CODE_KEY_PREFIX, lastConfigurationCodeKey } from './last-configuration-code-key.ts';

/** What is stored under a key: the code (canonical, 8 Crockford symbols) and when it was saved (ISO). */
export type LastConfigurationCode = { code: string; savedAt: string };

export type RecentConfigurationCode = LastConfigurationCode & { machineSlug: string };

/** Same-tab writers tell readers through this event; other tabs get the browser's `storage` event. */
export const LAST_CODE_CHANGE_EVENT = 'meterline:last-configuration-code';

/** Local storage, or null where the browser refuses it (private modes, disabled storage, the server). */
export function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A stored value from an older or hand-edited browser is ignored rather than shown half-broken. */
export function parseLastConfigurationCode(raw: string | null | undefined): LastConfigurationCode | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { code, savedAt } = value as Record<string, unknown>;
    if (typeof code !== 'string' || !isValidCode(code)) return null;
    if (typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
    return { code: normalizeCode(code), savedAt: new Date(savedAt).toISOString() };
  } catch {
    return null;
  }
}

/**
 * Keeps `code` as the machine's last code. Returns false (and stores nothing) for an invalid code or
 * when the browser refuses to store; saving a configuration must not fail because of this.
 */
export function writeLastConfigurationCode(
  machineSlug: string,
  code: string,
  options: { now?: Date; storage?: Storage | null } = {},
): boolean {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  if (!storage || machineSlug.trim() === '' || !isValidCode(code)) return false;
  const value: LastConfigurationCode = {
    code: normalizeCode(code),
    savedAt: (options.now ?? new Date()).toISOString(),
  };
  try {
    storage.setItem(lastConfigurationCodeKey(machineSlug), JSON.stringify(value));
  } catch {
    return false; // quota exceeded or storage disabled
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LAST_CODE_CHANGE_EVENT));
  return true;
}

export function readLastConfigurationCode(
  machineSlug: string,
  storage: Storage | null = defaultStorage(),
): LastConfigurationCode | null {
  try {
    return parseLastConfigurationCode(storage?.getItem(lastConfigurationCodeKey(machineSlug)));
  } catch {
    return null;
  }
}
