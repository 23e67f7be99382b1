import { useLocalStorage } from '@mantine/hooks';
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { DEFAULT_UNITS_CONFIG, type FlowUnit, type Frequency, type UnitsConfig } from '../../domain/flow.ts';

/** One local-storage key for the whole units preference (SPEC §3 unitsConfig). */
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

export function UnitsProvider({ children }: { children: ReactNode }) {
  const [units, setUnits] = useLocalStorage<UnitsConfig>({
    key: UNITS_STORAGE_KEY,
    defaultValue: DEFAULT_UNITS_CONFIG,
    getInitialValueInEffect: false,
    serialize: JSON.stringify,
    deserialize: parseUnits,
  });
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
