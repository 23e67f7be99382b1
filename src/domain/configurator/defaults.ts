// docs/product.md#ux-defaults: a new configuration shows a price at once. Base choices come preselected
// (the first dosing line or the one asked for, the visitor's country, the smallest day tank); options
// start unselected unless the model marks them as default.
import { type ChoiceOffers, type ConfiguratorModel, offeredValues } from './choices.ts';
import { BASE_CHOICES, type BaseChoice, isBaseChoice, isChoiceField } from './model.ts';
import { pruneSelection } from './prune.ts';
import { evaluateOptions } from './rules.ts';
import type { Option, Selection } from './types.ts';

/** The country a locale usually means; English says nothing about the country. */
const LOCALE_COUNTRIES: Record<string, string> = {
  de: 'DE',
  it: 'IT',
  ja: 'JP',
  es: 'ES',
  pt: 'PT',
  cs: 'CZ',
  zh: 'CN',
  ko: 'KR',
};

/**
 * The visitor's country from a locale: the region of a tag like "de-AT" or "pt-BR" wins, then the
 * language's usual country. Undefined when the locale says nothing (e.g. plain "en").
 */
export function countryForLocale(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  const [language = '', ...rest] = locale.replace(/_/g, '-').split('-');
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part));
  return region?.toUpperCase() ?? LOCALE_COUNTRIES[language.toLowerCase()];
}

/**
 * The regions of a browser's languages (navigator.languages, or Accept-Language on a server render),
 * in the order given: ["en-US", "fr-CA", "de"] → ["US", "CA"].
 */
export function languageRegions(languages: readonly string[] | undefined): string[] {
  const regions: string[] = [];
  for (const tag of languages ?? []) {
    const region = tag
      .replace(/_/g, '-')
      .split('-')
      .slice(1)
      .find((part) => /^[A-Za-z]{2}$/.test(part))
      ?.toUpperCase();
    if (region && !regions.includes(region)) regions.push(region);
  }
  return regions;
}

/** The `defaultWhen` key that names the visitor's interface language rather than a choice. */
export const LANGUAGE_DEFAULT_KEY = 'language';

/** The language a locale names: "pt-BR" → "pt". */
function languageOf(locale: string | undefined): string | undefined {
  return locale?.replace(/_/g, '-').split('-')[0]?.toLowerCase() || undefined;
}

export type DefaultOptions = {
  /** the interface or browser locale, e.g. "de" or "pt-BR" */
  locale?: string;
  /**
   * the browser's languages, most wanted first (navigator.languages; Accept-Language on a server
   * render): the first region among them that is an offered country wins over the locale's country
   */
  languages?: readonly string[];
  /** a dosing line asked for, e.g. by the page's `dosingLine` URL parameter */
  dosingLine?: string;
  /** a country asked for explicitly (wins over the locale) */
  country?: string;
};

/** The preselected value of each base choice; undefined only when the machine offers none. */
export function defaultBaseChoices(
  choices: ChoiceOffers,
  options: DefaultOptions = {},
): Record<BaseChoice, string | undefined> {
  const line =
    choices.dosingLines.find((candidate) => candidate.id === options.dosingLine) ?? choices.dosingLines[0];
  // An explicit country, then the browser's region (en-US → US), then the locale's country, then the
  // first country sold directly: the maker's home market comes first in the model's list.
  const wanted = [
    options.country?.toUpperCase(),
    ...languageRegions(options.languages),
    countryForLocale(options.locale),
  ];
  const country =
    wanted.map((iso) => choices.countries.find((candidate) => candidate.iso === iso)).find(Boolean) ??
    choices.countries.find((candidate) => !candidate.agency) ??
    choices.countries[0];
  let smallest = choices.dayTanks[0];
  for (const tank of choices.dayTanks) if (smallest && tank.volumeL < smallest.volumeL) smallest = tank;
  return { dosingLine: line?.id, country: country?.iso, dayTank: smallest?.id };
}

/**
 * A new configuration: default base choices, then the options the model marks as default where a
 * filter allows them (one per select or radio sub-step, every marked one in a checkbox sub-step).
 */
export function defaultSelection(model: ConfiguratorModel, options: DefaultOptions = {}): Selection {
  const base = defaultBaseChoices(model.choices, options);
  let selection: Selection = {
    dosingLine: base.dosingLine ?? '',
    country: base.country ?? '',
    dayTank: base.dayTank ?? '',
    values: {},
  };
  for (const step of model.steps) {
    for (const subStep of step.subSteps) {
      if (!isChoiceField(subStep.options.fieldType)) continue;
      if (!subStep.options.data.some((option) => option.default || option.defaultWhen)) continue;
      const shown = evaluateOptions(model, selection, subStep.slug).filter((option) => !option.hidden);
      const chosen = defaultsAmong(subStep.options.fieldType, shown, selection, languageOf(options.locale));
      if (chosen.length === 0) continue;
      selection = {
        ...selection,
        values: { ...selection.values, [subStep.slug]: chosen.map((option) => option.value) },
      };
    }
  }
  return pruneSelection(model, selection).selection;
}

/**
 * Whether an option's `defaultWhen` holds for the selection and the visitor's language (each key holds
 * one of its values).
 */
function defaultWhenHolds(
  option: Pick<Option, 'defaultWhen'>,
  selection: Selection,
  language: string | undefined,
): boolean {
  const when = option.defaultWhen;
  if (!when || Object.keys(when).length === 0) return false;
  return Object.entries(when).every(([key, values]) => {
    const held =
      key === LANGUAGE_DEFAULT_KEY
        ? language
          ? [language]
          : []
        : isBaseChoice(key)
          ? [selection[key]]
          : (selection.values[key] ?? []);
    return held.some((value) => values.includes(value));
  });
}

/**
 * The defaults among a sub-step's shown options: those whose `defaultWhen` holds win over the plain
 * defaults; one for a select or radio, every one for a checkbox sub-step.
 */
function defaultsAmong<T extends Pick<Option, 'default' | 'defaultWhen'>>(
  fieldType: string,
  shown: readonly T[],
  selection: Selection,
  language?: string,
): T[] {
  const keyed = shown.filter((option) => defaultWhenHolds(option, selection, language));
  const plain = shown.filter((option) => option.default && !option.defaultWhen);
  if (fieldType === 'checkbox') return [...keyed, ...plain];
  return (keyed.length > 0 ? keyed : plain).slice(0, 1);
}

/**
 * After a base choice changes (a 60 Hz country), a radio or select that still holds its default takes
 * the default the new choice keys (480 V / 60 Hz mains), and back. A choice the customer made stays.
 * Returns the selection unchanged when no keyed default applies.
 */
export function followKeyedDefaults(
  model: ConfiguratorModel,
  before: Selection,
  after: Selection,
): Selection {
  let next = after;
  for (const step of model.steps) {
    for (const subStep of step.subSteps) {
      const { fieldType, data } = subStep.options;
      if (fieldType !== 'radio' && fieldType !== 'select') continue;
      if (!data.some((option) => option.defaultWhen)) continue;
      const shownBefore = evaluateOptions(model, before, subStep.slug).filter((option) => !option.hidden);
      const wasDefault = defaultsAmong(fieldType, shownBefore, before)[0]?.value;
      const current = next.values[subStep.slug] ?? [];
      if (wasDefault === undefined || current.length !== 1 || current[0] !== wasDefault) continue;
      const shownNow = evaluateOptions(model, next, subStep.slug).filter((option) => !option.hidden);
      const nowDefault = defaultsAmong(fieldType, shownNow, next)[0]?.value;
      if (nowDefault === undefined || nowDefault === wasDefault) continue;
      next = { ...next, values: { ...next.values, [subStep.slug]: [nowDefault] } };
    }
  }
  return next;
}

export type BaseChoiceReplacement = { key: BaseChoice; value: string; replacedBy: string };

/**
 * A saved or restored selection whose base choices the machine no longer offers gets the default for
 * each such choice; the replacements are reported so that nothing is dropped silently.
 */
export function repairBaseChoices(
  choices: ChoiceOffers,
  selection: Selection,
  options: DefaultOptions = {},
): { selection: Selection; replaced: BaseChoiceReplacement[] } {
  const defaults = defaultBaseChoices(choices, options);
  const replaced: BaseChoiceReplacement[] = [];
  const next = { ...selection };
  for (const key of BASE_CHOICES) {
    if (offeredValues(choices, key).includes(selection[key])) continue;
    const replacedBy = defaults[key] ?? '';
    replaced.push({ key, value: selection[key], replacedBy });
    next[key] = replacedBy;
  }
  return { selection: replaced.length > 0 ? next : selection, replaced };
}
