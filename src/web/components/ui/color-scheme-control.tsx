import { type MantineColorScheme, SegmentedControl, useMantineColorScheme } from '@mantine/core';

const OPTIONS: { value: MantineColorScheme; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'auto', label: 'Auto' },
];

/** Light, dark or auto; Mantine keeps the choice in local storage (src/web/kernel/color-scheme.ts). */
export function ColorSchemeControl() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <SegmentedControl
      aria-label="Colour scheme"
      value={colorScheme}
      onChange={(value) => setColorScheme(value as MantineColorScheme)}
      data={OPTIONS}
    />
  );
}
