// What the configurator page shows for a selection, worked out in one place for the browser (and the
// tests): each option with its state, why it is hidden and what choosing it costs; step completion;
// flows in the user's units.

import type { UnitsConfig } from '../flow.ts';
import { formatFlow } from '../format.ts';
import type { ConfiguratorModel, DosingLineOutput } from './choices.ts';
import { effectiveSelection } from './effective-selection.ts';
import { type OptionPriceEffect, optionPriceEffects, type PriceTag } from './price-effects.ts';
import { evaluateOptions, isSubStepComplete } from './rules.ts';
import { explainHidden, type HiddenExplanation, type ValueRef, valueLabel } from './selection-check.ts';
import type { FieldType, Selection } from './types.ts';

export type OptionView = {
  value: string;
  label: string;
  /** chosen by hand or through a package */
  chosen: boolean;
  /** the selected package that selects it, if any ("in package") */
  inPackage: ValueRef | null;
  /** set when a filter hides the option: where to go and what to choose there */
  hidden: HiddenExplanation | null;
  /** what choosing it does to the price (see price-effects.ts); null while prices are not shown */
  price: PriceTag | null;
};

/** Every option of a sub-step as the page shows it. `pricesVisible: false` turns every price tag off. */
export function subStepOptions(
  model: ConfiguratorModel,
  selection: Selection,
  subStepSlug: string,
  options: { pricesVisible?: boolean } = {},
): OptionView[] {
  const effective = effectiveSelection(model, selection);
  const chosen = effective.valuesOf(subStepSlug);
  const effects = new Map<string, OptionPriceEffect>(
    options.pricesVisible === false
      ? []
      : optionPriceEffects(model, selection, subStepSlug).map((e) => [e.value, e]),
  );
  return evaluateOptions(model, selection, subStepSlug).map((option): OptionView => {
    const pack = effective.packages.find((p) =>
      p.options.some((o) => o.subStepSlug === subStepSlug && o.value === option.value),
    );
    return {
      value: option.value,
      label: option.label,
      chosen: chosen.includes(option.value),
      inPackage: pack ? { value: pack.value, label: valueLabel(model, pack.subStepSlug, pack.value) } : null,
      hidden: option.hidden ? explainHidden(model, selection, option, option.blockedBy) : null,
      price: options.pricesVisible === false ? null : (effects.get(option.value)?.tag ?? { kind: 'hidden' }),
    };
  });
}

export type SubStepProgress = {
  slug: string;
  title: string;
  fieldType: FieldType;
  /** SPEC §4: select and radio need a value; other kinds are always complete */
  complete: boolean;
  /** every option is hidden: the step says why instead of appearing empty */
  allHidden: boolean;
};
export type StepProgress = { slug: string; title: string; complete: boolean; subSteps: SubStepProgress[] };

/** SPEC §4 completion of every step and sub-step (packages count: they fill the sub-steps they select). */
export function stepProgress(model: ConfiguratorModel, selection: Selection): StepProgress[] {
  return model.steps.map((step) => {
    const subSteps = step.subSteps.map((subStep): SubStepProgress => {
      const options = subStep.options.data.length > 0 ? evaluateOptions(model, selection, subStep.slug) : [];
      return {
        slug: subStep.slug,
        title: subStep.title,
        fieldType: subStep.options.fieldType,
        complete: isSubStepComplete(model, selection, subStep.slug),
        allHidden: options.length > 0 && options.every((option) => option.hidden),
      };
    });
    return { slug: step.slug, title: step.title, complete: subSteps.every((s) => s.complete), subSteps };
  });
}

/** The first step that still needs a choice, for "Next" and for the summary's hint. */
export function firstIncompleteStep(progress: readonly StepProgress[]): StepProgress | undefined {
  return progress.find((step) => !step.complete);
}

/** A flow range "60,00–300,00 cm³/s" in the user's units and frequency (UX.md: technical data). */
export function formatFlowRange(
  range: { minCm3PerS: number; maxCm3PerS: number },
  units: UnitsConfig,
): string {
  const [min = ''] = formatFlow(range.minCm3PerS, units).split(' ');
  return `${min}–${formatFlow(range.maxCm3PerS, units)}`;
}

/** A dosing line's poly and iso outputs in the user's units; null parts when the catalogue lacks them. */
export function dosingLineFlows(
  output: DosingLineOutput | null | undefined,
  units: UnitsConfig,
): { poly: string; iso: string } | null {
  if (!output) return null;
  return { poly: formatFlowRange(output.poly, units), iso: formatFlowRange(output.iso, units) };
}
