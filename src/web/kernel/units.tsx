import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { DEFAULT_UNITS_CONFIG, type FlowUnit, type Frequency, type UnitsConfig } from '../../domain/flow.ts';

/** One local-storage key for the whole units preference (docs/product.md#units). */
export const UNITS_STORAGE_KEY = 'meterline-units';

/** A stored value from an older or hand-edited browser must not break the app: keep what is valid. */
export function parseUnits(raw: string | undefined): UnitsConfig {
  if (!raw) return DEFAULT_UNITS_CONFIG;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return DEFAULT_UNITS_CONFIG;
    const { freq, unit } = value as Record<string, unknown>;
    return {
      freq: freq === 50 || freq === 60 ? freq : DEFAULT_UNITS_CONFIG.freq,
      unit: unit === 'cm' || unit === 'l' ? unit : DEFAULT_UNITS_CONFIG.unit,
    };
  } catch {
    return DEFAULT_UNITS_CONFIG;
  }
}

export type UnitsContextValue = {
  units: UnitsConfig;
  setFrequency: (freq: Frequency) => void;
  setUnit: (unit: FlowUnit) => void;
};

const UnitsContext = createContext<UnitsContextValue | null>(null);

/** The stored preference; the default where there is none, or no storage (the server, a locked-down browser). */
function storedUnits(): UnitsConfig {
  try {
    return parseUnits(window.localStorage.getItem(UNITS_STORAGE_KEY) ?? undefined);
  } catch {
    return DEFAULT_UNITS_CONFIG;
  }
}

/**
 * The preference, read before the first render (a page shows flows in the visitor's units at once) and
 * followed across the browser's tabs. Kept in a few lines of its own: @mantine/hooks' useLocalStorage
 * was 0.8 KB gzipped of every page's first load (docs/decisions/008-boot-entry-for-the-first-load.md).
 */
function useStoredUnits(): [UnitsConfig, (update: (current: UnitsConfig) => UnitsConfig) => void] {
  const [units, setState] = useState(storedUnits);
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === UNITS_STORAGE_KEY || event.key === null) setState(storedUnits());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const setUnits = useCallback((update: (current: UnitsConfig) => UnitsConfig) => {
    setState((current) => {
      const next = update(current);
      try {
        window.localStorage.setItem(UNITS_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // Storage full or refused: the choice holds for this visit.
      }
      return next;
    });
  }, []);
  return [units, setUnits];
}

export function UnitsProvider({ children }: { children: ReactNode }) {
  const [units, setUnits] = useStoredUnits();
  const setFrequency = useCallback(
    (freq: Frequency) => setUnits((current) => ({ ...current, freq })),
    [setUnits],
  );
  const setUnit = useCallback((unit: FlowUnit) => setUnits((current) => ({ ...current, unit })), [setUnits]);
  const value = useMemo(() => ({ units, setFrequency, setUnit }), [units, setFrequency, setUnit]);
  return <UnitsContext.Provider value={value}>{children}</UnitsContext.Provider>;
}

/** The shared flow-rate units: every page that shows a flow reads them here. */
export function useUnits(): UnitsContextValue {
  const value = useContext(UnitsContext);
  if (!value) throw new Error('useUnits() needs a <UnitsProvider> above it');
  return value;
}
