// Problems an admin can build into a configurator model that the database cannot refuse,
// because filters, prices and packages refer to sub-steps and values by name.
import { INTERFACE_LOCALES } from '../interface-locales.ts';
import { LANGUAGE_DEFAULT_KEY } from './defaults.ts';
import { type BaseChoice, isBaseChoice, isChoiceField, PACKAGES_STEP_SLUG } from './model.ts';
import type { ConfiguratorData, Option, SubStep } from './types.ts';

/** One translatable text of the model; the English source is the text in `data` itself. */
type ModelText = {
  key: string;
  /** where the text shows, for people, e.g. 'option mixhead/mhl-12' */
  where: string;
  /** locale → translation; absent, null or blank means missing */
  translations: Readonly<Record<string, string | null | undefined>>;
};

/** What the check needs besides the model: the base choices offered and the texts to translate. */
export type CheckableModel = {
  /** machine slug, used in messages */
  machine: string;
  data: ConfiguratorData;
  /** values a customer can pick before the steps: machine version ids, ISO codes, day tank ids */
  choices: Readonly<Record<BaseChoice, readonly string[]>>;
  /** locales every text must be translated into (the enabled ones other than English) */
  locales: readonly string[];
  texts: readonly ModelText[];
  /**
   * What shows the machine's part models: every line of their "shown by" (`always`, `<sub-step>=<value>`,
   * `dosingLine=<id>`, `dayTank=<id>`; docs/product.md#part-models). Absent or empty: no parts, no check.
   */
  partLinks?: readonly string[];
};

type ModelFindingCode =
  /** a filter names a sub-step or base choice the model does not have */
  | 'DANGLING_FILTER_KEY'
  /** a filter allows a value its sub-step or base choice does not offer */
  | 'DANGLING_FILTER_VALUE'
  /** a keyed default (defaultWhen) names a sub-step or base choice the model does not have (nor `language`) */
  | 'DANGLING_DEFAULT_KEY'
  /** a keyed default (defaultWhen) names a value its sub-step or base choice does not offer (or no interface language) */
  | 'DANGLING_DEFAULT_VALUE'
  /** a package selects a sub-step or option the model does not have */
  | 'DANGLING_PACKAGE_OPTION'
  /** a price depends on a sub-step or base choice the model does not have */
  | 'DANGLING_DEPENDS_ON'
  /** a price depends on a choice but has no price for some of its values */
  | 'INCOMPLETE_PRICE'
  /** no finished configuration can ever show the option */
  | 'UNREACHABLE_OPTION'
  /** a non-agency country without a pressure equipment directive */
  | 'UNMAPPED_COUNTRY'
  /** a dosing line lacks base prices for some PED × day tank */
  | 'MISSING_BASE_PRICE'
  /** a dosing line lacks agency prices for some day tank */
  | 'MISSING_AGENCY_PRICE'
  | 'MISSING_TRANSLATION'
  /** a starter configuration names a dosing line, sub-step or value the model does not have */
  | 'DANGLING_STARTER_VALUE'
  /** a starter configuration lists the same slug twice, or has no title */
  | 'INVALID_STARTER'
  /** the lead time is not 1 to 104 weeks, or its end comes before its start */
  | 'INVALID_LEAD_TIME'
  /** a package saves more than its options cost (its own price is below zero on some dosing line) */
  | 'PACKAGE_SAVES_TOO_MUCH'
  /** a package costs more than its options bought one by one on some dosing line */
  | 'PACKAGE_COSTS_MORE'
  /** an option of a visual sub-step (one whose other options show part models) that no part model shows */
  | 'OPTION_WITHOUT_PART';

/**
 * Errors make a model wrong for customers (a dangling reference, a price that cannot be worked out) and
 * block publishing; warnings are worth a look but leave the model usable: a missing translation shows
 * the English text, an option nobody can reach is only clutter, an option without its part leaves the
 * 3D preview as it was (docs/product.md#model-versions).
 */
const WARNINGS: ReadonlySet<ModelFindingCode> = new Set([
  'MISSING_TRANSLATION',
  'UNREACHABLE_OPTION',
  'PACKAGE_COSTS_MORE',
  'OPTION_WITHOUT_PART',
]);

export type FindingSeverity = 'error' | 'warning';

export function severityOf(finding: Pick<ModelFinding, 'code'>): FindingSeverity {
  return WARNINGS.has(finding.code) ? 'warning' : 'error';
}

/** The findings that stop a publication. */
export function blockingFindings<T extends Pick<ModelFinding, 'code'>>(findings: readonly T[]): T[] {
  return findings.filter((finding) => severityOf(finding) === 'error');
}

export type ModelFinding = {
  code: ModelFindingCode;
  message: string;
  subStepSlug?: string;
  value?: string;
  /** filter key, dependsOn, or translation key */
  key?: string;
  locale?: string;
  dosingLine?: string;
  /** the combinations or values that are missing */
  missing?: string[];
};

type Index = {
  subSteps: Map<string, SubStep>;
  choices: CheckableModel['choices'];
};

/** Every problem found, in model order; an empty list means the model is sound. */
export function checkConfiguratorModel(model: CheckableModel): ModelFinding[] {
  const index: Index = { subSteps: new Map(), choices: model.choices };
  for (const step of model.data.steps) {
    for (const subStep of step.subSteps) index.subSteps.set(subStep.slug, subStep);
  }
  return [
    ...checkReferences(model, index),
    ...checkReachability(model, index),
    ...checkBasePrices(model),
    ...checkPackagePrices(model, index),
    ...checkStarters(model, index),
    ...checkLeadTime(model),
    ...checkTranslations(model),
    ...checkParts(model, index),
  ];
}

/**
 * A sub-step is visual when a part model is shown by one of its options: the preview then changes with
 * that choice, so each of its other options without a part would leave the preview unchanged when it is
 * chosen. Base choices (dosing line, day tank) and `always` make no sub-step visual.
 */
function checkParts(model: CheckableModel, index: Index): ModelFinding[] {
  const shown = new Map<string, Set<string>>();
  for (const line of model.partLinks ?? []) {
    const at = line.indexOf('=');
    if (at < 1) continue;
    const slug = line.slice(0, at).trim();
    if (isBaseChoice(slug)) continue;
    const values = shown.get(slug) ?? new Set<string>();
    values.add(line.slice(at + 1).trim());
    shown.set(slug, values);
  }
  const findings: ModelFinding[] = [];
  for (const [slug, subStep] of index.subSteps) {
    const values = shown.get(slug);
    if (!values || !isChoiceField(subStep.options.fieldType)) continue;
    const options = subStep.options.data;
    if (!options.some((option) => values.has(option.value))) continue;
    for (const option of options) {
      if (values.has(option.value)) continue;
      findings.push({
        code: 'OPTION_WITHOUT_PART',
        message: `${model.machine}: option "${option.value}" of "${slug}" shows no part model, though other options of "${slug}" do: the 3D preview does not change when it is chosen. Give it a part, or name it on an always-shown part if it rightly adds nothing.`,
        subStepSlug: slug,
        value: option.value,
      });
    }
  }
  return findings;
}

function checkStarters(model: CheckableModel, index: Index): ModelFinding[] {
  const findings: ModelFinding[] = [];
  const seen = new Set<string>();
  for (const starter of model.data.starters ?? []) {
    const name = `Starter "${starter.title}" of ${model.machine}`;
    if (seen.has(starter.slug) || starter.title.trim() === '') {
      findings.push({
        code: 'INVALID_STARTER',
        message: `${name} needs a title and a slug no other starter has.`,
        key: starter.slug,
      });
    }
    seen.add(starter.slug);
    const line = starter.selection.dosingLine;
    if (line !== undefined && !index.choices.dosingLine.includes(line)) {
      findings.push({
        code: 'DANGLING_STARTER_VALUE',
        message: `${name} starts on a dosing line the machine does not offer.`,
        key: 'dosingLine',
        missing: [line],
      });
    }
    for (const [slug, values] of Object.entries(starter.selection.values)) {
      const offered = valuesOf(index, slug);
      const missing = offered ? values.filter((value) => !offered.includes(value)) : values;
      if (missing.length === 0) continue;
      findings.push({
        code: 'DANGLING_STARTER_VALUE',
        message: offered
          ? `${name} chooses values "${slug}" does not offer: ${missing.join(', ')}.`
          : `${name} chooses in "${slug}", which is not a choice sub-step of the model.`,
        subStepSlug: slug,
        key: starter.slug,
        missing,
      });
    }
  }
  return findings;
}

/**
 * A package's price against its options bought one by one, per dosing line. A price that depends on
 * another choice counts with its lowest amount for the package and its highest for the options, so only
 * a package dearer whatever else is chosen is reported.
 */
function checkPackagePrices(model: CheckableModel, index: Index): ModelFinding[] {
  const findings: ModelFinding[] = [];
  const amountOn = (price: Option['price'], dosingLine: string, pick: (amounts: number[]) => number) => {
    if (price === null) return 0;
    if (typeof price === 'number') return price;
    if (price.dependsOn === 'dosingLine') return price.prices[dosingLine] ?? 0;
    const amounts = Object.values(price.prices);
    return amounts.length > 0 ? pick(amounts) : 0;
  };
  const lowest = (amounts: number[]) => Math.min(...amounts);
  const highest = (amounts: number[]) => Math.max(...amounts);
  const packagesStep = model.data.steps.find((step) => step.slug === PACKAGES_STEP_SLUG);
  for (const subStep of packagesStep?.subSteps ?? []) {
    for (const option of subStep.options.data) {
      if (!option.packageOptions || option.packageOptions.length === 0) continue;
      const at = { subStepSlug: subStep.slug, value: option.value };
      const name = `${model.machine}: package "${option.value}"`;
      const dearer: string[] = [];
      const belowZero: string[] = [];
      for (const dosingLine of model.choices.dosingLine) {
        const own = amountOn(option.price, dosingLine, lowest);
        let contents = 0;
        for (const target of option.packageOptions) {
          const options = index.subSteps.get(target.slug)?.options.data ?? [];
          for (const value of target.optionIds) {
            const resolved = options.find((candidate) => candidate.value === value);
            if (resolved) contents += amountOn(resolved.price, dosingLine, highest);
          }
        }
        if (own < 0) belowZero.push(dosingLine);
        else if (own > contents) dearer.push(dosingLine);
      }
      if (belowZero.length > 0) {
        findings.push({
          code: 'PACKAGE_SAVES_TOO_MUCH',
          message: `${name} saves more than its options cost: its price is below zero.`,
          ...at,
          missing: belowZero,
        });
      }
      if (dearer.length > 0) {
        findings.push({
          code: 'PACKAGE_COSTS_MORE',
          message: `${name} costs more than its options chosen one by one, so it saves the customer nothing.`,
          ...at,
          missing: dearer,
        });
      }
    }
  }
  return findings;
}

function checkLeadTime(model: CheckableModel): ModelFinding[] {
  const lead = model.data.leadTimeWeeks;
  if (!lead) return [];
  const valid =
    Number.isInteger(lead.min) &&
    Number.isInteger(lead.max) &&
    lead.min >= 1 &&
    lead.max >= lead.min &&
    lead.max <= 104;
  return valid
    ? []
    : [
        {
          code: 'INVALID_LEAD_TIME',
          message: `The lead time of ${model.machine} must be whole weeks from 1 to 104, its end not before its start (${lead.min}–${lead.max}).`,
        },
      ];
}

/** Values a key can hold: a base choice's offers, or a choice sub-step's option values. */
function valuesOf(index: Index, key: string): readonly string[] | undefined {
  if (isBaseChoice(key)) return index.choices[key];
  const subStep = index.subSteps.get(key);
  if (!subStep || !isChoiceField(subStep.options.fieldType)) return undefined;
  return subStep.options.data.map((option) => option.value);
}

function* eachOption(model: CheckableModel) {
  for (const step of model.data.steps) {
    for (const subStep of step.subSteps) {
      for (const option of subStep.options.data) yield { step, subStep, option };
    }
  }
}

function checkReferences(model: CheckableModel, index: Index): ModelFinding[] {
  const findings: ModelFinding[] = [];
  for (const { step, subStep, option } of eachOption(model)) {
    const at = { subStepSlug: subStep.slug, value: option.value };
    const name = `${model.machine}: option "${option.value}" of "${subStep.slug}"`;
    for (const [key, allowed] of Object.entries(option.filter ?? {})) {
      const offered = valuesOf(index, key);
      if (!offered) {
        findings.push({
          code: 'DANGLING_FILTER_KEY',
          message: `${name} is filtered by "${key}", which is neither a choice sub-step nor a base choice.`,
          ...at,
          key,
        });
        continue;
      }
      const unknown = allowed.filter((value) => !offered.includes(value));
      if (unknown.length > 0) {
        findings.push({
          code: 'DANGLING_FILTER_VALUE',
          message: `${name} is filtered by "${key}" values it does not offer: ${unknown.join(', ')}.`,
          ...at,
          key,
          missing: unknown,
        });
      }
    }
    for (const [key, values] of Object.entries(option.defaultWhen ?? {})) {
      const offered = key === LANGUAGE_DEFAULT_KEY ? INTERFACE_LOCALES : valuesOf(index, key);
      if (!offered) {
        findings.push({
          code: 'DANGLING_DEFAULT_KEY',
          message: `${name} is a default keyed on "${key}", which is neither a choice sub-step nor a base choice.`,
          ...at,
          key,
        });
        continue;
      }
      const unknown = values.filter((value) => !offered.includes(value));
      if (unknown.length > 0) {
        findings.push({
          code: 'DANGLING_DEFAULT_VALUE',
          message: `${name} is a default keyed on "${key}" values it does not offer: ${unknown.join(', ')}.`,
          ...at,
          key,
          missing: unknown,
        });
      }
    }
    if (step.slug === PACKAGES_STEP_SLUG) findings.push(...checkPackage(name, at, option, index));
    findings.push(...checkPrice(name, at, option, index));
  }
  return findings;
}

function checkPackage(
  name: string,
  at: { subStepSlug: string; value: string },
  option: Option,
  index: Index,
): ModelFinding[] {
  const findings: ModelFinding[] = [];
  for (const target of option.packageOptions ?? []) {
    const offered = valuesOf(index, target.slug);
    const unknown = offered ? target.optionIds.filter((value) => !offered.includes(value)) : target.optionIds;
    if (!offered || isBaseChoice(target.slug)) {
      findings.push({
        code: 'DANGLING_PACKAGE_OPTION',
        message: `${name} selects options of "${target.slug}", which is not a choice sub-step.`,
        ...at,
        key: target.slug,
        missing: [...target.optionIds],
      });
    } else if (unknown.length > 0) {
      findings.push({
        code: 'DANGLING_PACKAGE_OPTION',
        message: `${name} selects options "${target.slug}" does not have: ${unknown.join(', ')}.`,
        ...at,
        key: target.slug,
        missing: unknown,
      });
    }
  }
  return findings;
}

function checkPrice(
  name: string,
  at: { subStepSlug: string; value: string },
  option: Option,
  index: Index,
): ModelFinding[] {
  const price = option.price;
  if (price === null || typeof price === 'number') return [];
  const offered = valuesOf(index, price.dependsOn);
  if (!offered) {
    return [
      {
        code: 'DANGLING_DEPENDS_ON',
        message: `${name} has a price that depends on "${price.dependsOn}", which is neither a choice sub-step nor a base choice.`,
        ...at,
        key: price.dependsOn,
      },
    ];
  }
  const missing = offered.filter((value) => !Object.hasOwn(price.prices, value));
  if (missing.length === 0) return [];
  return [
    {
      code: 'INCOMPLETE_PRICE',
      message: `${name} has no price for "${price.dependsOn}" = ${missing.join(', ')}.`,
      ...at,
      key: price.dependsOn,
      missing,
    },
  ];
}

/**
 * A finished configuration has every base choice made and every select and radio sub-step filled;
 * checkbox sub-steps may stay empty. So an option is reachable when each of its filter keys is either
 * such an optional sub-step, or offers an allowed value that is itself reachable. Reachability feeds
 * on itself (a filter on a sub-step whose options are all filtered away), hence the fixed point.
 */
function checkReachability(model: CheckableModel, index: Index): ModelFinding[] {
  const reachable = new Map<string, Set<string>>();
  for (const [slug, subStep] of index.subSteps) {
    if (isChoiceField(subStep.options.fieldType)) {
      reachable.set(slug, new Set(subStep.options.data.map((option) => option.value)));
    }
  }
  const canMeet = (key: string, allowed: readonly string[]): boolean => {
    if (isBaseChoice(key)) return allowed.some((value) => index.choices[key].includes(value));
    const subStep = index.subSteps.get(key);
    const values = reachable.get(key);
    // A dangling key never hides anything (nothing can be selected there); it is reported elsewhere.
    if (!subStep || !values) return true;
    const required = subStep.options.fieldType === 'select' || subStep.options.fieldType === 'radio';
    return !required || allowed.some((value) => values.has(value));
  };
  let changed = true;
  while (changed) {
    changed = false;
    for (const [slug, values] of reachable) {
      for (const option of index.subSteps.get(slug)?.options.data ?? []) {
        if (!values.has(option.value)) continue;
        const blocked = Object.entries(option.filter ?? {}).some(([key, allowed]) => !canMeet(key, allowed));
        if (blocked) {
          values.delete(option.value);
          changed = true;
        }
      }
    }
  }
  const findings: ModelFinding[] = [];
  for (const { subStep, option } of eachOption(model)) {
    if (reachable.get(subStep.slug)?.has(option.value) !== false) continue;
    findings.push({
      code: 'UNREACHABLE_OPTION',
      message: `${model.machine}: no finished configuration shows option "${option.value}" of "${subStep.slug}": its filter can never be met.`,
      subStepSlug: subStep.slug,
      value: option.value,
    });
  }
  return findings;
}

function checkBasePrices(model: CheckableModel): ModelFinding[] {
  const { data, choices } = model;
  const findings: ModelFinding[] = [];
  const peds = new Set<string>();
  let agency = false;
  for (const country of choices.country) {
    if (data.agencyIsos.includes(country)) {
      agency = true;
      continue;
    }
    const ped = data.countryPeds[country];
    if (ped === undefined) {
      findings.push({
        code: 'UNMAPPED_COUNTRY',
        message: `${model.machine}: country ${country} has no pressure equipment directive, so it has no base price.`,
        value: country,
      });
    } else {
      peds.add(ped);
    }
  }
  const priced = new Set(data.basePrices.map((p) => `${p.machineVersionId}|${p.pedId}|${p.dayTankId}`));
  const agencyPriced = new Set(data.agencyBasePrices.map((p) => `${p.machineVersionId}|${p.dayTankId}`));
  for (const dosingLine of choices.dosingLine) {
    const missing: string[] = [];
    for (const ped of peds) {
      for (const dayTank of choices.dayTank) {
        if (!priced.has(`${dosingLine}|${ped}|${dayTank}`)) missing.push(`${ped} × ${dayTank}`);
      }
    }
    if (missing.length > 0) {
      findings.push({
        code: 'MISSING_BASE_PRICE',
        message: `${model.machine}: dosing line ${dosingLine} has no base price for PED × day tank ${missing.join(', ')}.`,
        dosingLine,
        missing,
      });
    }
    const missingAgency = agency
      ? choices.dayTank.filter((dayTank) => !agencyPriced.has(`${dosingLine}|${dayTank}`))
      : [];
    if (missingAgency.length > 0) {
      findings.push({
        code: 'MISSING_AGENCY_PRICE',
        message: `${model.machine}: dosing line ${dosingLine} has no agency price for day tank ${missingAgency.join(', ')}.`,
        dosingLine,
        missing: missingAgency,
      });
    }
  }
  return findings;
}

function checkTranslations(model: CheckableModel): ModelFinding[] {
  const findings: ModelFinding[] = [];
  for (const text of model.texts) {
    for (const locale of model.locales) {
      const translated = text.translations[locale];
      if (translated != null && translated.trim() !== '') continue;
      findings.push({
        code: 'MISSING_TRANSLATION',
        message: `${model.machine}: ${text.where} has no ${locale} translation (key ${text.key}).`,
        key: text.key,
        locale,
      });
    }
  }
  return findings;
}
