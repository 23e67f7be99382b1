// Where a sub-step or base choice lives in the model and what its values are called: the words of every
// explanation (a hidden option, a removed one, a problem with a selection). Apart from
// selection-check.ts, so that the page's first load, which prunes but does not check, carries only this.
import { BASE_CHOICE_TITLES, type ChoiceOffers, choiceLabel } from './choices.ts';
import { BASE_STEP, findOption, isBaseChoice, locateSubStep } from './model.ts';
import type { ConfiguratorData } from './types.ts';

/** The model with the base choices it offers; the choices are optional where only labels need them. */
type Labelled = ConfiguratorData & { choices?: ChoiceOffers };

export type ValueRef = { value: string; label: string };

/** The display label of a value of a sub-step or base choice; the value itself when unknown. */
export function valueLabel(model: Labelled, key: string, value: string): string {
  if (isBaseChoice(key)) return model.choices ? choiceLabel(model.choices, key, value) : value;
  const subStep = locateSubStep(model.steps, key)?.subStep;
  return (subStep && findOption(subStep, value)?.label) ?? value;
}

/** The title of a sub-step or base choice (English base choice names; steps carry their own). */
export function keyTitle(model: Labelled, key: string): string {
  if (isBaseChoice(key)) return BASE_CHOICE_TITLES[key];
  return locateSubStep(model.steps, key)?.subStep.title ?? key;
}

/** Where a key lives: its step and titles. Base choices live in the base step. */
export function placeOf(
  model: Labelled,
  key: string,
): { stepSlug: string; stepTitle: string; subStepSlug: string; subStepTitle: string } {
  if (isBaseChoice(key)) {
    return {
      stepSlug: BASE_STEP.slug,
      stepTitle: BASE_STEP.title,
      subStepSlug: key,
      subStepTitle: keyTitle(model, key),
    };
  }
  const located = locateSubStep(model.steps, key);
  return {
    stepSlug: located?.step.slug ?? '',
    stepTitle: located?.step.title ?? '',
    subStepSlug: key,
    subStepTitle: located?.subStep.title ?? key,
  };
}
