// Reopening a saved configuration (docs/product.md#codes): what the current model still offers is kept; what
// it no longer offers, or what a filter now hides, is reported, never dropped silently.
import type { ConfiguratorModel } from './choices.ts';
import { type DefaultOptions, repairBaseChoices } from './defaults.ts';
import { BASE_CHOICES, isChoiceField } from './model.ts';
import { valueLabel } from './places.ts';
import { pruneSelection } from './prune.ts';
import { resolvePackages } from './rules.ts';
import type { Selection } from './types.ts';

export type NotOffered = {
  /** a sub-step slug, or a base choice (dosingLine, country, dayTank) */
  subStepSlug: string;
  value: string;
  label: string;
  /** notOffered: the model has no such option any more; hiddenByFilter: a filter hides it now */
  reason: 'notOffered' | 'hiddenByFilter';
};

const labelKey = (key: string, value: string) => `${key}/${value}`;

/**
 * Labels of every chosen value (base choices, options by hand and through packages) keyed
 * `key/value`, stored with a saved configuration so that a later restore can still name an option
 * the model has lost.
 */
export function selectionLabels(model: ConfiguratorModel, selection: Selection): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const key of BASE_CHOICES)
    labels[labelKey(key, selection[key])] = valueLabel(model, key, selection[key]);
  const resolved = resolvePackages(model, selection).selection;
  for (const step of model.steps) {
    for (const subStep of step.subSteps) {
      if (!isChoiceField(subStep.options.fieldType)) continue;
      for (const value of resolved.values[subStep.slug] ?? []) {
        labels[labelKey(subStep.slug, value)] = valueLabel(model, subStep.slug, value);
      }
    }
  }
  return labels;
}

/**
 * The saved selection as the current model allows it, and what had to go. Base choices the machine
 * no longer offers get their defaults; options are pruned as the session does. Saved labels name
 * values the model has lost; current labels (in the model's locale) name the rest.
 */
export function restoreSelection(
  model: ConfiguratorModel,
  saved: Selection,
  options: DefaultOptions & { labels?: Readonly<Record<string, string>> } = {},
): { selection: Selection; notOffered: NotOffered[] } {
  const labels = options.labels ?? {};
  const repaired = repairBaseChoices(model.choices, saved, options);
  const pruned = pruneSelection(model, repaired.selection);
  const notOffered: NotOffered[] = [
    ...repaired.replaced.map(
      ({ key, value }): NotOffered => ({
        subStepSlug: key,
        value,
        label: labels[labelKey(key, value)] ?? value,
        reason: 'notOffered',
      }),
    ),
    ...pruned.removed.map(
      (removed): NotOffered => ({
        subStepSlug: removed.subStepSlug,
        value: removed.value,
        label:
          removed.reason === 'notOffered'
            ? (labels[labelKey(removed.subStepSlug, removed.value)] ?? removed.label)
            : removed.label,
        reason: removed.reason,
      }),
    ),
  ];
  return { selection: pruned.selection, notOffered };
}
