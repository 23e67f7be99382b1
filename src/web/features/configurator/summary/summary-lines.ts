// The summary's lines (docs/product.md#ux-price-in-view): per step, each chosen option (those a package
// brings included) with its price in words, from the page's live price. The summary lists them, and the
// saved configurations' comparison sets two configurations' lines side by side.
import { isChoiceField, PACKAGES_STEP_SLUG } from '../../../../domain/configurator/model.ts';
import { packageDeal } from '../../../../domain/configurator/package-savings.ts';
import { chosenPriceTag } from '../../../../domain/configurator/price-effects.ts';
import { resolvePackages } from '../../../../domain/configurator/rules.ts';
import type { Selection, Step } from '../../../../domain/configurator/types.ts';
import type { LivePrice, MachineModel } from '../state/live-price.ts';
import type { Translate } from '../texts.tsx';
import { money, subStepTitle } from '../words.ts';

export type SummaryLine = {
  key: string;
  subStepSlug: string;
  label: string;
  /** what was chosen, without the sub-step's title: the option's label, or the values typed */
  value: string;
  /** the price in words ("included", "+ 1.250,00 €"), empty where prices are not shown */
  price: string;
  /** its price waits for another choice */
  pending: boolean;
  /** a package's contents and what it saves, as its card says them */
  detail?: string;
};

/** The steps with something chosen, each with its lines, in the model's order. */
export function summarySteps(
  model: MachineModel,
  selection: Selection,
  price: LivePrice,
  t: Translate,
  locale: string,
): { step: Step; lines: SummaryLine[] }[] {
  const breakdown = price.kind === 'visible' ? price.breakdown : null;
  const prices = new Map(breakdown?.options.map((line) => [`${line.subStepSlug}/${line.value}`, line.price]));
  const resolved = resolvePackages(model, selection).selection;
  return model.steps
    .map((step) => ({
      step,
      lines: step.subSteps.flatMap((subStep): SummaryLine[] => {
        const values = resolved.values[subStep.slug] ?? [];
        if (values.length === 0) return [];
        const subStepSlug = subStep.slug;
        if (!isChoiceField(subStep.options.fieldType)) {
          return [
            {
              key: subStepSlug,
              subStepSlug,
              label: `${subStep.title}: ${values.join(', ')}`,
              value: values.join(', '),
              price: '',
              pending: false,
            },
          ];
        }
        return subStep.options.data
          .filter((option) => values.includes(option.value))
          .map((option) => {
            const key = `${subStepSlug}/${option.value}`;
            let text = '';
            if (step.slug === PACKAGES_STEP_SLUG) {
              // A package reads as its card did: what it holds and what it saves.
              const deal = packageDeal(model, selection, subStepSlug, option.value);
              const detail = deal?.contents.length
                ? [
                    t('dealContains', { items: deal.contents.map((item) => item.label).join(', ') }),
                    breakdown && deal.savings !== null && deal.savings > 0
                      ? t('dealSaves', { amount: money(deal.savings, locale) })
                      : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')
                : undefined;
              return {
                key,
                subStepSlug,
                label: option.label,
                value: option.label,
                price: t('packageSelected'),
                pending: false,
                ...(detail ? { detail } : {}),
              };
            }
            if (breakdown) {
              const cents = prices.get(key) ?? null;
              const waits = breakdown.pending.find(
                (line) => line.subStepSlug === subStepSlug && line.value === option.value,
              );
              if (waits) {
                const from =
                  waits.from === null ? '' : ` · ${t('priceFrom', { amount: money(waits.from, locale) })}`;
                return {
                  key,
                  subStepSlug,
                  label: option.label,
                  value: option.label,
                  price: `${t('pricePending', { what: subStepTitle(model, waits.dependsOn, t) })}${from}`,
                  pending: true,
                };
              }
              const tag = chosenPriceTag(model, selection, {
                subStepSlug,
                value: option.value,
                price: cents === null ? null : cents / 100,
              });
              text =
                cents === null
                  ? t('priceOnRequest')
                  : cents === 0
                    ? t('priceIncluded')
                    : `${tag.kind === 'inPackage' ? `${t('priceInPackage')} · ` : ''}${money(cents, locale)}`;
            }
            return {
              key,
              subStepSlug,
              label: option.label,
              value: option.label,
              price: text,
              pending: false,
            };
          });
      }),
    }))
    .filter((entry) => entry.lines.length > 0);
}
