// Starting points per application (docs/product.md#ux-guidance), offered on the first step: one click puts
// the starter's dosing line and options in place of the defaults, for the destination already chosen, and
// Undo (or Ctrl+Z) puts back what was there.
import { useState } from 'react';
import type { ConfiguratorModel } from '../../../../domain/configurator/choices.ts';
import { matchingStarter, starterSelection } from '../../../../domain/configurator/starters.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import classes from '../configurator-page.module.css';
import { useTexts } from '../texts.tsx';

export function StarterPicker({
  model,
  selection,
  onStart,
  onUndo,
}: {
  model: ConfiguratorModel;
  selection: Selection;
  onStart: (selection: Selection) => void;
  onUndo: () => void;
}) {
  const { t, locale } = useTexts();
  const [started, setStarted] = useState<string | null>(null);
  const starters = model.starters ?? [];
  if (starters.length === 0) return null;
  const active = matchingStarter(model, selection);
  const startedTitle = started !== null && active?.slug === started ? active.title : null;
  return (
    <section className={classes.starters} aria-labelledby="configurator-starters-title">
      <h3 className={classes.startersTitle} id="configurator-starters-title">
        {t('startersTitle')}
      </h3>
      <div className={classes.starterList}>
        {starters.map((starter) => (
          <button
            key={starter.slug}
            type="button"
            className={classes.starter}
            aria-pressed={active?.slug === starter.slug}
            onClick={() => {
              onStart(starterSelection(model, starter, { country: selection.country, locale }));
              setStarted(starter.slug);
            }}
          >
            <span className={classes.starterName}>{starter.title}</span>
            {starter.description && <span className={classes.optionDetail}>{starter.description}</span>}
          </button>
        ))}
      </div>
      <p className={classes.starterStatus} role="status">
        {startedTitle && (
          <>
            {t('starterApplied', { starter: startedTitle })}{' '}
            <button
              type="button"
              className={classes.linkButton}
              onClick={() => {
                setStarted(null);
                onUndo();
              }}
            >
              {t('undo')}
            </button>
          </>
        )}
      </p>
    </section>
  );
}
