// The selection as selected packages extend it. Selections are keyed by slug and often hold dozens of
// keys, which V8 keeps as dictionaries; copying one costs microseconds, and a full evaluation asks for
// the effective selection once per sub-step. So this overlays the package additions instead of copying.
import { isBaseChoice, locateSubStep, PACKAGES_STEP_SLUG } from './model.ts';
import type { ConfiguratorData, Price, Selection } from './types.ts';

export type SelectedRef = { subStepSlug: string; value: string };

export type ResolvedPackage = SelectedRef & { price: Price; options: SelectedRef[] };

const NOTHING: readonly string[] = [];

/** A class rather than closures: evaluation builds one per sub-step, so allocation matters. */
export class EffectiveSelection {
  readonly data: ConfiguratorData;
  readonly selection: Selection;
  /** selected packages in model order */
  readonly packages: ResolvedPackage[];
  /** sub-step slug → its values by hand followed by those only packages add; only slugs packages touch */
  readonly added: ReadonlyMap<string, readonly string[]>;

  constructor(
    data: ConfiguratorData,
    selection: Selection,
    packages: ResolvedPackage[],
    added: ReadonlyMap<string, readonly string[]>,
  ) {
    this.data = data;
    this.selection = selection;
    this.packages = packages;
    this.added = added;
  }

  /** values of a sub-step, packages included */
  valuesOf(subStepSlug: string): readonly string[] {
    return this.added.get(subStepSlug) ?? this.selection.values[subStepSlug] ?? NOTHING;
  }

  /** values for a filter key or dependsOn: a base choice (which wins) or a sub-step slug */
  chosen(key: string): readonly string[] {
    if (!isBaseChoice(key)) return this.valuesOf(key);
    const value = this.selection[key];
    return value ? [value] : NOTHING;
  }

  /**
   * The value a `dependsOn` price is keyed by: of several chosen values the first in the model's
   * option order, so the order in which they were clicked never changes a price.
   */
  keyFor(key: string): string | undefined {
    const values = this.chosen(key);
    if (values.length <= 1) return values[0];
    const options = locateSubStep(this.data.steps, key)?.subStep.options.data ?? [];
    return options.find((option) => values.includes(option.value))?.value ?? values[0];
  }

  /** every slug that holds values, by hand or through a package */
  slugs(): string[] {
    const slugs = Object.keys(this.selection.values);
    for (const slug of this.added.keys()) if (!Object.hasOwn(this.selection.values, slug)) slugs.push(slug);
    return slugs;
  }
}

export function effectiveSelection(data: ConfiguratorData, selection: Selection): EffectiveSelection {
  const packagesStep = data.steps.find((step) => step.slug === PACKAGES_STEP_SLUG);
  const added = new Map<string, string[]>();
  const packages: ResolvedPackage[] = [];
  for (const subStep of packagesStep?.subSteps ?? []) {
    const chosen = selection.values[subStep.slug];
    if (!chosen || chosen.length === 0) continue;
    for (const option of subStep.options.data) {
      if (!chosen.includes(option.value)) continue;
      const options: SelectedRef[] = [];
      for (const target of option.packageOptions ?? []) {
        for (const value of target.optionIds) {
          // A value listed twice is still one option: it counts once in the package effect.
          if (options.some((o) => o.subStepSlug === target.slug && o.value === value)) continue;
          options.push({ subStepSlug: target.slug, value });
          let merged = added.get(target.slug);
          if (!merged) {
            merged = [...(selection.values[target.slug] ?? NOTHING)];
            added.set(target.slug, merged);
          }
          if (!merged.includes(value)) merged.push(value);
        }
      }
      packages.push({ subStepSlug: subStep.slug, value: option.value, price: option.price, options });
    }
  }
  return new EffectiveSelection(data, selection, packages, added);
}
