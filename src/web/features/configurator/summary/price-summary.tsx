// The summary (docs/product.md#ux-price-in-view): machine, base choices, each
// chosen option with its price, the base price, the package savings and the total, which flashes
// briefly on a change and is announced politely to screen readers.
import { Anchor, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { StepProgress } from '../../../../domain/configurator/view.ts';
import classes from '../configurator-page.module.css';
import type { LivePrice, MachineModel } from '../state/live-price.ts';
import type { GoTo } from '../steps/sub-step-place.ts';
import { useTexts } from '../texts.tsx';
import { money, priceErrorText, signedMoney, valueName } from '../words.ts';
import pendingClasses from './pending.module.css';
import { summarySteps } from './summary-lines.ts';
import { TotalAmount, totalText } from './total-amount.tsx';

type Props = {
  model: MachineModel;
  selection: Selection;
  price: LivePrice;
  progress: StepProgress[];
  goTo: GoTo;
  /** whether this copy's total is the one screen readers hear (the desktop column or the mobile sheet) */
  live: boolean;
  headingId: string;
  /** off in the desktop column, whose price dock (price-dock.tsx) shows the total in view */
  showTotal?: boolean;
  children?: ReactNode;
};

function PriceMessage({
  model,
  selection,
  price,
  goTo,
}: Pick<Props, 'model' | 'selection' | 'price' | 'goTo'>) {
  const { t } = useTexts();
  if (price.kind === 'onRequest') return <Text size="sm">{t('pricesOnRequest')}</Text>;
  if (price.kind === 'agency') {
    return (
      <Text size="sm">{t('agencyPrices', { country: valueName(model, 'country', selection.country) })}</Text>
    );
  }
  if (price.kind !== 'error') return null;
  const problem = priceErrorText(model, selection, price.error, t);
  const place = problem.subStepSlug;
  return (
    <Text size="sm" role="alert">
      {place ? (
        <Anchor
          href={`#sub-${place}`}
          onClick={(event) => {
            event.preventDefault();
            goTo(
              model.steps.find((step) => step.subSteps.some((s) => s.slug === place))?.slug ?? 'base',
              place,
            );
          }}
        >
          {problem.text}
        </Anchor>
      ) : (
        problem.text
      )}
    </Text>
  );
}

export function PriceSummary({
  model,
  selection,
  price,
  progress,
  goTo,
  live,
  headingId,
  showTotal = true,
  children,
}: Props) {
  const { t, locale } = useTexts();
  const breakdown = price.kind === 'visible' ? price.breakdown : null;
  const incomplete = progress.filter((step) => !step.complete);
  const steps = summarySteps(model, selection, price, t, locale);

  return (
    <section className={classes.summary} aria-labelledby={headingId} data-testid="configurator-summary">
      <Title order={2} id={headingId} size="h3">
        {t('summaryTitle')}
      </Title>
      <dl className={classes.facts}>
        <dt>{t('machine')}</dt>
        <dd>{model.machine.name}</dd>
        <dt>{t('dosingLine')}</dt>
        <dd>{valueName(model, 'dosingLine', selection.dosingLine)}</dd>
        <dt>{t('country')}</dt>
        <dd>{valueName(model, 'country', selection.country)}</dd>
        <dt>{t('dayTank')}</dt>
        <dd>{valueName(model, 'dayTank', selection.dayTank)}</dd>
      </dl>
      <ul className={classes.lines} aria-label={t('optionsTitle')}>
        {breakdown && (
          <li className={classes.line}>
            <span>{t('basePrice')}</span>
            <span className={classes.price}>{money(breakdown.base, locale)}</span>
          </li>
        )}
        {steps.length === 0 && <li className={classes.line}>{t('noOptions')}</li>}
        {steps.map(({ step, lines }) => (
          <li key={step.slug}>
            <div className={classes.lineStep}>{step.title}</div>
            <ul className={classes.lines}>
              {lines.map((line) => (
                <li
                  key={line.key}
                  className={line.pending ? `${classes.line} ${pendingClasses.pendingLine}` : classes.line}
                  data-testid="summary-line"
                  data-pending={line.pending || undefined}
                >
                  <span>{line.label}</span>
                  <span className={classes.price}>{line.price}</span>
                  {line.detail && <span className={classes.lineDetail}>{line.detail}</span>}
                </li>
              ))}
            </ul>
          </li>
        ))}
        {breakdown && breakdown.packageEffect !== 0 && (
          <li className={classes.line}>
            <span>{breakdown.packageEffect > 0 ? t('packageSavings') : t('packageDifference')}</span>
            <span className={classes.price}>{signedMoney(-breakdown.packageEffect, locale, t)}</span>
          </li>
        )}
        {breakdown && breakdown.discount !== 0 && (
          <li className={classes.line}>
            <span>{t('discount')}</span>
            <span className={classes.price}>{signedMoney(-breakdown.discount, locale, t)}</span>
          </li>
        )}
      </ul>
      {showTotal && (
        <div className={classes.total}>
          <span>{t('total')}</span>
          <TotalAmount
            text={totalText(price, t, locale)}
            live={live}
            testId={live ? 'configurator-total' : undefined}
          />
        </div>
      )}
      {breakdown && breakdown.pending.length > 0 && (
        <Text size="sm" data-testid="pending-note">
          {t('totalPendingNote', {
            options: breakdown.pending
              .map((line) => valueName(model, line.subStepSlug, line.value))
              .join(', '),
          })}
        </Text>
      )}
      {breakdown ? (
        <Text size="xs" c="dimmed">
          {t('totalNote')}
        </Text>
      ) : (
        <PriceMessage model={model} selection={selection} price={price} goTo={goTo} />
      )}
      {incomplete.length > 0 ? (
        <Text size="sm" component="div">
          {t('incompleteSteps')}{' '}
          {incomplete.map((step, index) => (
            <span key={step.slug}>
              {index > 0 && ', '}
              <Anchor
                href={`#step-${step.slug}`}
                onClick={(event) => {
                  event.preventDefault();
                  goTo(step.slug);
                }}
              >
                {step.title}
              </Anchor>
            </span>
          ))}
        </Text>
      ) : (
        <Text size="sm">{t('allComplete')}</Text>
      )}
      {children}
    </section>
  );
}
