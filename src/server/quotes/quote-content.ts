// What a quote PDF says, worked out from a stored configuration, the model in the quote's locale and
// the strict price; the document component only lays it out. It is plain data (no functions), because
// it travels to the worker thread that renders it (services/worker-pool.ts).
import { formatCode } from '../../domain/configuration-code.ts';
import type { ConfiguratorModel } from '../../domain/configurator/choices.ts';
import { choiceLabel } from '../../domain/configurator/choices.ts';
import { effectiveSelection } from '../../domain/configurator/effective-selection.ts';
import { findOption, isChoiceField, PACKAGES_STEP_SLUG } from '../../domain/configurator/model.ts';
import { packageDeal } from '../../domain/configurator/package-savings.ts';
import type { PriceVisibility } from '../../domain/configurator/price-breakdown.ts';
import { chosenPriceTag, type PriceTag } from '../../domain/configurator/price-effects.ts';
import { optionPrice, type PriceResult } from '../../domain/configurator/pricing.ts';
import type { Selection } from '../../domain/configurator/types.ts';
import { stepProgress } from '../../domain/configurator/view.ts';
import { formatDate, formatLongDate, formatMoney, type InterfaceLocale } from '../../domain/format.ts';
import { QUOTE_TEXTS } from './quote-texts.ts';

/**
 * The sales-mode extras (docs/product.md#sales-mode) (customer details, article numbers, package savings).
 * The sales-mode work fills them for an authorised caller; a public quote has none.
 */
export type SalesQuoteExtras = {
  customer?: { name: string; company: string; email: string; phone?: string | null; country?: string };
  /** `subStepSlug/value` → internal article number */
  articleNumbers?: Readonly<Record<string, string>>;
  /** show the package effect as its own line */
  packageSavings?: boolean;
};

export type QuoteLine = {
  subStep: string;
  label: string;
  /** e.g. "in package: Comfort package", or what a package includes */
  note: string | null;
  /** formatted money or a word (included, in package, on request); null when prices are not shown */
  amount: string | null;
  articleNumber: string | null;
};

export type QuoteContent = {
  locale: InterfaceLocale;
  machine: { name: string; description: string | null };
  base: { dosingLine: string; country: string; dayTank: string; amount: string | null };
  steps: { title: string; lines: QuoteLine[] }[];
  /** lines between the steps and the total (package advantage, discount); empty without prices */
  adjustments: { label: string; amount: string }[];
  total: string | null;
  /** instead of prices: on request, or the local agency quotes */
  priceMessage: string | null;
  /**
   * the steps still needing a choice (docs/product.md#configurator-model), in a sentence; null when every
   * step is complete
   */
  openSteps: string | null;
  code: string;
  /** the link that reopens the configuration (the document shows it with its QR code) */
  link: string;
  /** the quote's day, YYYY-MM-DD (the PDF's creation date) */
  day: string;
  /** the quote's day and the saving day, written the locale's way */
  date: string;
  savedOn: string;
  modelVersion: number;
  sales: SalesQuoteExtras | null;
};

export type QuoteInput = {
  locale: InterfaceLocale;
  model: ConfiguratorModel & { machine: { name: string; description: string | null }; modelVersion: number };
  selection: Selection;
  visibility: PriceVisibility;
  /** the strict price; required when visibility is `visible` */
  price: PriceResult | null;
  code: string;
  link: string;
  now: Date;
  savedAt: Date;
  modelVersion: number;
  sales?: SalesQuoteExtras | null;
};

export function quoteContent(input: QuoteInput): QuoteContent {
  const { locale, model, selection } = input;
  const texts = QUOTE_TEXTS[locale];
  const prices = input.visibility === 'visible' ? input.price : null;
  const money = (eur: number) => formatMoney(eur, locale);
  const tagText = (tag: PriceTag): string | null => {
    if (!prices) return null;
    if (tag.kind === 'amount') return money(tag.cents / 100);
    if (tag.kind === 'included') return texts.included;
    if (tag.kind === 'inPackage') return texts.inPackage;
    if (tag.kind === 'onRequest') return texts.onRequest;
    return null;
  };
  const articleOf = (subStepSlug: string, value: string) =>
    input.sales?.articleNumbers?.[`${subStepSlug}/${value}`] ?? null;
  const effective = effectiveSelection(model, selection);
  const optionLabel = (subStepSlug: string, value: string) => {
    for (const step of model.steps) {
      const subStep = step.subSteps.find((candidate) => candidate.slug === subStepSlug);
      if (subStep) return findOption(subStep, value)?.label ?? value;
    }
    return value;
  };

  const steps: QuoteContent['steps'] = [];
  for (const step of model.steps) {
    const lines: QuoteLine[] = [];
    for (const subStep of step.subSteps) {
      const fieldType = subStep.options.fieldType;
      if (!isChoiceField(fieldType)) {
        for (const value of selection.values[subStep.slug] ?? []) {
          if (value.trim() === '') continue;
          lines.push({ subStep: subStep.title, label: value, note: null, amount: null, articleNumber: null });
        }
        continue;
      }
      const chosen = effective.valuesOf(subStep.slug);
      for (const option of subStep.options.data) {
        if (!chosen.includes(option.value)) continue;
        const ref = { subStepSlug: subStep.slug, value: option.value };
        if (step.slug === PACKAGES_STEP_SLUG) {
          const pack = effective.packages.find(
            (p) => p.subStepSlug === subStep.slug && p.value === option.value,
          );
          const includes = (pack?.options ?? []).map((o) => optionLabel(o.subStepSlug, o.value)).join(', ');
          const price = prices ? optionPrice(model, selection, option.price, ref) : null;
          // As the page's summary presents it: what it holds, and what it saves.
          const savings = prices ? packageDeal(model, selection, subStep.slug, option.value)?.savings : null;
          const saves = savings && savings > 0 ? `; ${texts.packageSaves(money(savings / 100))}` : '';
          lines.push({
            subStep: subStep.title,
            label: option.label,
            note: includes ? `${texts.packageIncludes}: ${includes}${saves}` : null,
            amount: prices ? (price === null ? texts.onRequest : money(price)) : null,
            articleNumber: articleOf(subStep.slug, option.value),
          });
          continue;
        }
        const line = prices?.options.find((l) => l.subStepSlug === subStep.slug && l.value === option.value);
        const tag = chosenPriceTag(model, selection, line ?? { ...ref, price: null });
        const packageLabel =
          tag.kind === 'inPackage' ? optionLabel(tag.package.subStepSlug, tag.package.value) : null;
        lines.push({
          subStep: subStep.title,
          label: option.label,
          note: packageLabel,
          amount: tagText(tag),
          articleNumber: articleOf(subStep.slug, option.value),
        });
      }
    }
    if (lines.length > 0) steps.push({ title: step.title, lines });
  }

  const adjustments: QuoteContent['adjustments'] = [];
  if (prices && input.sales?.packageSavings && prices.packageEffect !== 0) {
    adjustments.push({ label: texts.packageEffect, amount: money(-prices.packageEffect) });
  }
  if (prices && prices.discount !== 0)
    adjustments.push({ label: texts.discount, amount: money(-prices.discount) });
  const countryName = choiceLabel(model.choices, 'country', selection.country);
  const open = stepProgress(model, selection).filter((step) => !step.complete);
  return {
    locale,
    machine: model.machine,
    base: {
      dosingLine: choiceLabel(model.choices, 'dosingLine', selection.dosingLine),
      country: countryName,
      dayTank: choiceLabel(model.choices, 'dayTank', selection.dayTank),
      amount: prices ? money(prices.base) : null,
    },
    steps,
    adjustments,
    total: prices ? money(prices.total) : null,
    priceMessage:
      input.visibility === 'onRequest'
        ? texts.pricesOnRequest
        : input.visibility === 'agency'
          ? texts.agency(countryName)
          : null,
    openSteps: open.length > 0 ? texts.openSteps(open.map((step) => step.title).join(', ')) : null,
    code: formatCode(input.code),
    link: input.link,
    day: formatDate(input.now),
    date: formatLongDate(input.now, locale),
    savedOn: formatLongDate(input.savedAt, locale),
    modelVersion: input.modelVersion,
    sales: input.sales ?? null,
  };
}
