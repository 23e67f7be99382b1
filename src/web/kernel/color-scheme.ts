import { localStorageColorSchemeManager } from '@mantine/core';
import { COLOR_SCHEME_KEY } from './color-scheme-attribute.ts';

/** Light, dark or auto, kept in this browser. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
