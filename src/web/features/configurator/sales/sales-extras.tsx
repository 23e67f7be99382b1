// What sales mode adds to the summary (docs/product.md#sales-mode): the discount switch, the agency price
// note, the package savings breakdown and the internal article numbers. Only rendered, and only loaded, while
// sales mode is authorised; when it goes off the selection stays and all of this disappears.
import { Switch, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { isChoiceField, PACKAGES_STEP_SLUG } from '../../../../domain/configurator/model.ts';
import { packageSavings } from '../../../../domain/configurator/package-savings.ts';
import { resolvePackages } from '../../../../domain/configurator/rules.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { ConfiguratorSnapshot } from '../configurator-view.tsx';
import { money, valueName } from '../words.ts';
import classes from './sales-mode.module.css';

const NAMESPACE = 'sales';

type Props = {
  snapshot: ConfiguratorSnapshot;
  discount: boolean;
  onDiscountChange: (on: boolean) => void;
};

/** Chosen options (packages resolved) with their article numbers, in model order. */
function articleLines(snapshot: ConfiguratorSnapshot) {
  const { model, selection } = snapshot;
  const numbers = model.articleNumbers ?? {};
  const resolved = resolvePackages(model, selection).selection;
  return model.steps.flatMap((step) =>
    step.subSteps.flatMap((subStep) => {
      if (!isChoiceField(subStep.options.fieldType)) return [];
      const values = resolved.values[subStep.slug] ?? [];
      return subStep.options.data
        .filter((option) => values.includes(option.value))
        .map((option) => ({
          key: `${subStep.slug}/${option.value}`,
          label: option.label,
          number: numbers[`${subStep.slug}/${option.value}`] ?? null,
          isPackage: step.slug === PACKAGES_STEP_SLUG,
        }));
    }),
  );
}

function savingsOf(snapshot: ConfiguratorSnapshot) {
  if (snapshot.price.kind !== 'visible') return [];
  try {
    return packageSavings(snapshot.model, snapshot.selection);
  } catch {
    return []; // the price shows the reason
  }
}

export function SalesSummaryExtras({ snapshot, discount, onDiscountChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { model, selection, price, locale } = snapshot;
  const ids = { title: useId(), savings: useId(), articles: useId() };
  const breakdown = price.kind === 'visible' ? price.breakdown : null;
  const pricedOptions =
    breakdown?.options.filter((line) => line.price !== null && line.price !== 0).length ?? 0;
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    model.discountRatePerOption,
  );
  const agency = model.agencyIsos.includes(selection.country);
  const savings = savingsOf(snapshot);
  const articles = articleLines(snapshot);

  return (
    <section className={classes.extras} aria-labelledby={ids.title} data-testid="sales-extras">
      <div className={classes.extrasTitle}>
        <Title order={3} size="h5" id={ids.title}>
          {t('salesMode')}
        </Title>
      </div>
      <Text size="xs">{t('salesModeOn')}</Text>
      {agency && breakdown && (
        <Text size="sm" fw={700} data-testid="agency-price-note">
          {t('agencyPrice', { country: valueName(model, 'country', selection.country) })}
        </Text>
      )}
      {breakdown && (
        <Switch
          checked={discount}
          onChange={(event) => onDiscountChange(event.currentTarget.checked)}
          label={t('discount')}
          description={t('discountHelp', { rate, count: String(pricedOptions) })}
        />
      )}
      {savings.length > 0 && (
        <table className={classes.table} data-testid="package-savings">
          <caption id={ids.savings}>{t('packageSavingsTitle')}</caption>
          <tbody>
            {savings.map((line) => (
              <PackageRows key={`${line.subStepSlug}/${line.value}`} line={line} snapshot={snapshot} />
            ))}
          </tbody>
        </table>
      )}
      <table className={classes.table} data-testid="article-numbers">
        <caption id={ids.articles}>{t('articleNumbersTitle')}</caption>
        <tbody>
          {articles.length === 0 || articles.every((line) => line.number === null) ? (
            <tr>
              <td colSpan={2}>{t('noArticleNumbers')}</td>
            </tr>
          ) : (
            articles.map((line) => (
              <tr key={line.key}>
                <th scope="row" style={{ fontWeight: line.isPackage ? 700 : 400 }}>
                  {line.label}
                </th>
                <td className={line.number ? classes.article : undefined}>
                  {line.number ?? t('articleNumberMissing')}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}

function PackageRows({
  line,
  snapshot,
}: {
  line: ReturnType<typeof packageSavings>[number];
  snapshot: ConfiguratorSnapshot;
}) {
  const { t } = useTranslation(NAMESPACE);
  const { locale, model } = snapshot;
  return (
    <>
      <tr>
        <th scope="rowgroup" colSpan={2}>
          {valueName(model, line.subStepSlug, line.value)}
        </th>
      </tr>
      <tr>
        <td>{t('packageOptions')}</td>
        <td>{money(line.optionsTotal, locale)}</td>
      </tr>
      <tr>
        <td>{t('packagePrice')}</td>
        <td>{money(line.packagePrice, locale)}</td>
      </tr>
      <tr>
        <td>{t('packageSaving')}</td>
        <td>
          <strong>{money(line.savings, locale)}</strong>
        </td>
      </tr>
    </>
  );
}
