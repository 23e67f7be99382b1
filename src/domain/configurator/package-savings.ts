// The package savings breakdown of sales mode (docs/product.md#pricing, #sales-mode): for each selected
// package with a price, what its options cost one by one, the package price and the difference. The sum of
// the differences is priceConfiguration's packageEffect: both use the same option prices (optionPrice).
import { eurToCents } from '../money.ts';
import { effectiveSelection } from './effective-selection.ts';
import { findOption, locateSubStep } from './model.ts';
import { valueLabel } from './places.ts';
import { optionPrice } from './pricing.ts';
import type { ConfiguratorData, Selection } from './types.ts';

/** One selected package in integer cents; `savings` = `optionsTotal` − `packagePrice`. */
export type PackageSaving = {
  subStepSlug: string;
  value: string;
  optionsTotal: number;
  packagePrice: number;
  savings: number;
};

/**
 * Selected packages in model order. A package without a price is a plain bundle (its options are
 * charged one by one), so it has no line. Throws like priceConfiguration when a price cannot be
 * resolved; callers show the breakdown only next to a computed price.
 */
export function packageSavings(data: ConfiguratorData, selection: Selection): PackageSaving[] {
  const effective = effectiveSelection(data, selection);
  const lines: PackageSaving[] = [];
  for (const pack of effective.packages) {
    const packageEur = optionPrice(data, selection, pack.price, pack);
    if (packageEur === null) continue;
    let optionsTotal = 0;
    for (const ref of pack.options) {
      const subStep = locateSubStep(data.steps, ref.subStepSlug)?.subStep;
      const option = subStep && findOption(subStep, ref.value);
      if (!option) continue;
      optionsTotal += eurToCents(optionPrice(data, selection, option.price, ref) ?? 0);
    }
    const packagePrice = eurToCents(packageEur);
    lines.push({
      subStepSlug: pack.subStepSlug,
      value: pack.value,
      optionsTotal,
      packagePrice,
      savings: optionsTotal - packagePrice,
    });
  }
  return lines;
}

/**
 * A package as a deal, before it is chosen (docs/product.md#pricing): what it contains, which of those the
 * selection already has, and what it saves against buying its contents one by one. Amounts in integer
 * cents; null where a price waits for another choice (a dependsOn not chosen yet) or the package has none.
 */
export type PackageDeal = {
  contents: { subStepSlug: string; value: string; label: string; chosen: boolean }[];
  optionsTotal: number | null;
  packagePrice: number | null;
  /** optionsTotal − packagePrice; null unless both are known */
  savings: number | null;
};

function centsOrNull(run: () => number | null): number | null {
  try {
    const eur = run();
    return eur === null ? null : eurToCents(eur);
  } catch {
    // A dependsOn price whose choice is still open: the deal shows what it can.
    return null;
  }
}

/** The deal of a package option, or null when the option selects nothing (not a package). */
export function packageDeal(
  data: ConfiguratorData,
  selection: Selection,
  subStepSlug: string,
  value: string,
): PackageDeal | null {
  const pack = locateSubStep(data.steps, subStepSlug)?.subStep;
  const option = pack && findOption(pack, value);
  if (!option?.packageOptions?.length) return null;
  const effective = effectiveSelection(data, selection);
  const contents: PackageDeal['contents'] = [];
  let optionsTotal: number | null = 0;
  for (const target of option.packageOptions) {
    const subStep = locateSubStep(data.steps, target.slug)?.subStep;
    for (const id of target.optionIds) {
      const content = subStep && findOption(subStep, id);
      if (!content) continue;
      contents.push({
        subStepSlug: target.slug,
        value: id,
        label: valueLabel(data, target.slug, id),
        chosen: effective.valuesOf(target.slug).includes(id),
      });
      const cents = centsOrNull(() =>
        optionPrice(data, selection, content.price, { subStepSlug: target.slug, value: id }),
      );
      optionsTotal = optionsTotal === null || cents === null ? null : optionsTotal + cents;
    }
  }
  const packagePrice = centsOrNull(() => optionPrice(data, selection, option.price, { subStepSlug, value }));
  return {
    contents,
    optionsTotal,
    packagePrice,
    savings: optionsTotal !== null && packagePrice !== null ? optionsTotal - packagePrice : null,
  };
}
