import { applyRate, centsToEur, eurToCents } from '../money.ts';
import { type EffectiveSelection, effectiveSelection } from './effective-selection.ts';
import { PricingError } from './errors.ts';
import { findOption, isChoiceField, locateSubStep, PACKAGES_STEP_SLUG } from './model.ts';
import { invalidSelections } from './rules.ts';
import type { ConfiguratorData, Price, Selection } from './types.ts';

/** docs/product.md#discount: 0.5 % per priced option. An admin setting; callers pass the stored value. */
export const DEFAULT_DISCOUNT_RATE_PER_OPTION = 0.005;

export type PricingOptions = {
  /** apply the sales-mode discount */
  discount?: boolean;
  /** defaults to DEFAULT_DISCOUNT_RATE_PER_OPTION; must lie in [0, 1] */
  discountRatePerOption?: number;
  /**
   * Refuse selections that filters hide (code INVALID_SELECTION). Quotes, codes and
   * PDFs price strictly; the live UI prices leniently and shows invalidSelections next to the price.
   */
  strict?: boolean;
  /**
   * Price what is known when an option's price waits for a choice not made yet (a swivel boom priced
   * by mixhead, before a mixhead): such lines are listed in `pending` and left out of the total, which
   * is then a lower bound. Without it, such an option fails with MISSING_DEPENDS_ON, as a quote must.
   */
  allowPending?: boolean;
};

/**
 * One selected option outside the packages step; price null means "not priced", or, with `waitsFor`,
 * that its price waits for a choice in that sub-step (or base choice). EUR.
 */
type PriceLine = { subStepSlug: string; value: string; price: number | null; waitsFor?: string };

/**
 * A chosen option whose price waits for another choice: `from` is the least its price table asks
 * (EUR), null when the table has no price at all.
 */
type PendingLine = { subStepSlug: string; value: string; dependsOn: string; from: number | null };

/**
 * All amounts in EUR, exact to the cent. total = base + Σ options − packageEffect − discount. With
 * pending lines (allowPending) the total is what is known, so the full price is at least
 * total + Σ pending.from (docs/product.md#pricing).
 */
export type PriceResult = {
  base: number;
  options: PriceLine[];
  packageEffect: number;
  discount: number;
  total: number;
  pending: PendingLine[];
};

export type BasePrice = {
  price: number;
  /** the PED the price is for: pedOverride for agency countries, else the country's PED */
  pedId: string;
  agency: boolean;
};

/** Base price (docs/product.md#pricing): agency countries by dosing line and day tank, others also by PED. */
export function resolveBasePrice(data: ConfiguratorData, selection: Selection): BasePrice {
  const { dosingLine, country, dayTank } = selection;
  if (data.agencyIsos.includes(country)) {
    const row = data.agencyBasePrices.find(
      (candidate) => candidate.machineVersionId === dosingLine && candidate.dayTankId === dayTank,
    );
    if (!row) {
      throw new PricingError(
        'MISSING_BASE_PRICE',
        `No agency base price for dosing line "${dosingLine}" with day tank "${dayTank}".`,
        { dosingLine, country, dayTank, pedId: data.pedOverride },
      );
    }
    return { price: row.price, pedId: data.pedOverride, agency: true };
  }
  const pedId = data.countryPeds[country];
  if (pedId === undefined) {
    throw new PricingError(
      'MISSING_BASE_PRICE',
      `No pressure equipment directive is mapped for country "${country}".`,
      {
        dosingLine,
        country,
        dayTank,
      },
    );
  }
  const row = data.basePrices.find(
    (candidate) =>
      candidate.machineVersionId === dosingLine &&
      candidate.pedId === pedId &&
      candidate.dayTankId === dayTank,
  );
  if (!row) {
    throw new PricingError(
      'MISSING_BASE_PRICE',
      `No base price for dosing line "${dosingLine}", PED "${pedId}" and day tank "${dayTank}".`,
      { dosingLine, country, dayTank, pedId },
    );
  }
  return { price: row.price, pedId, agency: false };
}

/**
 * The one price function (docs/product.md#pricing). Options are listed in model order, each once, whether
 * selected by hand, by a package, or both; so the result does not depend on the order of the selection.
 */
export function priceConfiguration(
  data: ConfiguratorData,
  selection: Selection,
  options: PricingOptions = {},
): PriceResult {
  const rate = options.discountRatePerOption ?? DEFAULT_DISCOUNT_RATE_PER_OPTION;
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) {
    throw new PricingError(
      'INVALID_DISCOUNT_RATE',
      `The discount rate per option must lie between 0 and 1, not ${rate}.`,
    );
  }
  const base = resolveBasePrice(data, selection);
  if (!Number.isFinite(base.price)) {
    throw new PricingError('INVALID_PRICE', `The base price is not a number (${base.price}).`, {
      dosingLine: selection.dosingLine,
      dayTank: selection.dayTank,
      pedId: base.pedId,
    });
  }
  const baseCents = eurToCents(base.price);

  const effective = effectiveSelection(data, selection);
  // Check every value first, so that a stale selection is reported as such, not as a missing price.
  const known = new Set<string>();
  for (const step of data.steps) {
    for (const subStep of step.subSteps) {
      known.add(subStep.slug);
      if (!isChoiceField(subStep.options.fieldType)) continue;
      for (const value of effective.valuesOf(subStep.slug)) {
        if (!findOption(subStep, value)) throw unknownValue(subStep.slug, value);
      }
    }
  }
  for (const slug of effective.slugs()) {
    const first = effective.valuesOf(slug)[0];
    if (!known.has(slug) && first !== undefined) {
      const message = `The configurator has no sub-step "${slug}" (selected "${first}").`;
      throw new PricingError('UNKNOWN_VALUE', message, { subStepSlug: slug, value: first });
    }
  }

  if (options.strict) {
    const hidden = invalidSelections(data, selection);
    if (hidden.length > 0) {
      const list = hidden.map(({ subStepSlug, value }) => `${subStepSlug}: ${value}`).join(', ');
      const message = `The configuration holds options that filters hide: ${list}.`;
      throw new PricingError('INVALID_SELECTION', message, { invalid: hidden });
    }
  }

  const lines: PriceLine[] = [];
  const pending: PendingLine[] = [];
  const waiting = (price: Price | undefined, subStepSlug: string, value: string) =>
    options.allowPending && !options.strict ? waitingFor(price, effective, subStepSlug, value) : undefined;
  let optionCents = 0;
  let pricedCount = 0;
  for (const step of data.steps) {
    // Package prices enter only through the package effect.
    if (step.slug === PACKAGES_STEP_SLUG) continue;
    for (const subStep of step.subSteps) {
      const chosen = effective.valuesOf(subStep.slug);
      if (chosen.length === 0 || !isChoiceField(subStep.options.fieldType)) continue;
      for (const option of subStep.options.data) {
        if (!chosen.includes(option.value)) continue;
        const waits = waiting(option.price, subStep.slug, option.value);
        if (waits) {
          pending.push(waits);
          lines.push({
            subStepSlug: subStep.slug,
            value: option.value,
            price: null,
            waitsFor: waits.dependsOn,
          });
          continue;
        }
        const cents = priceCents(option.price, effective, subStep.slug, option.value);
        lines.push({
          subStepSlug: subStep.slug,
          value: option.value,
          price: cents === null ? null : centsToEur(cents),
        });
        if (cents === null) continue;
        optionCents += cents;
        if (cents !== 0) pricedCount++;
      }
    }
  }

  let packageEffectCents = 0;
  for (const pack of effective.packages) {
    const packCents = priceCents(pack.price, effective, pack.subStepSlug, pack.value);
    // A package without a price is a plain bundle: its options are charged one by one.
    if (packCents === null) continue;
    let resolvedCents = 0;
    for (const ref of pack.options) {
      const subStep = locateSubStep(data.steps, ref.subStepSlug)?.subStep;
      const option = subStep && findOption(subStep, ref.value);
      if (!option) throw unknownValue(ref.subStepSlug, ref.value);
      if (waiting(option.price, ref.subStepSlug, ref.value)) continue;
      resolvedCents += priceCents(option.price, effective, ref.subStepSlug, ref.value) ?? 0;
    }
    packageEffectCents += resolvedCents - packCents;
  }

  const discountCents = options.discount ? applyRate(rate, pricedCount, baseCents + optionCents) : 0;
  const totalCents = baseCents + optionCents - packageEffectCents - discountCents;
  return {
    base: centsToEur(baseCents),
    options: lines,
    packageEffect: centsToEur(packageEffectCents),
    discount: centsToEur(discountCents),
    total: centsToEur(totalCents),
    pending,
  };
}

/** The pending line of an option whose dependsOn price has nothing chosen to look it up by. */
function waitingFor(
  price: Price | undefined,
  effective: EffectiveSelection,
  subStepSlug: string,
  value: string,
): PendingLine | undefined {
  if (price === null || typeof price !== 'object' || typeof price.dependsOn !== 'string') return undefined;
  const key = effective.keyFor(price.dependsOn);
  if (key !== undefined && key !== '') return undefined;
  return { subStepSlug, value, dependsOn: price.dependsOn, from: lowestPrice(price) };
}

/** The least price of a dependsOn table (EUR), null when it has none: what "from 1.200,00 €" says. */
export function lowestPrice(price: Price): number | null {
  if (price === null || typeof price !== 'object' || !price.prices)
    return typeof price === 'number' ? price : null;
  let lowest: number | null = null;
  for (const entry of Object.values(price.prices)) {
    if (typeof entry !== 'number' || !Number.isFinite(entry)) continue;
    if (lowest === null || entry < lowest) lowest = entry;
  }
  return lowest;
}

/** The price of one option in cents; null when the option is not priced. */
function priceCents(
  price: Price | undefined,
  effective: EffectiveSelection,
  subStepSlug: string,
  value: string,
): number | null {
  if (price === null || price === undefined) return null;
  if (typeof price === 'number') return finiteCents(price, subStepSlug, value);
  if (typeof price !== 'object' || typeof price.dependsOn !== 'string' || !price.prices) {
    throw new PricingError('INVALID_PRICE', `The price of "${value}" in "${subStepSlug}" is malformed.`, {
      subStepSlug,
      value,
    });
  }
  const { dependsOn } = price;
  const key = effective.keyFor(dependsOn);
  if (key === undefined || key === '') {
    throw new PricingError(
      'MISSING_DEPENDS_ON',
      `The price of "${value}" in "${subStepSlug}" depends on "${dependsOn}", where nothing is chosen yet.`,
      { subStepSlug, value, dependsOn },
    );
  }
  const entry: number | null | undefined = Object.hasOwn(price.prices, key) ? price.prices[key] : undefined;
  if (entry === undefined) {
    throw new PricingError(
      'MISSING_PRICE',
      `The price of "${value}" in "${subStepSlug}" has no entry for ${dependsOn} "${key}".`,
      { subStepSlug, value, dependsOn },
    );
  }
  return entry === null ? null : finiteCents(entry, subStepSlug, value);
}

function finiteCents(eur: number, subStepSlug: string, value: string): number {
  if (typeof eur !== 'number' || !Number.isFinite(eur)) {
    throw new PricingError('INVALID_PRICE', `The price of "${value}" in "${subStepSlug}" is not a number.`, {
      subStepSlug,
      value,
    });
  }
  return eurToCents(eur);
}

function unknownValue(subStepSlug: string, value: string): PricingError {
  return new PricingError('UNKNOWN_VALUE', `"${value}" is not an option of "${subStepSlug}".`, {
    subStepSlug,
    value,
  });
}

/**
 * The price of one option (a package's own price included) under the selection, in EUR; null when
 * not priced. Throws like priceConfiguration when a dependsOn price cannot be resolved.
 */
export function optionPrice(
  data: ConfiguratorData,
  selection: Selection,
  price: Price,
  where: { subStepSlug: string; value: string },
): number | null {
  const cents = priceCents(price, effectiveSelection(data, selection), where.subStepSlug, where.value);
  return cents === null ? null : centsToEur(cents);
}
