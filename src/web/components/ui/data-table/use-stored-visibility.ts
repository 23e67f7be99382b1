import { useLocalStorage } from '@mantine/hooks';

export type ColumnVisibility = Record<string, boolean>;

/** The columns a user hid in one table, remembered in local storage (only explicit false hides). */
export function useStoredVisibility(key: string): [ColumnVisibility, (next: ColumnVisibility) => void] {
  const [visibility, setVisibility] = useLocalStorage<ColumnVisibility>({
    key: `meterline.columns.${key}`,
    defaultValue: {},
    getInitialValueInEffect: false,
    deserialize: (text) => {
      try {
        const parsed: unknown = text ? JSON.parse(text) : {};
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
        return Object.fromEntries(
          Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
        );
      } catch {
        return {};
      }
    },
  });
  return [visibility, setVisibility];
}
