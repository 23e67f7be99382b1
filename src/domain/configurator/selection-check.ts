// Checking a whole selection against the model (what the server does before it prices, saves or
// prints one), explaining why an option is hidden, and removing what the model no longer allows.
import { BASE_CHOICE_TITLES, type ChoiceOffers, offeredValues } from './choices.ts';
import { effectiveSelection } from './effective-selection.ts';
import type { ConfiguratorError } from './errors.ts';
import { BASE_CHOICES, type BaseChoice, findOption, locateSubStep } from './model.ts';
import { keyTitle, placeOf, type ValueRef, valueLabel } from './places.ts';
import { type BlockedBy, invalidSelections } from './rules.ts';
import type { ConfiguratorData, Option, Selection } from './types.ts';

/** The model with the base choices it offers; the choices are optional where only labels need them. */
type Labelled = ConfiguratorData & { choices?: ChoiceOffers };

/** Why an option is hidden, in terms a person can act on: where to go and what to choose there. */
export type HiddenExplanation = {
  stepSlug: string;
  stepTitle: string;
  subStepSlug: string;
  subStepTitle: string;
  /** values of that sub-step (or base choice) of which one would show the option */
  needs: ValueRef[];
  /** what is chosen there now */
  chosen: ValueRef[];
};

export type SelectionProblem =
  /** a base choice the machine does not offer */
  | { kind: 'unknownChoice'; key: BaseChoice; value: string }
  /** a value the sub-step does not offer, or a sub-step the model lacks */
  | { kind: 'unknownValue'; subStepSlug: string; value: string; source: 'hand' | 'package' }
  | {
      kind: 'hiddenByFilter';
      subStepSlug: string;
      value: string;
      source: 'hand' | 'package';
      blockedBy: BlockedBy;
    }
  /** a select, radio, number or text field holds more than one value */
  | { kind: 'multipleValues'; subStepSlug: string; values: string[] }
  | { kind: 'notANumber'; subStepSlug: string; value: string };

/** What blocks a hidden option and what would show it; see evaluateOptions for `blockedBy`. */
export function explainHidden(
  model: Labelled,
  selection: Selection,
  option: Option,
  blockedBy: BlockedBy,
): HiddenExplanation {
  const key = blockedBy.subStepSlug;
  const effective = effectiveSelection(model, selection);
  const ref = (value: string): ValueRef => ({ value, label: valueLabel(model, key, value) });
  return {
    ...placeOf(model, key),
    needs: (option.filter?.[key] ?? []).map(ref),
    chosen: effective.chosen(key).map(ref),
  };
}

/** "Needs MH 18 or MH 24 (Mixhead, step Mixing)": the English sentence of an explanation. */
export function hiddenSentence(explanation: HiddenExplanation): string {
  const needs = explanation.needs.map((need) => need.label).join(' or ');
  return `Needs ${needs} (${explanation.subStepTitle}, step ${explanation.stepTitle})`;
}

const NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * Every problem of a selection: base choices the machine does not offer, values the model lacks or a
 * filter hides (by hand or through a package), several values where one is allowed, and number
 * fields that hold no number. An empty list means the selection may be priced strictly and saved.
 */
export function checkSelection(model: ConfiguratorData & { choices: ChoiceOffers }, selection: Selection) {
  const problems: SelectionProblem[] = [];
  for (const key of BASE_CHOICES) {
    if (!offeredValues(model.choices, key).includes(selection[key])) {
      problems.push({ kind: 'unknownChoice', key, value: selection[key] });
    }
  }
  for (const step of model.steps) {
    for (const subStep of step.subSteps) {
      const values = (selection.values[subStep.slug] ?? []).filter((value) => value !== '');
      const fieldType = subStep.options.fieldType;
      if (fieldType !== 'checkbox' && new Set(values).size > 1) {
        problems.push({ kind: 'multipleValues', subStepSlug: subStep.slug, values });
      }
      if (fieldType === 'number') {
        for (const value of values) {
          if (!NUMBER.test(value.trim()))
            problems.push({ kind: 'notANumber', subStepSlug: subStep.slug, value });
        }
      }
    }
  }
  for (const item of invalidSelections(model, selection)) {
    if (item.reason === 'hiddenByFilter' && item.blockedBy) {
      problems.push({ kind: 'hiddenByFilter', ...item, blockedBy: item.blockedBy });
    } else {
      problems.push({
        kind: 'unknownValue',
        subStepSlug: item.subStepSlug,
        value: item.value,
        source: item.source,
      });
    }
  }
  return problems;
}

/** One English sentence per problem, naming the sub-step and the value in words. */
export function describeSelectionProblem(
  model: ConfiguratorData & { choices?: ChoiceOffers },
  selection: Selection,
  problem: SelectionProblem,
): string {
  if (problem.kind === 'unknownChoice') {
    return `${BASE_CHOICE_TITLES[problem.key]} "${problem.value}" is not offered for this machine.`;
  }
  const where = placeOf(model, problem.subStepSlug);
  const inWhere = where.stepTitle
    ? `${where.subStepTitle} (step ${where.stepTitle})`
    : `"${problem.subStepSlug}", which this configurator does not have`;
  if (problem.kind === 'multipleValues') return `${inWhere} takes one value, not ${problem.values.length}.`;
  if (problem.kind === 'notANumber') return `${inWhere} needs a number, not "${problem.value}".`;
  const label = valueLabel(model, problem.subStepSlug, problem.value);
  const viaPackage = problem.source === 'package' ? ' (selected by a package)' : '';
  if (problem.kind === 'unknownValue') {
    return `"${label}"${viaPackage} is not an option of ${inWhere}.`;
  }
  const subStep = locateSubStep(model.steps, problem.subStepSlug)?.subStep;
  const option = subStep && findOption(subStep, problem.value);
  const because = option ? hiddenSentence(explainHidden(model, selection, option, problem.blockedBy)) : '';
  return `"${label}"${viaPackage} in ${inWhere} is not available with the current choices. ${because}.`;
}

/** A pricing or model error in words, naming sub-steps and values by their titles and labels. */
export function describeConfiguratorError(
  model: ConfiguratorData & { choices?: ChoiceOffers },
  selection: Selection,
  error: ConfiguratorError,
): string {
  const { subStepSlug, value, dependsOn } = error.details;
  if (error.code === 'INVALID_SELECTION') {
    const sentences = (error.details.invalid ?? []).map((item) => {
      const subStep = locateSubStep(model.steps, item.subStepSlug)?.subStep;
      const option = subStep && findOption(subStep, item.value);
      const label = valueLabel(model, item.subStepSlug, item.value);
      const where = placeOf(model, item.subStepSlug);
      const blocked = option ? evaluateBlocker(model, selection, item.subStepSlug, item.value) : undefined;
      const because =
        option && blocked ? ` ${hiddenSentence(explainHidden(model, selection, option, blocked))}.` : '';
      return `"${label}" in ${where.subStepTitle} (step ${where.stepTitle}) is not available with the current choices.${because}`;
    });
    return sentences.join(' ');
  }
  if (subStepSlug && value !== undefined) {
    const where = placeOf(model, subStepSlug);
    const label = valueLabel(model, subStepSlug, value);
    const inWhere = where.stepTitle ? `${where.subStepTitle} (step ${where.stepTitle})` : `"${subStepSlug}"`;
    if (error.code === 'UNKNOWN_VALUE') return `"${label}" is not an option of ${inWhere}.`;
    if (error.code === 'MISSING_DEPENDS_ON' && dependsOn) {
      return `The price of "${label}" in ${inWhere} depends on ${keyTitle(model, dependsOn)}, where nothing is chosen yet.`;
    }
    if (error.code === 'MISSING_PRICE' && dependsOn) {
      return `"${label}" in ${inWhere} has no price for the ${keyTitle(model, dependsOn).toLowerCase()} chosen.`;
    }
  }
  if (error.code === 'MISSING_BASE_PRICE') {
    const { dosingLine = '', country = '', dayTank = '' } = error.details;
    const name = (key: BaseChoice, v: string) => valueLabel(model, key, v);
    return `There is no base price for ${name('dosingLine', dosingLine)} with ${name('dayTank', dayTank)} for ${name('country', country)}.`;
  }
  return error.message;
}

function evaluateBlocker(
  model: ConfiguratorData,
  selection: Selection,
  subStepSlug: string,
  value: string,
): BlockedBy | undefined {
  return invalidSelections(model, selection).find(
    (item) => item.subStepSlug === subStepSlug && item.value === value,
  )?.blockedBy;
}
