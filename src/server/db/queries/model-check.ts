// Builds the input of checkConfiguratorModel (src/domain) from the database, for the admin pages,
// the seed's own test, and anyone who wants to know whether the configurators are sound.

import { inArray } from 'drizzle-orm';
import {
  type CheckableModel,
  checkConfiguratorModel,
  type ModelFinding,
} from '../../../domain/configurator/model-check.ts';
import { SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import type { Db } from '../client.ts';
import { partModels } from '../schema/index.ts';
import { type LoadedConfigurator, loadConfigurators } from './configurator-model.ts';
import { loadInterfaceLanguages, loadTranslations } from './translations.ts';

export async function loadCheckableModels(
  db: Db,
  options: { now?: Date; slug?: string } = {},
): Promise<CheckableModel[]> {
  return checkableModels(db, await loadConfigurators(db, options));
}

/** What the model check needs of loaded configurators: their catalogue choices and translations. */
export async function checkableModels(db: Db, loaded: LoadedConfigurator[]): Promise<CheckableModel[]> {
  const locales = (await loadInterfaceLanguages(db))
    .filter((language) => language.enabled && language.code !== SOURCE_LOCALE)
    .map((language) => language.code);
  const table = await loadTranslations(db, {
    locales,
    keys: loaded.flatMap((model) => model.texts.map((text) => text.key)),
  });
  const partLinks = await loadPartLinks(
    db,
    loaded.map(({ machine }) => machine.id),
  );
  return loaded.map(({ machine, data, choices, texts }) => ({
    machine: machine.slug,
    data,
    choices: {
      dosingLine: choices.dosingLines.map((line) => line.id),
      country: choices.countries.map((country) => country.iso),
      dayTank: choices.dayTanks.map((tank) => tank.id),
    },
    locales,
    texts: texts.map(({ key, where }) => ({
      key,
      where,
      translations: Object.fromEntries(locales.map((locale) => [locale, table.get(locale)?.get(key)])),
    })),
    partLinks: partLinks.get(machine.id) ?? [],
  }));
}

/** Machine id → the lines of its part models' "shown by" (docs/product.md#part-models). */
async function loadPartLinks(db: Db, machineIds: string[]): Promise<Map<string, string[]>> {
  const links = new Map<string, string[]>();
  if (machineIds.length === 0) return links;
  const rows = await db
    .select({ machineId: partModels.machineId, shownBy: partModels.shownBy })
    .from(partModels)
    .where(inArray(partModels.machineId, machineIds));
  for (const row of rows) {
    const lines = row.shownBy
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    links.set(row.machineId, [...(links.get(row.machineId) ?? []), ...lines]);
  }
  return links;
}

export async function checkConfiguratorModels(
  db: Db,
  options: { now?: Date; slug?: string } = {},
): Promise<{ machine: string; findings: ModelFinding[] }[]> {
  return (await loadCheckableModels(db, options)).map((model) => ({
    machine: model.machine,
    findings: checkConfiguratorModel(model),
  }));
}
