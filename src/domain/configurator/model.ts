// Lookups shared by rules and pricing. Models are small (tens of sub-steps, hundreds of options), so
// linear scans beat building indexes on every call and keep every function free of hidden caches.
import type { FieldType, Option, Step, SubStep } from './types.ts';

export const PACKAGES_STEP_SLUG = 'packages';

/** Choices made before the steps. They key the base price; dependsOn and filters may name them. */
export const BASE_CHOICES = ['dosingLine', 'country', 'dayTank'] as const;
export type BaseChoice = (typeof BASE_CHOICES)[number];

/**
 * The base choices are not part of `data.steps`; a filter blocked by one of them points here, so the UI
 * can link to its own first screen.
 */
export const BASE_STEP = { slug: 'base', title: 'Dosing line, country and day tank' } as const;

export function isBaseChoice(key: string): key is BaseChoice {
  return key === 'dosingLine' || key === 'country' || key === 'dayTank';
}

/** Fields whose values are option values; the others carry free input that is never priced. */
export function isChoiceField(fieldType: FieldType): boolean {
  return fieldType === 'select' || fieldType === 'radio' || fieldType === 'checkbox';
}

export type LocatedSubStep = { step: Step; subStep: SubStep; position: number };

export function locateSubStep(steps: readonly Step[], slug: string): LocatedSubStep | undefined {
  let position = 0;
  for (const step of steps) {
    for (const subStep of step.subSteps) {
      if (subStep.slug === slug) return { step, subStep, position };
      position++;
    }
  }
  return undefined;
}

export function findOption(subStep: SubStep, value: string): Option | undefined {
  for (const option of subStep.options.data) if (option.value === value) return option;
  return undefined;
}
