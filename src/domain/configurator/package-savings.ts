// The package savings breakdown of sales mode (docs/product.md#pricing, #sales-mode): for each selected
// package with a price, what its options cost one by one, the package price and the difference. The sum of
// the differences is priceConfiguration's packageEffect: both use the same option prices (optionPrice).
import { eurToCents } from '../money.ts';
import { effectiveSelection } from './effective-selection.ts';
import { findOption, locateSubStep } from './model.ts';
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
