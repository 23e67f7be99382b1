// Public configurator reads (docs/product.md#public-configurator): navigation, enabled locales, and one
// machine's model translated into a locale with English as the fallback for every text.
import { eq } from 'drizzle-orm';
import { isAvailable } from '../../../domain/availability.ts';
import type { ConfiguratorData, Option, Price, Step } from '../../../domain/configurator/types.ts';
import { frequencyFactor } from '../../../domain/flow.ts';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { localeKey, SOURCE_LOCALE } from '../../../domain/interface-locales.ts';
import { scaleOutputFigures } from '../../../domain/output-figures.ts';
import type { Db } from '../client.ts';
import { machines } from '../schema/index.ts';
import {
  type ConfiguratorChoices,
  type LoadedConfigurator,
  loadConfigurators,
  TEXT_AT,
} from './configurator-model.ts';
import { machineColumns, machineOrder } from './machine-columns.ts';
import { loadConfiguratorSettings, type SalesContact } from './settings.ts';
import {
  type InterfaceLanguage,
  loadInterfaceLanguages,
  loadTranslations,
  machineNameKey,
} from './translations.ts';

/** Navigation data of the public configurator (docs/product.md#locales). */
export type NavigationData = {
  machines: { id: string; name: string; slug: string; comingSoon: boolean }[];
  /** language names in their own language, keyed by upper-case locale, e.g. { DE: 'Deutsch' } */
  languages: Partial<Record<Uppercase<InterfaceLocale>, string>>;
};

export type PublicMachineModel = {
  machine: {
    id: string;
    name: string;
    slug: string;
    description: string | null;
    /** the machine's picture (a path under the web root): the preview's still image (docs/product.md#part-models) */
    image: string | null;
  };
  /** the locale served: the one asked for when it is enabled, else English */
  locale: InterfaceLocale;
  modelVersion: number;
  /** false when the publicPrices setting hides list prices from visitors */
  pricesVisible: boolean;
  discountRatePerOption: number;
  /** sales' phone and e-mail, shown next to the total; null when the settings name none */
  salesContact: SalesContact | null;
  choices: ConfiguratorChoices;
  /** sales mode only (docs/product.md#sales-mode): internal article numbers by `subStepSlug/value` */
  articleNumbers?: Record<string, string>;
} & ConfiguratorData;

export type EnabledLocale = { code: InterfaceLocale; name: string; englishName: string };

export async function loadEnabledLocales(db: Db): Promise<EnabledLocale[]> {
  return (await loadInterfaceLanguages(db))
    .filter((language) => language.enabled)
    .map(({ code, name, englishName }) => ({ code, name, englishName }));
}

export async function loadNavigation(db: Db, options: { now?: Date } = {}): Promise<NavigationData> {
  const now = options.now ?? new Date();
  const rows = await db
    .select(machineColumns)
    .from(machines)
    .where(eq(machines.useInConfigurator, true))
    .orderBy(...machineOrder);
  const languages: NavigationData['languages'] = {};
  for (const language of await loadEnabledLocales(db)) languages[localeKey(language.code)] = language.name;
  return {
    machines: rows
      .filter((row) => isAvailable(row.availableTo, now))
      .map(({ id, name, slug, comingSoon }) => ({ id, name, slug, comingSoon })),
    languages,
  };
}

/**
 * One machine's configurator in a locale, or undefined when no such machine is offered. Prices are
 * left out (null, no base prices) when the caller may not see them: while publicPrices is off, only
 * users who may read internal data (`internalRead`, not backoffice) see them. Agency prices only in
 * sales mode, which only signed-in staff can authorise.
 */
export async function loadPublicMachineModel(
  db: Db,
  options: {
    slug: string;
    locale: InterfaceLocale;
    now?: Date;
    internalRead?: boolean;
    salesMode?: boolean;
  },
): Promise<PublicMachineModel | undefined> {
  const [loaded] = await loadConfigurators(db, {
    slug: options.slug,
    ...(options.now ? { now: options.now } : {}),
  });
  if (!loaded) return undefined;
  return servedMachineModel(db, loaded, options);
}

/**
 * A loaded configurator as `machineModel` serves it: translated into the locale (English when it is not
 * enabled) and cut to what the caller may see. The published model and the editor's preview of a draft
 * both go through here.
 */
export async function servedMachineModel(
  db: Db,
  loaded: LoadedConfigurator,
  options: { locale: InterfaceLocale; internalRead?: boolean; salesMode?: boolean },
): Promise<PublicMachineModel> {
  const languages = await loadInterfaceLanguages(db);
  const locale = servedLocale(languages, options.locale);
  const settings = await loadConfiguratorSettings(db);
  const pricesVisible = loaded.document.publicPrices || options.internalRead === true;
  const texts = await translationsFor(db, locale, [
    machineNameKey(loaded.machine.slug),
    ...loaded.texts.map((text) => text.key),
  ]);
  return translate(loaded, locale, texts, {
    pricesVisible,
    agencyPrices: pricesVisible && options.salesMode === true,
    articleNumbers: options.salesMode === true,
    discountRatePerOption: loaded.document.discountRatePerOption,
    salesContact: settings.salesContact,
  });
}

/** English texts live on the entities, so English needs no lookup. */
async function translationsFor(
  db: Db,
  locale: InterfaceLocale,
  keys: string[],
): Promise<Map<string, string>> {
  if (locale === SOURCE_LOCALE) return new Map();
  return (await loadTranslations(db, { locales: [locale], keys })).get(locale) ?? new Map();
}

function servedLocale(languages: InterfaceLanguage[], wanted: InterfaceLocale): InterfaceLocale {
  return languages.some((language) => language.code === wanted && language.enabled) ? wanted : SOURCE_LOCALE;
}

const regionNames = new Map<string, Intl.DisplayNames>();

/** Country names come from the platform's CLDR data; the catalogue's English name is the fallback. */
function countryName(iso: string, english: string, locale: InterfaceLocale): string {
  if (locale === SOURCE_LOCALE) return english;
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    regionNames.set(locale, names);
  }
  return names.of(iso) ?? english;
}

function translate(
  loaded: LoadedConfigurator,
  locale: InterfaceLocale,
  texts: Map<string, string>,
  visibility: {
    pricesVisible: boolean;
    agencyPrices: boolean;
    articleNumbers: boolean;
    discountRatePerOption: number;
    salesContact: SalesContact | null;
  },
): PublicMachineModel {
  const keyOf = new Map(loaded.texts.map((text) => [text.where, text.key]));
  const t = (where: string, english: string) => texts.get(keyOf.get(where) ?? '') ?? english;
  const { machine, data, choices } = loaded;
  const price = (value: Price): Price => (visibility.pricesVisible ? value : null);
  const steps: Step[] = data.steps.map((step) => ({
    slug: step.slug,
    title: t(TEXT_AT.step(step.slug), step.title),
    subSteps: step.subSteps.map((subStep) => ({
      slug: subStep.slug,
      title: t(TEXT_AT.subStep(subStep.slug), subStep.title),
      options: {
        fieldType: subStep.options.fieldType,
        // Rebuilt field by field so that staff-only fields (article numbers) never reach the public.
        data: subStep.options.data.map((option): Option => {
          const result: Option = {
            value: option.value,
            label: t(TEXT_AT.option(subStep.slug, option.value), option.label),
            price: price(option.price),
          };
          if (option.filter) result.filter = option.filter;
          if (option.packageOptions) result.packageOptions = option.packageOptions;
          if (option.default) result.default = true;
          if (option.defaultWhen) result.defaultWhen = option.defaultWhen;
          if (option.help) result.help = t(TEXT_AT.optionHelp(subStep.slug, option.value), option.help);
          if (option.recommended) {
            const reason = option.recommended.reason;
            result.recommended = reason
              ? { reason: t(TEXT_AT.optionReason(subStep.slug, option.value), reason) }
              : {};
          }
          if (option.output) result.output = option.output;
          return result;
        }),
      },
    })),
  }));
  return {
    machine: {
      id: machine.id,
      name: texts.get(machineNameKey(machine.slug)) ?? machine.name,
      slug: machine.slug,
      description: machine.description === null ? null : (texts.get(machine.textKey) ?? machine.description),
      image: machine.image,
    },
    locale,
    modelVersion: machine.modelVersion,
    pricesVisible: visibility.pricesVisible,
    discountRatePerOption: visibility.discountRatePerOption,
    salesContact: visibility.salesContact,
    choices: {
      dosingLines: choices.dosingLines.map((line) => {
        if (line.description === null) return line;
        const description = t(TEXT_AT.dosingLine(line.id), line.description);
        // Its g/s figures are at 50 Hz; the page shows the 60 Hz text while the units are at 60 Hz.
        const description60Hz = scaleOutputFigures(description, frequencyFactor(60), locale);
        return { ...line, description, ...(description60Hz !== description ? { description60Hz } : {}) };
      }),
      countries: choices.countries.map((country) => ({
        ...country,
        name: countryName(country.iso, country.name, locale),
      })),
      dayTanks: choices.dayTanks.map((tank) => ({
        ...tank,
        name: texts.get(loaded.dayTankKeys.get(tank.id) ?? '') ?? tank.name,
      })),
    },
    steps,
    ...(data.starters
      ? {
          starters: data.starters.map((starter) => ({
            ...starter,
            title: t(TEXT_AT.starter(starter.slug), starter.title),
            ...(starter.description
              ? { description: t(TEXT_AT.starterDescription(starter.slug), starter.description) }
              : {}),
          })),
        }
      : {}),
    ...(data.leadTimeWeeks ? { leadTimeWeeks: data.leadTimeWeeks } : {}),
    basePrices: visibility.pricesVisible ? data.basePrices : [],
    agencyBasePrices: visibility.agencyPrices ? data.agencyBasePrices : [],
    agencyIsos: data.agencyIsos,
    pedOverride: data.pedOverride,
    countryPeds: data.countryPeds,
    ...(visibility.articleNumbers ? { articleNumbers: articleNumbersOf(data) } : {}),
  };
}

function articleNumbersOf(data: LoadedConfigurator['data']): Record<string, string> {
  const numbers: Record<string, string> = {};
  for (const step of data.steps) {
    for (const subStep of step.subSteps) {
      for (const option of subStep.options.data) {
        if (option.articleNumber) numbers[`${subStep.slug}/${option.value}`] = option.articleNumber;
      }
    }
  }
  return numbers;
}
