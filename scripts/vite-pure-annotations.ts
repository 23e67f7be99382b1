// Tree shaking for libraries that ship one big module (the first-load budget,
// docs/decisions/008-boot-entry-for-the-first-load.md). The bundler drops an unused top-level `var X = …`
// only when it can prove the right side has no side effects. react-router and tRPC build their components and
// helper objects with calls it cannot see into (`React.forwardRef(…)`, `new Set(…)`, `Symbol(…)`) and give
// them a `displayName` at top level, so unused ones (NavLink, Form, the RSC and data-router helpers, the
// WebSocket client) stayed in every first load. This plugin marks exactly those calls `/* @__PURE__ */`,
// which is what they are (they build a value and touch nothing else), and drops the top-level displayName
// assignments, which only React's developer tools read.
import type { Plugin } from 'vite';

const PACKAGES = /\/node_modules\/(react-router|@trpc\/[^/]+)\/dist\/.*\.mjs$/;

/** `var|const|let name = <call>(` at the start of a line, where <call> only builds a value. */
const PURE_CALL =
  /^((?:var|const|let) [\w$]+ = )((?:React\d*\.(?:forwardRef|createContext|memo))|new (?:Set|Map|WeakMap|WeakSet|URL)|Symbol(?:\.for)?)\(/gm;

/**
 * `X.displayName = "X";` at top level: a name for React's developer tools, and a side effect that keeps X
 * even when nothing uses it.
 */
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";$/gm;

export function pureAnnotations(): Plugin {
  return {
    name: 'meterline:pure-annotations',
    apply: 'build',
    transform: {
      filter: { id: PACKAGES },
      handler(code, id) {
        if (!PACKAGES.test(id)) return null;
        const annotated = code.replace(PURE_CALL, '$1/* @__PURE__ */ $2(').replace(DISPLAY_NAME, '');
        return annotated === code ? null : { code: annotated, map: null };
      },
    },
  };
}
