// Every option of a sub-step as the configurator page shows it: chosen or not, in a package, why a
// filter hides it and what choosing it does to the price. Only a step's fields use it (they load at the
// visitor's first action), so it stays out of the page's first load.
import type { ConfiguratorModel } from './choices.ts';
import { effectiveSelection } from './effective-selection.ts';
import { type OptionPriceEffect, optionPriceEffects } from './option-price-effects.ts';
import { type PackageDeal, packageDeal } from './package-savings.ts';
import { type ValueRef, valueLabel } from './places.ts';
import type { PriceTag } from './price-effects.ts';
import { evaluateOptions } from './rules.ts';
import { explainHidden, type HiddenExplanation } from './selection-check.ts';
import type { Selection } from './types.ts';

export type OptionView = {
  value: string;
  label: string;
  /** chosen by hand or through a package */
  chosen: boolean;
  /** the selected package that selects it, if any ("in package") */
  inPackage: ValueRef | null;
  /** set when a filter hides the option: where to go and what to choose there */
  hidden: HiddenExplanation | null;
  /** what choosing it does to the price (see price-effects.ts); null while prices are not shown */
  price: PriceTag | null;
  /** the model's explanation of a jargon name */
  help?: string;
  /** marked "Recommended", with the model's reason when it gives one */
  recommended?: { reason?: string };
  /** a package: its contents, those already chosen, and what it saves (amounts null while prices are not shown) */
  deal?: PackageDeal;
  /** the output range of the mixhead it stands for, g/s (types.ts `Option.output`) */
  output?: { minGPerS: number; maxGPerS: number };
};

/** Every option of a sub-step as the page shows it. `pricesVisible: false` turns every price tag off. */
export function subStepOptions(
  model: ConfiguratorModel,
  selection: Selection,
  subStepSlug: string,
  options: { pricesVisible?: boolean } = {},
): OptionView[] {
  const effective = effectiveSelection(model, selection);
  const chosen = effective.valuesOf(subStepSlug);
  const effects = new Map<string, OptionPriceEffect>(
    options.pricesVisible === false
      ? []
      : optionPriceEffects(model, selection, subStepSlug).map((e) => [e.value, e]),
  );
  return evaluateOptions(model, selection, subStepSlug).map((option): OptionView => {
    const pack = effective.packages.find((p) =>
      p.options.some((o) => o.subStepSlug === subStepSlug && o.value === option.value),
    );
    const view: OptionView = {
      value: option.value,
      label: option.label,
      chosen: chosen.includes(option.value),
      inPackage: pack ? { value: pack.value, label: valueLabel(model, pack.subStepSlug, pack.value) } : null,
      hidden: option.hidden ? explainHidden(model, selection, option, option.blockedBy) : null,
      price: options.pricesVisible === false ? null : (effects.get(option.value)?.tag ?? { kind: 'hidden' }),
    };
    if (option.help) view.help = option.help;
    if (option.recommended) view.recommended = option.recommended;
    const deal = option.packageOptions?.length
      ? packageDeal(model, selection, subStepSlug, option.value)
      : null;
    if (deal) {
      view.deal =
        options.pricesVisible === false
          ? { ...deal, optionsTotal: null, packagePrice: null, savings: null }
          : deal;
    }
    if (option.output) view.output = option.output;
    return view;
  });
}
