// What the configurator page shows for a selection, worked out in one place for the browser (and the
// tests): step completion and flows in the user's units; each option with its state is option-view.ts.

import type { UnitsConfig } from '../flow.ts';
import { formatFlow } from '../format.ts';
import type { ConfiguratorModel, DosingLineOutput } from './choices.ts';
import { evaluateOptions, isSubStepComplete } from './rules.ts';
import type { FieldType, Selection } from './types.ts';

type SubStepProgress = {
  slug: string;
  title: string;
  fieldType: FieldType;
  /** docs/product.md#configurator-model: select and radio need a value; other kinds are always complete */
  complete: boolean;
  /** every option is hidden: the step says why instead of appearing empty */
  allHidden: boolean;
};
export type StepProgress = { slug: string; title: string; complete: boolean; subSteps: SubStepProgress[] };

/**
 * Completion (docs/product.md#configurator-model) of every step and sub-step (packages count: they fill the
 * sub-steps they select).
 */
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

/** A flow range "60,00–300,00 cm³/s" in the user's units and frequency (docs/product.md#ux-technical-data). */
function formatFlowRange(range: { minCm3PerS: number; maxCm3PerS: number }, units: UnitsConfig): string {
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
