// docs/product.md#ux-kept: the configuration in progress is kept in local storage per
// machine as the user goes. A stored value from an older or hand-edited browser is checked here, and
// what the current model no longer offers is reported by restoreSelection, never dropped silently.
import type { Selection } from '../../../../domain/configurator/types.ts';

/** One key per machine: `meterline.configurator.<machineSlug>`, holding `{ selection, savedAt }`. */
export function localConfigurationKey(machineSlug: string): string {
  return `meterline.configurator.${machineSlug}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private modes, policies)
  }
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The stored selection when it has the shape of one; null otherwise. */
export function parseLocalConfiguration(raw: string | null | undefined): Selection | null {
  if (!raw) return null;
  try {
    const stored: unknown = JSON.parse(raw);
    const selection = (stored as { selection?: unknown } | null)?.selection as
      | Record<string, unknown>
      | undefined;
    if (!selection || typeof selection !== 'object') return null;
    const { dosingLine, country, dayTank, values } = selection;
    if (typeof dosingLine !== 'string' || typeof country !== 'string' || typeof dayTank !== 'string')
      return null;
    if (typeof values !== 'object' || values === null || Array.isArray(values)) return null;
    const kept: Record<string, string[]> = {};
    for (const [slug, list] of Object.entries(values)) {
      if (slug !== '__proto__' && isStrings(list) && list.length > 0) kept[slug] = list;
    }
    return { dosingLine, country, dayTank, values: kept };
  } catch {
    return null;
  }
}

export function readLocalConfiguration(machineSlug: string): Selection | null {
  try {
    return parseLocalConfiguration(storage()?.getItem(localConfigurationKey(machineSlug)));
  } catch {
    return null;
  }
}

/** Keeps the selection; a full or refused storage is not an error the user must see. */
export function writeLocalConfiguration(machineSlug: string, selection: Selection, now = new Date()): void {
  try {
    storage()?.setItem(
      localConfigurationKey(machineSlug),
      JSON.stringify({ selection, savedAt: now.toISOString() }),
    );
  } catch {
    // quota exceeded or storage disabled: the page keeps working, only a reload forgets
  }
}
