// docs/product.md#ux-price-effects:: + amount, included,
// in package, price on request. Computed by pricing the configuration with and without the choice,
// so that prices depending on other choices (a cleaning option priced by mixhead) come out right.

import { eurToCents } from '../money.ts';
import { type ChoiceOffers, offeredValues } from './choices.ts';
import { effectiveSelection, type SelectedRef } from './effective-selection.ts';
import { ConfiguratorError } from './errors.ts';
import type { BaseChoice } from './model.ts';
import { type PriceResult, priceConfiguration } from './pricing.ts';
import type { ConfiguratorData, Selection } from './types.ts';

export type PriceTag =
  /** choosing it changes the total by `cents` (negative for a credit or a cheaper choice) */
  | { kind: 'amount'; cents: number }
  /** it costs nothing extra */
  | { kind: 'included' }
  /** a selected package with a price already pays for it */
  | { kind: 'inPackage'; package: SelectedRef }
  /** not priced (null): quoted on request */
  | { kind: 'onRequest' }
  /**
   * its price waits for a choice in `dependsOn` not made yet; `cents` is the least it can cost
   * ("from 1.200,00 €"), null when its price table is empty
   */
  | { kind: 'from'; cents: number | null; dependsOn: string }
  /** the model lacks a price for it, or the configuration cannot be priced */
  | { kind: 'unknown'; code: string }
  /** a filter hides it, so it cannot be chosen now */
  | { kind: 'hidden' };

export type Model = ConfiguratorData & { choices?: ChoiceOffers };

export function tryPrice(model: Model, selection: Selection): PriceResult | ConfiguratorError {
  try {
    return priceConfiguration(model, selection);
  } catch (error) {
    if (error instanceof ConfiguratorError) return error;
    throw error;
  }
}

export type Ref = { subStepSlug: string; value: string };

/**
 * The chosen options whose price waits for a choice not made yet (a swivel boom priced by mixhead,
 * before a mixhead): left out, the rest of the selection can still be priced. Without this, one such
 * option made every other option's and base choice's difference unknown.
 */
export function priceWithoutWaiting(
  model: Model,
  selection: Selection,
): { waiting: Ref[]; rest: Selection; current: PriceResult | ConfiguratorError } {
  const waiting: Ref[] = [];
  let rest = selection;
  let current = tryPrice(model, rest);
  // Each round leaves out one option; a selection has only so many.
  for (let round = 0; round < 50; round++) {
    if (!(current instanceof ConfiguratorError) || current.code !== 'MISSING_DEPENDS_ON') break;
    const { subStepSlug, value } = current.details;
    if (typeof subStepSlug !== 'string' || typeof value !== 'string') break;
    if (!(rest.values[subStepSlug] ?? []).includes(value)) break;
    waiting.push({ subStepSlug, value });
    rest = without(rest, subStepSlug, value);
    current = tryPrice(model, rest);
  }
  return { waiting, rest, current };
}

/** The priced package (if any) that selects this option, so its own price is not charged. */
export function pricedPackageOf(model: Model, selection: Selection, subStepSlug: string, value: string) {
  for (const pack of effectiveSelection(model, selection).packages) {
    if (pack.price === null) continue;
    if (pack.options.some((o) => o.subStepSlug === subStepSlug && o.value === value)) {
      return { subStepSlug: pack.subStepSlug, value: pack.value };
    }
  }
  return undefined;
}

export function without(selection: Selection, subStepSlug: string, value: string): Selection {
  const values = (selection.values[subStepSlug] ?? []).filter((v) => v !== value);
  return { ...selection, values: { ...selection.values, [subStepSlug]: values } };
}

export type BaseChoiceEffect = { value: string; chosen: boolean; tag: PriceTag };

/**
 * Each base choice (docs/product.md#configurator-model) shows the difference it makes to the total against
 * the current choice (0 for the current one, shown as `included`). Offers come from the model's choices.
 */
export function baseChoiceEffects(
  model: ConfiguratorData & { choices: ChoiceOffers },
  selection: Selection,
  key: BaseChoice,
): BaseChoiceEffect[] {
  const offered = offeredValues(model.choices, key);
  const { rest, current } = priceWithoutWaiting(model, selection);
  return offered.map((value) => {
    const chosen = selection[key] === value;
    const other = tryPrice(model, { ...rest, [key]: value });
    if (other instanceof ConfiguratorError)
      return { value, chosen, tag: { kind: 'unknown', code: other.code } };
    if (current instanceof ConfiguratorError)
      return { value, chosen, tag: { kind: 'unknown', code: current.code } };
    const cents = eurToCents(other.total) - eurToCents(current.total);
    return { value, chosen, tag: cents === 0 ? { kind: 'included' } : { kind: 'amount', cents } };
  });
}

/**
 * What a chosen option's line shows in a summary or quote: its price, `included` for 0,
 * `inPackage` when a selected priced package pays for it, `onRequest` when not priced.
 */
export function chosenPriceTag(
  model: ConfiguratorData,
  selection: Selection,
  line: { subStepSlug: string; value: string; price: number | null },
): PriceTag {
  const pack = pricedPackageOf(model, selection, line.subStepSlug, line.value);
  if (pack) return { kind: 'inPackage', package: pack };
  if (line.price === null) return { kind: 'onRequest' };
  const cents = eurToCents(line.price);
  return cents === 0 ? { kind: 'included' } : { kind: 'amount', cents };
}
