// docs/product.md#ux-steps: every step can be opened at any time; each shows
// whether it is complete (a check) or needs a choice (a dot), in words for screen readers too. On a phone
// the list folds into one line with the progress ("Step 2 of 5 · Hoses") that opens it.
import { VisuallyHidden } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import classes from '../configurator-page.module.css';
import { useTexts } from '../texts.tsx';

export type StepItem = { slug: string; title: string; complete: boolean };

function StepIcon({ complete }: { complete: boolean }) {
  return complete ? (
    <svg className={`${classes.stepIcon} ${classes.stepDone}`} viewBox="0 0 18 18" aria-hidden="true">
      <circle cx="9" cy="9" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M5 9.5l2.5 2.5L13 6.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  ) : (
    <svg className={`${classes.stepIcon} ${classes.stepOpen}`} viewBox="0 0 18 18" aria-hidden="true">
      <circle cx="9" cy="9" r="4" fill="currentColor" />
    </svg>
  );
}

export function StepNav({
  steps,
  current,
  onOpen,
}: {
  steps: StepItem[];
  current: string;
  onOpen: (stepSlug: string) => void;
}) {
  const { t } = useTexts();
  const listId = useId();
  const [open, setOpen] = useState(false);
  // Choosing a step folds the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new current step closes the list.
  useEffect(() => setOpen(false), [current]);
  const index = Math.max(
    0,
    steps.findIndex((step) => step.slug === current),
  );
  const currentStep = steps[index];
  return (
    <nav aria-label={t('stepsLabel')} className={classes.stepNav} data-open={open || undefined}>
      <button
        type="button"
        className={classes.stepToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        data-testid="step-toggle"
      >
        {currentStep && <StepIcon complete={currentStep.complete} />}
        <span className={classes.stepToggleText}>
          {t('stepProgress', {
            n: String(index + 1),
            total: String(steps.length),
            title: currentStep?.title ?? '',
          })}
        </span>
        <svg className={classes.stepChevron} viewBox="0 0 16 16" aria-hidden="true">
          <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <ol className={classes.steps} id={listId}>
        {steps.map((step) => (
          <li key={step.slug}>
            <button
              type="button"
              className={classes.stepButton}
              aria-current={step.slug === current ? 'step' : undefined}
              aria-controls="configurator-step"
              onClick={() => onOpen(step.slug)}
              data-testid={`step-${step.slug}`}
            >
              <StepIcon complete={step.complete} />
              <span>{step.title}</span>
              <VisuallyHidden>({step.complete ? t('stepComplete') : t('stepNeedsChoice')})</VisuallyHidden>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
