// Removing what the model no longer allows from a selection, with the reason for each removal, so
// that the UI can say "X was removed because you chose Y in step Z" (docs/product.md#configurator-model: an
// invalid selection is never priced silently).
import type { ChoiceOffers } from './choices.ts';
import { effectiveSelection } from './effective-selection.ts';
import { locateSubStep } from './model.ts';
import { placeOf, valueLabel } from './places.ts';
import { evaluateOptions, invalidSelections } from './rules.ts';
import type { ConfiguratorData, Selection } from './types.ts';

/** The choice that made an option go: the value chosen in a sub-step (or base choice) and where. */
type RemovalCause = {
  stepSlug: string;
  stepTitle: string;
  subStepSlug: string;
  subStepTitle: string;
  value: string;
  valueLabel: string;
};

export type RemovedOption = {
  subStepSlug: string;
  value: string;
  label: string;
  /** hiddenByFilter: a filter hides it now; notOffered: the model has no such option (any more) */
  reason: 'hiddenByFilter' | 'notOffered';
  /** for hiddenByFilter: the choice that hides it */
  because?: RemovalCause;
  /** set when a package was removed because one of the options it selects is hidden */
  packageOption?: { subStepSlug: string; value: string };
  /**
   * set when the removal emptied a radio group and its default (or an included option) took the place:
   * docs/product.md#configurator-model, a radio group never needs a choice because of a removal
   */
  replacedBy?: { value: string; label: string };
};

export type PruneResult = { selection: Selection; removed: RemovedOption[] };

type Model = ConfiguratorData & { choices?: ChoiceOffers };

/**
 * Removes values that filters hide or that the model lacks, one at a time in model order and
 * re-checking after each, since removing an earlier value can make a later one valid again. A hidden
 * option that only a package selects takes the package with it. The input is not changed; the result
 * is the input itself when nothing had to go.
 */
export function pruneSelection(model: Model, selection: Selection): PruneResult {
  let { selection: current, removed } = pruneOnce(model, selection);
  // A radio group the removals emptied gets its default, or else its included option (a fixed price
  // of 0). Choosing it may hide something else, so prune again; bounded, as a refill could in theory
  // be undone by a later removal.
  for (let round = 0; round < 8; round++) {
    const refilled = refillEmptiedRadios(model, selection, current, removed);
    if (!refilled) break;
    const again = pruneOnce(model, refilled);
    current = again.selection;
    removed = [...removed, ...again.removed];
  }
  return { selection: current, removed };
}

/** The value a radio group falls back to: its default, else an included option; both must be shown. */
function fallbackOption(model: Model, selection: Selection, subStepSlug: string) {
  const shown = evaluateOptions(model, selection, subStepSlug).filter((option) => !option.hidden);
  return shown.find((option) => option.default) ?? shown.find((option) => option.price === 0);
}

/**
 * Fills each radio group that had a value in `before` and has none in `current` because of a removal;
 * marks the removal with what replaced it. Undefined when nothing was filled.
 */
function refillEmptiedRadios(
  model: Model,
  before: Selection,
  current: Selection,
  removed: RemovedOption[],
): Selection | undefined {
  let next: Selection | undefined;
  for (const [index, item] of removed.entries()) {
    const slug = item.subStepSlug;
    if (item.replacedBy || !(before.values[slug]?.length ?? 0)) continue;
    if ((next ?? current).values[slug]?.length) continue;
    if (locateSubStep(model.steps, slug)?.subStep.options.fieldType !== 'radio') continue;
    const fallback = fallbackOption(model, next ?? current, slug);
    if (!fallback) continue;
    next = { ...(next ?? current), values: { ...(next ?? current).values, [slug]: [fallback.value] } };
    removed[index] = { ...item, replacedBy: { value: fallback.value, label: fallback.label } };
  }
  return next;
}

function pruneOnce(model: Model, selection: Selection): PruneResult {
  let current = selection;
  const removed: RemovedOption[] = [];
  // Each round removes at least one value, so the number of values bounds the rounds.
  let rounds = Object.values(selection.values).reduce((sum, values) => sum + values.length, 0) + 1;
  while (rounds-- > 0) {
    const first = invalidSelections(model, current)[0];
    if (!first) break;
    const because = first.blockedBy ? causeOf(model, current, first.blockedBy.subStepSlug) : undefined;
    const reason = first.reason === 'hiddenByFilter' ? 'hiddenByFilter' : 'notOffered';
    if (first.source === 'hand') {
      current = without(current, first.subStepSlug, [first.value]);
      removed.push({
        subStepSlug: first.subStepSlug,
        value: first.value,
        label: valueLabel(model, first.subStepSlug, first.value),
        reason,
        ...(because ? { because } : {}),
      });
      continue;
    }
    const packages = effectiveSelection(model, current).packages.filter((pack) =>
      pack.options.some((o) => o.subStepSlug === first.subStepSlug && o.value === first.value),
    );
    if (packages.length === 0) break; // cannot happen: a value not by hand comes from a package
    for (const pack of packages) {
      current = without(current, pack.subStepSlug, [pack.value]);
      removed.push({
        subStepSlug: pack.subStepSlug,
        value: pack.value,
        label: valueLabel(model, pack.subStepSlug, pack.value),
        reason,
        ...(because ? { because } : {}),
        packageOption: { subStepSlug: first.subStepSlug, value: first.value },
      });
    }
  }
  return { selection: current, removed };
}

function causeOf(model: Model, selection: Selection, key: string): RemovalCause {
  const value = effectiveSelection(model, selection).chosen(key)[0] ?? '';
  return { ...placeOf(model, key), value, valueLabel: valueLabel(model, key, value) };
}

function without(selection: Selection, subStepSlug: string, values: readonly string[]): Selection {
  const kept = (selection.values[subStepSlug] ?? []).filter((value) => !values.includes(value));
  const next = { ...selection.values };
  if (kept.length > 0) next[subStepSlug] = kept;
  else delete next[subStepSlug];
  return { ...selection, values: next };
}
