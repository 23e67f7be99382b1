// Everything the configurator writes in words: money and flows in the locale's style, why an option is
// hidden, what a change removed, what an option costs. The engine (src/domain/configurator) says it in
// data; this file says it in the visitor's language.
import { type ChoiceOffers, choiceLabel } from '../../../domain/configurator/choices.ts';
import { ConfiguratorError } from '../../../domain/configurator/errors.ts';
import { findOption, isBaseChoice, locateSubStep } from '../../../domain/configurator/model.ts';
import type { PriceTag } from '../../../domain/configurator/price-effects.ts';
import type { RemovedOption } from '../../../domain/configurator/prune.ts';
import type { NotOffered } from '../../../domain/configurator/restore.ts';
import type { HiddenExplanation } from '../../../domain/configurator/selection-check.ts';
import type { ConfiguratorData, Selection } from '../../../domain/configurator/types.ts';
import { frequencyFactor, toUnit, type UnitsConfig } from '../../../domain/flow.ts';
import { FLOW_UNIT_LABELS, formatMoney, formatNumber } from '../../../domain/format.ts';
import type { Translate } from './texts.tsx';

type Model = ConfiguratorData & { choices: ChoiceOffers };

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
export function flowNumber(cm3PerS: number, units: UnitsConfig, locale: string): string {
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

/** "A or B" / "A oder B" / "A 또는 B", the locale's own way of listing alternatives. */
export function alternatives(items: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { type: 'disjunction' }).format(items);
  } catch {
    return items.join(' / ');
  }
}

/** The title of a step; the base choices' step is the page's own. */
export function stepTitle(model: Model, stepSlug: string, t: Translate): string {
  if (stepSlug === 'base') return t('baseStep');
  return model.steps.find((step) => step.slug === stepSlug)?.title ?? stepSlug;
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

/** "Needs Mischkopf MHS 12 oder MHS 18 (Mischkopf, step Mischen)". */
export function hiddenText(
  model: Model,
  explanation: HiddenExplanation,
  t: Translate,
  locale: string,
): string {
  return t('hiddenNeeds', {
    needs: alternatives(
      explanation.needs.map((need) => need.label),
      locale,
    ),
    subStep: subStepTitle(model, explanation.subStepSlug, t),
    step: stepTitle(model, explanation.stepSlug, t),
  });
}

/** "Boom 2 m was removed because you chose MH 12 in step Mixing." */
export function removalText(model: Model, removed: RemovedOption, t: Translate): string {
  const option = removed.label;
  const because = removed.because;
  if (!because) return t('removedNotOffered', { option });
  const step = stepTitle(model, because.stepSlug, t);
  const choice = valueName(model, because.subStepSlug, because.value) || because.valueLabel;
  if (removed.packageOption) {
    const packageOption = valueName(model, removed.packageOption.subStepSlug, removed.packageOption.value);
    return t('removedPackage', { option, packageOption, choice, step });
  }
  return t('removedBecause', { option, choice, step });
}

/** "Rührwerk (Ausstattung): no longer offered" for the notice after opening a code. */
export function notOfferedText(model: Model, item: NotOffered, t: Translate): string {
  const where = subStepTitle(model, item.subStepSlug, t);
  const reason = item.reason === 'notOffered' ? t('notOfferedRemoved') : t('notOfferedHidden');
  return `${item.label} (${where}): ${reason}`;
}

/**
 * What the price tag of an option says, or null when it says nothing (hidden options). An option not
 * chosen says what choosing it adds or takes off ("+ 1.250,00 €"); a chosen one what it costs now.
 */
export function priceTagText(
  model: Model,
  option: { subStepSlug: string; value: string; chosen: boolean },
  tag: PriceTag,
  t: Translate,
  locale: string,
): string | null {
  const { subStepSlug, value } = option;
  switch (tag.kind) {
    case 'amount':
      return option.chosen ? money(tag.cents, locale) : signedMoney(tag.cents, locale, t);
    case 'included':
      return t('priceIncluded');
    case 'inPackage':
      return t('priceInPackage');
    case 'onRequest':
      return t('priceOnRequest');
    case 'unknown': {
      const subStep = locateSubStep(model.steps, subStepSlug)?.subStep;
      const price = subStep && findOption(subStep, value)?.price;
      if (tag.code === 'MISSING_DEPENDS_ON' && price && typeof price === 'object') {
        return t('priceDependsOn', { what: subStepTitle(model, price.dependsOn, t) });
      }
      return t('priceUnknown');
    }
    case 'hidden':
      return null;
  }
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
