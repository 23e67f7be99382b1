import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import germanConfigurator from '../src/web/i18n/locales/de/configurator.ts';
import { localeTextsAsJson, textsVersion } from './vite-locale-json.ts';

type Emitted = { type: string; fileName: string; source: string };

/** The plugin's load hook, with the bundler's context reduced to what it uses. */
async function load(
  id: string,
  dir?: string,
): Promise<{ code: unknown; emitted: Emitted[]; watched: string[] }> {
  const emitted: Emitted[] = [];
  const watched: string[] = [];
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    emitFile: (file: Emitted) => {
      emitted.push(file);
      return `ref${emitted.length}`;
    },
  };
  const hook = localeTextsAsJson({ dir }).load as unknown as (
    this: typeof context,
    id: string,
  ) => Promise<unknown>;
  return { code: await hook.call(context, id), emitted, watched };
}

describe('interface texts as JSON files in the client build', () => {
  it("makes a `?texts` import the URL of a JSON file holding the module's texts", async () => {
    const file = resolve('src/web/i18n/locales/de/configurator.ts');
    const { code, emitted, watched } = await load(`${file}?texts`);
    expect(code).toBe('export default import.meta.ROLLUP_FILE_URL_ref1;');
    expect(emitted).toHaveLength(1);
    const version = await textsVersion(resolve('src/web/i18n/locales'));
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(emitted[0]?.fileName).toBe(`assets/texts-${version}/de/configurator.json`);
    expect(JSON.parse(emitted[0]?.source ?? 'null')).toEqual(germanConfigurator);
    expect(watched).toEqual([file]);
  });

  it('gives all files one version, which any change of a text changes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texts-'));
    for (const locale of ['de', 'en']) {
      mkdirSync(join(dir, locale));
      writeFileSync(join(dir, locale, 'common.ts'), `export default { title: '${locale}' };\n`);
    }
    const names = async () =>
      (await Promise.all(['de', 'en'].map((l) => load(join(dir, l, 'common.ts?texts'), dir)))).map(
        ({ emitted }) => emitted[0]?.fileName,
      );
    const before = await names();
    const version = await textsVersion(dir);
    expect(before).toEqual([
      `assets/texts-${version}/de/common.json`,
      `assets/texts-${version}/en/common.json`,
    ]);
    writeFileSync(join(dir, 'de', 'common.ts'), "export default { title: 'Titel' };\n");
    expect(await textsVersion(dir)).not.toBe(version);
    const after = await names();
    expect(after[1]).not.toBe(before[1]);
  });

  it('leaves other imports alone', async () => {
    const { code, emitted } = await load(resolve('src/web/i18n/locales/de/configurator.ts'));
    expect(code).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('refuses a texts file that imports a value, which JSON could not hold', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'texts-'));
    mkdirSync(join(dir, 'de'));
    const file = join(dir, 'de', 'common.ts');
    writeFileSync(file, "import { x } from './x.ts';\nexport default { title: x };\n");
    await expect(load(`${file}?texts`, dir)).rejects.toThrow(/may import types only/);
  });

  it('applies to the browser build only: the server render and the tests import the module itself', () => {
    const { apply } = localeTextsAsJson() as { apply: (config: object, env: object) => boolean };
    expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true);
    expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false);
    expect(apply({}, { command: 'serve', isSsrBuild: false })).toBe(false);
  });
});
