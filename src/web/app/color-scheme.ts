import { localStorageColorSchemeManager } from '@mantine/core';

/** Light, dark or auto, kept in this browser (SPEC §3). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: 'meterline-color-scheme' });
