// The interface texts reach the browser as JSON files, not as JavaScript modules (issue 11).
//
// The texts are written as TypeScript (src/web/i18n/locales/<locale>/<namespace>.ts), so that the compiler
// checks every locale against the English keys. In the browser they are data: a JSON file is parsed
// faster than a module is compiled and run, and it is not code the first load has to carry (the machine
// page's two files were 4 KB of its first-load JS, gzipped). i18n/locale-files.ts imports each file with
// `?texts`; in the client build this plugin makes that import the URL of a JSON file with the module's
// default export, which the browser then fetches. Elsewhere (the server's render, the unit tests) the
// import is the module itself, texts and all.
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { type Plugin, transformWithOxc } from 'vite';

const QUERY = '?texts';

/** The default export of a texts module, which may import types only. */
async function textsOf(file: string): Promise<unknown> {
  const source = await readFile(file, 'utf8');
  const { code } = await transformWithOxc(source, file, { lang: 'ts' });
  if (/^\s*import\s(?!type\b)/m.test(code))
    throw new Error(`${file}: a texts file may import types only, for its texts to become JSON`);
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
    default?: unknown;
  };
  if (module.default === undefined || module.default === null || typeof module.default !== 'object')
    throw new Error(`${file}: a texts file exports its texts as the default export`);
  return module.default;
}

export function localeTextsAsJson(): Plugin {
  return {
    name: 'meterline:locale-json',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const texts = await textsOf(file);
      const name = `${basename(dirname(file))}-${basename(file, '.ts')}.json`;
      const reference = this.emitFile({ type: 'asset', name, source: JSON.stringify(texts) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
