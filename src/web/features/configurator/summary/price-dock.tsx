// The desktop column's first block: the total and the next actions (Save, and the way to the quote
// request and its PDF below the summary), sticky, so neither leaves the screen while the visitor
// configures (docs/product.md#ux-price-in-view). The phone has its bottom bar instead.
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTexts } from '../texts.tsx';
import classes from './price-dock.module.css';

export function PriceDock({
  total,
  save,
  facts,
  quoteTarget,
}: {
  total: ReactNode;
  save: ReactNode;
  /** the lead time and sales' contact, under the total */
  facts?: ReactNode;
  /** the id of the quote request and PDF below the summary, when the page has them */
  quoteTarget?: string;
}) {
  const { t } = useTexts();
  return (
    <div className={classes.dock} data-testid="price-dock">
      <div className={classes.total}>
        <span>{t('total')}</span>
        {total}
      </div>
      {facts}
      {save}
      {quoteTarget && (
        <Anchor
          href={`#${quoteTarget}`}
          size="sm"
          onClick={(event) => {
            const target = document.getElementById(quoteTarget);
            if (!target) return;
            event.preventDefault();
            target.scrollIntoView({ block: 'start' });
            target.focus({ preventScroll: true });
          }}
        >
          {t('toQuote')}
        </Anchor>
      )}
    </div>
  );
}
