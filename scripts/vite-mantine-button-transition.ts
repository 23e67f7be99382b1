// Mantine's Button brings its Transition (with its hook, its presets and react-dom's flushSync) for the
// 150 ms slide of its loader, into every first load that shows a button: 1.6 KB gzipped of the machine
// page's. Where Button imports it, this plugin gives it scripts/mantine-button-transition.ts, which shows
// the loader at once in its final place. Modals, menus and popovers keep Mantine's Transition.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const BUTTON = /\/@mantine\/core\/esm\/components\/Button\/Button\.mjs$/;
const TRANSITION = /\/@mantine\/core\/esm\/components\/Transition\/Transition\.mjs$/;

export function mantineButtonTransition(): Plugin {
  const stand = fileURLToPath(new URL('./mantine-button-transition.ts', import.meta.url));
  return {
    name: 'meterline:mantine-button-transition',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (!importer || !BUTTON.test(importer) || !id.includes('Transition')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved && TRANSITION.test(resolved.id) ? stand : null;
    },
  };
}
