// What the configurator writes in words on its first view: money and flows in the locale's style, the
// names of choices, why the total cannot be computed. The engine (src/domain/configurator) says it in
// data; this file says it in the visitor's language (option-words.ts: what the steps and notices say).
import { type ChoiceOffers, choiceLabel } from '../../../domain/configurator/choices.ts';
import { ConfiguratorError } from '../../../domain/configurator/errors.ts';
import { findOption, isBaseChoice, locateSubStep } from '../../../domain/configurator/model.ts';
import type { ConfiguratorData, Selection } from '../../../domain/configurator/types.ts';
import { frequencyFactor, toUnit, type UnitsConfig } from '../../../domain/flow.ts';
import { FLOW_UNIT_LABELS, formatMoney, formatNumber } from '../../../domain/format.ts';
import type { Translate } from './texts.tsx';

export type Model = ConfiguratorData & { choices: ChoiceOffers };

/** EUR from integer cents in the locale's style: 1.234,56 € in German, €1,234.56 in English. */
export function money(cents: number, locale: string): string {
  return formatMoney(cents / 100, locale);
}

/** "+ 1.250,00 €" or "− 640,00 €": what a choice adds or takes off. */
export function signedMoney(cents: number, locale: string, t: Translate): string {
  const amount = money(Math.abs(cents), locale);
  return cents < 0 ? t('priceMinus', { amount }) : t('pricePlus', { amount });
}

/** A catalogue flow (cm³/s at 50 Hz) as a number in the user's frequency and unit, sensibly rounded. */
function flowNumber(cm3PerS: number, units: UnitsConfig, locale: string): string {
  const shown = toUnit(cm3PerS * frequencyFactor(units.freq), units.unit);
  const decimals = Math.abs(shown) < 10 ? (Math.abs(shown) < 1 ? 2 : 1) : 0;
  // The domain's number format (a table for the interface locales): a first Intl.NumberFormat cost 30 ms
  // of the machine page's hydration here (120 ms on Lighthouse's phone).
  return formatNumber(shown, decimals, locale);
}

/** "3,0–29 cm³/s" or "0,22–2,1 l/min": a pump's output range in the user's units and frequency. */
export function flowRange(
  range: { minCm3PerS: number; maxCm3PerS: number },
  units: UnitsConfig,
  locale: string,
  t: Translate,
): string {
  return t('flowRange', {
    min: flowNumber(range.minCm3PerS, units, locale),
    max: flowNumber(range.maxCm3PerS, units, locale),
    unit: FLOW_UNIT_LABELS[units.unit],
  });
}

/** The title of a sub-step, or of a base choice (dosing line, country, day tank). */
export function subStepTitle(model: Model, key: string, t: Translate): string {
  if (isBaseChoice(key)) return t(key);
  return locateSubStep(model.steps, key)?.subStep.title ?? key;
}

/** The label of a value of a sub-step or base choice, as the model names it now. */
export function valueName(model: Model, key: string, value: string): string {
  if (isBaseChoice(key)) return choiceLabel(model.choices, key, value);
  const subStep = locateSubStep(model.steps, key)?.subStep;
  return (subStep && findOption(subStep, value)?.label) ?? value;
}

/** Why the total cannot be computed, in words, with the place to fix it when there is one. */
export function priceErrorText(
  model: Model,
  selection: Selection,
  error: unknown,
  t: Translate,
): { text: string; subStepSlug?: string } {
  if (!(error instanceof ConfiguratorError)) return { text: t('priceBroken') };
  const { subStepSlug, value, dependsOn } = error.details;
  const option = subStepSlug && value !== undefined ? valueName(model, subStepSlug, value) : '';
  if (error.code === 'MISSING_BASE_PRICE') {
    return {
      text: t('priceMissingBase', {
        dosingLine: valueName(model, 'dosingLine', selection.dosingLine),
        dayTank: valueName(model, 'dayTank', selection.dayTank),
        country: valueName(model, 'country', selection.country),
      }),
      subStepSlug: 'dayTank',
    };
  }
  if (error.code === 'MISSING_DEPENDS_ON' && dependsOn) {
    return {
      text: t('priceMissingDependsOn', { option, what: subStepTitle(model, dependsOn, t) }),
      subStepSlug: dependsOn,
    };
  }
  if (error.code === 'MISSING_PRICE' && dependsOn) {
    return { text: t('priceMissingPrice', { option, what: subStepTitle(model, dependsOn, t) }) };
  }
  return { text: t('priceBroken') };
}
