// The interface texts reach the browser as JSON files, not as JavaScript modules
// (docs/decisions/010-texts-as-data-and-a-small-useTranslation.md).
//
// The texts are written as TypeScript (src/web/i18n/locales/<locale>/<namespace>.ts), so that the compiler
// checks every locale against the English keys. In the browser they are data: a JSON file is parsed
// faster than a module is compiled and run, and it is not code the first load has to carry (the machine
// page's two files were 4 KB of its first-load JS, gzipped). i18n/locale-files.ts imports each file with
// `?texts`; in the client build this plugin makes that import the URL of a JSON file with the module's
// default export, which the browser then fetches. Elsewhere (the server's render, the unit tests) the
// import is the module itself, texts and all.
//
// The files share one version, a hash of all the texts, in their path (assets/texts-<version>/<locale>/
// <namespace>.json) rather than a hash each: the boot entry's table of their addresses (locale-files.ts)
// then repeats one string, which gzip all but removes (0.6 KB of every first load, gzipped, with a hash
// per file). A change of any text gives every file a new address; texts change with a release anyway.
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
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

/** A hash of every texts file under `dir` (<locale>/<namespace>.ts), their paths and contents. */
export async function textsVersion(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const locale of (await readdir(dir)).sort()) {
    const files = (await readdir(join(dir, locale))).filter((name) => name.endsWith('.ts')).sort();
    for (const name of files)
      hash.update(`${locale}/${name}\0`).update(await readFile(join(dir, locale, name)));
  }
  return hash.digest('hex').slice(0, 10);
}

export function localeTextsAsJson(options: { dir?: string } = {}): Plugin {
  const dir = resolve(options.dir ?? 'src/web/i18n/locales');
  let version: string | undefined;
  return {
    name: 'meterline:locale-json',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      version = await textsVersion(dir);
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      if (dirname(dirname(file)) !== dir) throw new Error(`${file}: texts files live in ${dir}/<locale>/`);
      this.addWatchFile(file);
      const texts = await textsOf(file);
      version ??= await textsVersion(dir);
      const fileName = `assets/texts-${version}/${basename(dirname(file))}/${basename(file, '.ts')}.json`;
      const reference = this.emitFile({ type: 'asset', fileName, source: JSON.stringify(texts) });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
