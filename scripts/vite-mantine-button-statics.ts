// Mantine's Button carries its Group and GroupSection as statics (`Button.Group`), so every page that
// shows a button loads both, with their styles resolvers: 0.4 KB gzipped of the machine page's first
// load, which has no button group. This plugin takes the two statics out of Button. The app uses
// ButtonGroup from @mantine/core instead; a build that meets `Button.Group` or `Button.GroupSection` in
// the app's code stops with a message that says so, rather than leaving it undefined in the browser.
import type { Plugin } from 'vite';

const BUTTON = /\/@mantine\/core\/esm\/components\/Button\/Button\.mjs$/;
/** the two imports and the two assignments, one line each in Mantine's build */
const STATICS =
  /^(import \{ ButtonGroup(Section)? \} from "\.\/ButtonGroup(Section)?\/ButtonGroup(Section)?\.mjs";|Button\.Group(Section)? = ButtonGroup(Section)?;)\n/gm;
const APP_CODE = /\/src\/.*\.[jt]sx?$/;
const USES_STATICS = /\bButton\.Group(Section)?\b/;

export function mantineButtonStatics(): Plugin {
  return {
    name: 'meterline:mantine-button-statics',
    enforce: 'pre',
    transform(code, id) {
      if (BUTTON.test(id)) {
        const found = code.match(STATICS)?.length ?? 0;
        if (found !== 4)
          this.error(
            `Mantine's Button.mjs no longer has the 4 lines of its Group statics (found ${found}): update scripts/vite-mantine-button-statics.ts`,
          );
        return { code: code.replace(STATICS, ''), map: null };
      }
      if (APP_CODE.test(id) && !id.includes('/node_modules/') && USES_STATICS.test(code))
        this.error(
          `${id} uses Button.Group or Button.GroupSection, which the build leaves out of Button: use ButtonGroup or ButtonGroupSection from @mantine/core (scripts/vite-mantine-button-statics.ts)`,
        );
      return null;
    },
  };
}
