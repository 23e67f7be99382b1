// The total as the page shows it before the summary's code has arrived (the phone's bottom bar, the price
// dock): its text and its announced amount. Apart from price-summary.tsx, which loads after the first view.
import { useRef } from 'react';
import classes from '../configurator-page.module.css';
import type { LivePrice } from '../state/live-price.ts';
import type { useTexts } from '../texts.tsx';
import { money } from '../words.ts';

/** The total's text: an amount, or the reason there is none. */
export function totalText(price: LivePrice, t: ReturnType<typeof useTexts>['t'], locale: string): string {
  if (price.kind === 'visible') {
    const amount = money(price.breakdown.total, locale);
    // Options waiting for another choice are not in it: it is what the price is at least.
    return price.breakdown.pending.length > 0 ? t('priceFrom', { amount }) : amount;
  }
  if (price.kind === 'error') return '–';
  return t('priceOnRequest');
}

/**
 * The total, announced politely when it changes. `live` is off for a copy that is not on screen, so a
 * change is announced once. The flash restarts on every change (a new element), not on the first show.
 */
export function TotalAmount({ text, live, testId }: { text: string; live: boolean; testId?: string }) {
  const first = useRef(text);
  const changed = first.current !== text;
  return (
    <span aria-live={live ? 'polite' : undefined} aria-atomic="true" data-testid={testId}>
      <strong key={text} className={`${classes.totalAmount} ${changed ? classes.changed : ''}`}>
        {text}
      </strong>
    </span>
  );
}
