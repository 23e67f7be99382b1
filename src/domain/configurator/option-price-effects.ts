// docs/product.md#ux-price-effects: (price-effects.ts holds the
// tags and the base choices' differences, which the page's first view shows). Apart, because only a
// step's fields show options, and they load at the visitor's first action.
import { eurToCents } from '../money.ts';
import { effectiveSelection } from './effective-selection.ts';
import { ConfiguratorError } from './errors.ts';
import { isChoiceField, locateSubStep, PACKAGES_STEP_SLUG } from './model.ts';
import {
  type Model,
  type PriceTag,
  pricedPackageOf,
  priceWithoutWaiting,
  type Ref,
  tryPrice,
  without,
} from './price-effects.ts';
import { lowestPrice, type PriceResult } from './pricing.ts';
import { evaluateOptions } from './rules.ts';
import type { ConfiguratorData, Selection } from './types.ts';

export type OptionPriceEffect = { value: string; chosen: boolean; tag: PriceTag };

function withoutAll(selection: Selection, refs: readonly Ref[]): Selection {
  return refs.reduce((rest, ref) => without(rest, ref.subStepSlug, ref.value), selection);
}

/** The selection with the option chosen as its field does it: radio and select replace, checkbox adds. */
function withOption(model: ConfiguratorData, selection: Selection, subStepSlug: string, value: string) {
  const fieldType = locateSubStep(model.steps, subStepSlug)?.subStep.options.fieldType;
  const current = selection.values[subStepSlug] ?? [];
  const values =
    fieldType === 'checkbox' ? (current.includes(value) ? current : [...current, value]) : [value];
  return { ...selection, values: { ...selection.values, [subStepSlug]: values } };
}

/**
 * What choosing each option of a sub-step does to the total, given the current selection. A chosen
 * option shows what it costs now (the difference it would make to leave it out). Hidden options are
 * `hidden`; the others are priced with the lenient pricing the live UI uses.
 */
export function optionPriceEffects(
  model: Model,
  selection: Selection,
  subStepSlug: string,
): OptionPriceEffect[] {
  const located = locateSubStep(model.steps, subStepSlug);
  if (!located || !isChoiceField(located.subStep.options.fieldType)) return [];
  const { waiting, current } = priceWithoutWaiting(model, selection);
  const effective = effectiveSelection(model, selection);
  const chosenValues = effective.valuesOf(subStepSlug);
  const isPackage = located.step.slug === PACKAGES_STEP_SLUG;
  return evaluateOptions(model, selection, subStepSlug).map((option): OptionPriceEffect => {
    const chosen = chosenValues.includes(option.value);
    const effect = (tag: PriceTag): OptionPriceEffect => ({ value: option.value, chosen, tag });
    if (option.hidden) return effect({ kind: 'hidden' });
    // A package without a price is a plain bundle: it costs what its options cost.
    if (option.price === null && !isPackage) return effect({ kind: 'onRequest' });
    if (!isPackage) {
      const pack = pricedPackageOf(model, selection, subStepSlug, option.value);
      if (pack) return effect({ kind: 'inPackage', package: pack });
    }
    const { price } = option;
    if (price !== null && typeof price === 'object' && !effective.keyFor(price.dependsOn)) {
      const from = lowestPrice(price);
      return effect({
        kind: 'from',
        cents: from === null ? null : eurToCents(from),
        dependsOn: price.dependsOn,
      });
    }
    const other = chosen
      ? without(selection, subStepSlug, option.value)
      : withOption(model, selection, subStepSlug, option.value);
    const otherPrice = tryPrice(model, withoutAll(other, waiting));
    const failed = [current, otherPrice].find((p) => p instanceof ConfiguratorError);
    if (failed instanceof ConfiguratorError) return effect({ kind: 'unknown', code: failed.code });
    const now = current as PriceResult;
    const then = otherPrice as PriceResult;
    const cents = chosen
      ? eurToCents(now.total) - eurToCents(then.total)
      : eurToCents(then.total) - eurToCents(now.total);
    return effect(cents === 0 ? { kind: 'included' } : { kind: 'amount', cents });
  });
}
