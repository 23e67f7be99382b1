import {
  type EffectiveSelection,
  effectiveSelection,
  type ResolvedPackage,
  type SelectedRef,
} from './effective-selection.ts';
import { ConfiguratorError } from './errors.ts';
import { BASE_STEP, findOption, isBaseChoice, isChoiceField, locateSubStep } from './model.ts';
import type { ConfiguratorData, Option, Selection, Step, SubStep } from './types.ts';

/** Where the user has to change a choice to make a hidden option available again. */
export type BlockedBy = { stepSlug: string; stepTitle: string; subStepSlug: string };

export type EvaluatedOption =
  | (Option & { hidden: false; blockedBy?: undefined })
  | (Option & { hidden: true; blockedBy: BlockedBy });

export type PackageResolution = {
  /** the selection with every option of every selected package added (each value once) */
  selection: Selection;
  /** selected packages in model order */
  packages: ResolvedPackage[];
};

export type InvalidSelection = SelectedRef & {
  reason: 'hiddenByFilter' | 'unknownValue';
  /** 'package' when only a selected package puts the value there */
  source: 'hand' | 'package';
  blockedBy?: BlockedBy;
};

/**
 * Every option of a sub-step, each marked shown or hidden by its filter. Filters see the selection
 * including options resolved from selected packages, because selecting a package selects them.
 */
export function evaluateOptions(
  data: ConfiguratorData,
  selection: Selection,
  subStepSlug: string,
): EvaluatedOption[] {
  const located = locateSubStep(data.steps, subStepSlug);
  if (!located) {
    throw new ConfiguratorError('UNKNOWN_SUB_STEP', `The configurator has no sub-step "${subStepSlug}".`, {
      subStepSlug,
    });
  }
  const effective = effectiveSelection(data, selection);
  return located.subStep.options.data.map((option): EvaluatedOption => {
    const blockedBy = filterBlocker(data.steps, effective, option);
    // Object.assign, not spread: options differ in shape, and V8's spread of such objects took ten
    // times as long, most of a full evaluation. Unknown fields of the option are kept either way.
    const evaluated = Object.assign({}, option) as EvaluatedOption;
    evaluated.hidden = blockedBy !== undefined;
    if (blockedBy) evaluated.blockedBy = blockedBy;
    return evaluated;
  });
}

/**
 * The choice that hides the option, or undefined when it is shown. With several blocking choices the
 * earliest in the configurator wins, since fixing that one is where the user has to go first.
 */
function filterBlocker(
  steps: readonly Step[],
  effective: EffectiveSelection,
  option: Option,
): BlockedBy | undefined {
  const filter = option.filter;
  if (!filter) return undefined;
  let blocker: BlockedBy | undefined;
  let blockerPosition = Number.POSITIVE_INFINITY;
  for (const key of Object.keys(filter)) {
    const allowed = filter[key];
    if (!allowed) continue;
    const chosen = effective.chosen(key);
    if (chosen.length === 0 || chosen.some((value) => allowed.includes(value))) continue;
    // The base choices come before every step.
    if (isBaseChoice(key)) return { stepSlug: BASE_STEP.slug, stepTitle: BASE_STEP.title, subStepSlug: key };
    const located = locateSubStep(steps, key);
    if (!located) {
      // Values selected under a slug the model lacks; invalidSelections reports those separately.
      if (!blocker) blocker = { stepSlug: '', stepTitle: '', subStepSlug: key };
      continue;
    }
    if (located.position < blockerPosition) {
      blockerPosition = located.position;
      blocker = { stepSlug: located.step.slug, stepTitle: located.step.title, subStepSlug: key };
    }
  }
  return blocker;
}

/**
 * docs/product.md#configurator-model: select and radio need at least one value; other field types are always
 * complete.
 */
export function isSubStepComplete(subStep: SubStep, selection: Selection): boolean;
/** Same, looked up by slug; counts options that selected packages put into the sub-step. */
export function isSubStepComplete(data: ConfiguratorData, selection: Selection, subStepSlug: string): boolean;
export function isSubStepComplete(
  subject: SubStep | ConfiguratorData,
  selection: Selection,
  subStepSlug?: string,
): boolean {
  if (!('steps' in subject)) return subStepHasValue(subject, selection.values[subject.slug]);
  const slug = subStepSlug ?? '';
  const located = locateSubStep(subject.steps, slug);
  if (!located) {
    throw new ConfiguratorError('UNKNOWN_SUB_STEP', `The configurator has no sub-step "${slug}".`, {
      subStepSlug: slug,
    });
  }
  return subStepHasValue(located.subStep, effectiveSelection(subject, selection).valuesOf(slug));
}

/** A step is complete when all its sub-steps are (a step without sub-steps is complete). */
export function isStepComplete(step: Step, selection: Selection): boolean;
/** Same, looked up by slug; counts options that selected packages put into its sub-steps. */
export function isStepComplete(data: ConfiguratorData, selection: Selection, stepSlug: string): boolean;
export function isStepComplete(
  subject: Step | ConfiguratorData,
  selection: Selection,
  stepSlug?: string,
): boolean {
  if (!('steps' in subject)) {
    return subject.subSteps.every((subStep) => subStepHasValue(subStep, selection.values[subStep.slug]));
  }
  const step = subject.steps.find((candidate) => candidate.slug === stepSlug);
  if (!step) {
    throw new ConfiguratorError('UNKNOWN_STEP', `The configurator has no step "${stepSlug ?? ''}".`);
  }
  const effective = effectiveSelection(subject, selection);
  return step.subSteps.every((subStep) => subStepHasValue(subStep, effective.valuesOf(subStep.slug)));
}

function subStepHasValue(subStep: SubStep, values: readonly string[] | undefined): boolean {
  const fieldType = subStep.options.fieldType;
  if (fieldType !== 'select' && fieldType !== 'radio') return true;
  return (values ?? []).some((value) => value !== '');
}

/**
 * Selected packages and the selection they imply. A package selects the options named in its
 * packageOptions; values already selected by hand stay once. Packages do not nest: options a package
 * resolves are not resolved further. Values the model lacks are passed through unchanged, so that
 * invalidSelections can report them and pricing can refuse them.
 */
export function resolvePackages(data: ConfiguratorData, selection: Selection): PackageResolution {
  const { packages, added } = effectiveSelection(data, selection);
  if (added.size === 0) return { selection, packages };
  const values = { ...selection.values };
  for (const [slug, merged] of added) values[slug] = [...merged];
  return { selection: { ...selection, values }, packages };
}

/**
 * Selected values (by hand or through a package) that a filter now hides or that the model no longer
 * offers, in model order; values under sub-step slugs the model lacks come last. Free-input fields
 * (number, text, info) hold no option values and are never reported.
 */
export function invalidSelections(data: ConfiguratorData, selection: Selection): InvalidSelection[] {
  const effective = effectiveSelection(data, selection);
  const invalid: InvalidSelection[] = [];
  const known = new Set<string>();
  const sourceOf = (slug: string, value: string) =>
    selection.values[slug]?.includes(value) ? 'hand' : 'package';
  for (const step of data.steps) {
    for (const subStep of step.subSteps) {
      known.add(subStep.slug);
      const chosen = effective.valuesOf(subStep.slug);
      if (chosen.length === 0 || !isChoiceField(subStep.options.fieldType)) continue;
      for (const value of chosen) {
        const option = findOption(subStep, value);
        if (!option) {
          invalid.push({
            subStepSlug: subStep.slug,
            value,
            reason: 'unknownValue',
            source: sourceOf(subStep.slug, value),
          });
          continue;
        }
        const blockedBy = filterBlocker(data.steps, effective, option);
        if (blockedBy) {
          const source = sourceOf(subStep.slug, value);
          invalid.push({ subStepSlug: subStep.slug, value, reason: 'hiddenByFilter', source, blockedBy });
        }
      }
    }
  }
  for (const subStepSlug of effective.slugs()) {
    if (known.has(subStepSlug)) continue;
    for (const value of effective.valuesOf(subStepSlug)) {
      invalid.push({ subStepSlug, value, reason: 'unknownValue', source: sourceOf(subStepSlug, value) });
    }
  }
  return invalid;
}
