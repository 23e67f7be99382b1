// What guides a choice inside an option row (docs/product.md#ux-guidance): the "Recommended" tag with the
// model's reason, a package's contents and savings, and the explanation of a jargon name on demand.
import { VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import type { OptionView } from '../../../../domain/configurator/option-view.ts';
import classes from '../configurator-page.module.css';
import { useTexts } from '../texts.tsx';
import { money } from '../words.ts';

/** "Recommended · Protects the isocyanate from moisture." inside the option's label. */
export function RecommendedNote({ id, recommended }: { id: string; recommended: OptionView['recommended'] }) {
  const { t } = useTexts();
  if (!recommended) return null;
  return (
    <span className={classes.optionDetail} id={id}>
      <span className={classes.recommendedTag}>{t('recommended')}</span>
      {recommended.reason}
    </span>
  );
}

/**
 * "Contains agitator poly (chosen), agitator iso and heating poly · saves 1.180,00 € against buying them
 * one by one": what a package card says before it is chosen.
 */
export function PackageDealNote({ id, deal }: { id: string; deal: OptionView['deal'] }) {
  const { t, locale } = useTexts();
  if (!deal || deal.contents.length === 0) return null;
  const items = deal.contents.map((item) =>
    item.chosen ? t('dealItemChosen', { item: item.label }) : item.label,
  );
  let contents: string;
  try {
    contents = new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  } catch {
    contents = items.join(', ');
  }
  return (
    <span className={classes.optionDetail} id={id} data-testid="package-deal">
      {t('dealContains', { items: contents })}
      {deal.savings !== null && deal.savings > 0 && (
        <>
          {' · '}
          <strong className={classes.dealSaves}>
            {t('dealSaves', { amount: money(deal.savings, locale) })}
          </strong>
        </>
      )}
    </span>
  );
}

/** "What is this?" opening the model's explanation under the option; outside the label, so it never chooses. */
export function OptionHelp({ label, help }: { label: string; help: string | undefined }) {
  const { t } = useTexts();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!help) return null;
  return (
    <div className={classes.optionHelp}>
      <button
        type="button"
        className={classes.linkButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('helpToggle')}
        <VisuallyHidden component="span"> {label}</VisuallyHidden>
      </button>
      <p id={panelId} className={classes.helpText} hidden={!open}>
        {help}
      </p>
    </div>
  );
}
