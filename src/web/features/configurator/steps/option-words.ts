// What the configurator's steps and notices say in words: why an option is hidden, what a change
// removed, what an option costs, what an opened code could not keep. They load with the step fields and
// the notices, at the visitor's first action (configurator-view.tsx); words.ts holds the first view's.
import { findOption, locateSubStep } from '../../../../domain/configurator/model.ts';
import type { PriceTag } from '../../../../domain/configurator/price-effects.ts';
import type { RemovedOption } from '../../../../domain/configurator/prune.ts';
import type { NotOffered } from '../../../../domain/configurator/restore.ts';
import type { HiddenExplanation } from '../../../../domain/configurator/selection-check.ts';
import type { Translate } from '../texts.tsx';
import { type Model, money, signedMoney, subStepTitle, valueName } from '../words.ts';

/** "A, B and C" in the locale's own way; an engine without ListFormat gets a plain list. */
export function allOf(items: readonly string[], locale: string): string {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  } catch {
    return items.join(', ');
  }
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
function stepTitle(model: Model, stepSlug: string, t: Translate): string {
  if (stepSlug === 'base') return t('baseStep');
  return model.steps.find((step) => step.slug === stepSlug)?.title ?? stepSlug;
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

/**
 * "Boom 2 m was removed because you chose MH 12 in step Mixing.", and when the removal emptied a radio
 * group that has a default: "Hose heating is back to its default: Unheated."
 */
export function removalText(model: Model, removed: RemovedOption, t: Translate): string {
  const text = removalReason(model, removed, t);
  if (!removed.replacedBy) return text;
  const option = valueName(model, removed.subStepSlug, removed.replacedBy.value) || removed.replacedBy.label;
  return `${text} ${t('removedDefault', { subStep: subStepTitle(model, removed.subStepSlug, t), option })}`;
}

function removalReason(model: Model, removed: RemovedOption, t: Translate): string {
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

/**
 * One sentence on what changed since a code was saved (docs/product.md#codes): its price then and now,
 * and what is no longer offered; null when neither changed.
 */
export function sinceSavedText(
  opened: {
    priceThen?: { cents: number } | null;
    priceNow?: { cents: number } | null;
    notOffered: readonly NotOffered[];
  },
  t: Translate,
  locale: string,
): string | null {
  const { priceThen, priceNow } = opened;
  const priceChanged = priceThen != null && priceNow != null && priceThen.cents !== priceNow.cents;
  const gone = opened.notOffered
    .filter((item) => item.reason === 'notOffered')
    .map((item) => t('quotedItem', { label: item.label }));
  const items = allOf(gone, locale);
  const amounts = priceChanged
    ? { priceThen: money(priceThen.cents, locale), priceNow: money(priceNow.cents, locale) }
    : undefined;
  if (amounts && gone.length === 0) return t('sinceSavedPrice', amounts);
  if (amounts) {
    return t(gone.length === 1 ? 'sinceSavedPriceAndGoneOne' : 'sinceSavedPriceAndGoneMany', {
      ...amounts,
      items,
    });
  }
  if (gone.length > 0) return t(gone.length === 1 ? 'sinceSavedGoneOne' : 'sinceSavedGoneMany', { items });
  return null;
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
    case 'from':
      return tag.cents === null
        ? t('priceDependsOn', { what: subStepTitle(model, tag.dependsOn, t) })
        : t('priceFrom', { amount: money(tag.cents, locale) });
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
