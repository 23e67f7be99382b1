// Builds the input of checkConfiguratorModel (src/domain) from the database, for the admin pages,
// the seed's own test, and anyone who wants to know whether the configurators are sound.
import {
  type CheckableModel,
  checkConfiguratorModel,
  type ModelFinding,
} from '../../../domain/configurator/model-check.ts';
import { SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import type { Db } from '../client.ts';
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
  }));
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
