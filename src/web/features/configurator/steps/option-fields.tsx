// Sub-steps by field type (docs/product.md#configurator-model): radio and checkbox groups of real inputs,
// select, number, text and info. Every option says what it does to the price before it is chosen; an option a
// filter hides stays visible, disabled, with one sentence that links to the choice blocking it.
import { Anchor, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ConfiguratorModel } from '../../../../domain/configurator/choices.ts';
import { type OptionView, subStepOptions } from '../../../../domain/configurator/option-view.ts';
import type { SessionAction } from '../../../../domain/configurator/session.ts';
import type { Selection, Step, SubStep } from '../../../../domain/configurator/types.ts';
import type { StepProgress } from '../../../../domain/configurator/view.ts';
import { type MassRange, massFlowNumber } from '../../../../domain/output-target.ts';
import { SelectBox } from '../../../components/ui/native-fields/native-fields.tsx';
import { TextBox } from '../../../components/ui/native-fields/native-text-box.tsx';
import classes from '../configurator-page.module.css';
import { PriceText } from '../summary/price-text.tsx';
import { MixheadFit } from '../target/mixhead-fit.tsx';
import { useOutputTarget } from '../target/use-output-target.ts';
import { type Translate, useTexts } from '../texts.tsx';
import { OptionHelp, PackageDealNote, RecommendedNote } from './option-guidance.tsx';
import { hiddenText, priceTagText } from './option-words.ts';
import { type GoTo, subStepElementId } from './sub-step-place.ts';

// The guidance of a machine finder's output comes with the fields, whose mixheads use its code too
// (configurator-view.tsx).
export { Target } from '../target/target-guide.tsx';

export function NeedsChoice() {
  const { t } = useTexts();
  return (
    <span className={classes.needsChoice}>
      <svg viewBox="0 0 10 10" width="8" height="8" aria-hidden="true">
        <circle cx="5" cy="5" r="5" fill="currentColor" />
      </svg>
      {t('needsChoice')}
    </span>
  );
}

/** "Not available · Needs X (Sub-step, step Y)", the sentence a link to where X is chosen. */
export function HiddenReason({
  id,
  model,
  view,
  goTo,
}: {
  id: string;
  model: ConfiguratorModel;
  view: OptionView;
  goTo: GoTo;
}) {
  const { t, locale } = useTexts();
  const hidden = view.hidden;
  if (!hidden) return null;
  return (
    <p className={classes.hiddenReason} id={id}>
      <span className={classes.badge}>{t('notAvailable')}</span>
      <Anchor
        href={`#${subStepElementId(hidden.subStepSlug)}`}
        size="sm"
        underline="always"
        onClick={(event) => {
          event.preventDefault();
          goTo(hidden.stepSlug, hidden.subStepSlug);
        }}
      >
        {hiddenText(model, hidden, t, locale)}
      </Anchor>
    </p>
  );
}

type GroupProps = {
  model: ConfiguratorModel;
  subStep: SubStep;
  views: OptionView[];
  complete: boolean;
  allHidden: boolean;
  onToggle: (value: string) => void;
  goTo: GoTo;
};

function Legend({ title, complete }: { title: string; complete: boolean }) {
  return (
    <legend className={classes.legend}>
      <span>{title}</span>
      {!complete && <NeedsChoice />}
    </legend>
  );
}

/**
 * Radio buttons or checkboxes. Radios move with the arrow keys natively; checkboxes get the same
 * (one tab stop per group, arrows within it), so Tab moves between groups. Space or Enter chooses.
 */
export function OptionGroup({ model, subStep, views, complete, allHidden, onToggle, goTo }: GroupProps) {
  const { t, locale } = useTexts();
  const target = useOutputTarget();
  const baseId = useId();
  const isCheckbox = subStep.options.fieldType === 'checkbox';
  const container = useRef<HTMLDivElement>(null);
  const enabled = views.filter((view) => !view.hidden && !(isCheckbox && view.inPackage));
  const [active, setActive] = useState<string | undefined>(undefined);
  const tabStop = enabled.some((view) => view.value === active) ? active : enabled[0]?.value;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.tagName !== 'INPUT') return;
    if (event.key === 'Enter') {
      event.preventDefault();
      if (!target.disabled) onToggle(target.value);
      return;
    }
    if (!isCheckbox) return;
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const inputs = [...(container.current?.querySelectorAll<HTMLInputElement>('input:not(:disabled)') ?? [])];
    const index = inputs.indexOf(target);
    const next = inputs[(index + step + inputs.length) % inputs.length];
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <fieldset className={classes.fieldset} id={subStepElementId(subStep.slug)} tabIndex={-1}>
      <Legend title={subStep.title} complete={complete} />
      {allHidden && (
        <Text size="sm" mb={6}>
          {t('subStepAllHidden')}
        </Text>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: keys of the inputs inside bubble here */}
      <div className={classes.options} ref={container} onKeyDown={onKeyDown}>
        {views.map((view) => {
          const inputId = `${baseId}-${view.value}`;
          const reasonId = `${inputId}-why`;
          const lockedId = `${inputId}-pkg`;
          const locked = isCheckbox && view.inPackage !== null;
          // In a radio group every price is a difference against the chosen option, which is marked
          // chosen rather than given an amount in another sense.
          const chosenInGroup =
            !isCheckbox && view.chosen && (view.price?.kind === 'amount' || view.price?.kind === 'included');
          const price = chosenInGroup
            ? t('compareCurrent')
            : view.price &&
              priceTagText(
                model,
                { subStepSlug: subStep.slug, value: view.value, chosen: view.chosen },
                view.price,
                t,
                locale,
              );
          const recommendedId = `${inputId}-rec`;
          const dealId = `${inputId}-deal`;
          const describedBy = [
            view.hidden ? reasonId : '',
            locked ? lockedId : '',
            view.recommended ? recommendedId : '',
            view.deal?.contents.length ? dealId : '',
          ]
            .filter(Boolean)
            .join(' ');
          return (
            <div key={view.value}>
              <label className={classes.option} htmlFor={inputId} data-chosen={view.chosen || undefined}>
                <input
                  id={inputId}
                  className={classes.input}
                  type={isCheckbox ? 'checkbox' : 'radio'}
                  name={`${baseId}-${subStep.slug}`}
                  value={view.value}
                  checked={view.chosen}
                  disabled={view.hidden !== null || locked}
                  tabIndex={isCheckbox ? (view.value === tabStop ? 0 : -1) : undefined}
                  aria-describedby={describedBy || undefined}
                  onFocus={() => setActive(view.value)}
                  onChange={() => onToggle(view.value)}
                />
                <span className={`${classes.optionText} ${view.hidden ? classes.unavailable : ''}`}>
                  <span className={classes.optionLabel}>{view.label}</span>
                  {view.output && (
                    <span className={classes.flows}>{outputRangeText(view.output, t, locale)}</span>
                  )}
                  {view.output && target && (
                    <Suspense fallback={null}>
                      <MixheadFit output={view.output} testId={`mixhead-fit-${view.value}`} />
                    </Suspense>
                  )}
                  {locked && view.inPackage && (
                    <span className={classes.optionDetail} id={lockedId}>
                      {t('inPackageLocked', { package: view.inPackage.label })}
                    </span>
                  )}
                  <RecommendedNote id={recommendedId} recommended={view.recommended} />
                  <PackageDealNote id={dealId} deal={view.deal} />
                </span>
                <span className={classes.price}>
                  {view.price && (
                    <PriceText tag={chosenInGroup ? 'included' : view.price.kind} text={price ?? null} />
                  )}
                </span>
              </label>
              <OptionHelp label={view.label} help={view.help} />
              <HiddenReason id={reasonId} model={model} view={view} goTo={goTo} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A select: one value or none, as a native list; hidden options stay listed, disabled, and explained. */
export function SelectField({
  model,
  subStep,
  views,
  complete,
  allHidden,
  onToggle,
  onClear,
  goTo,
}: GroupProps & { onClear: () => void }) {
  const { t, locale } = useTexts();
  const baseId = useId();
  const chosen = views.find((view) => view.chosen)?.value ?? '';
  const hidden = views.filter((view) => view.hidden);
  const data = [
    { value: '', label: t('selectNone') },
    ...views.map((view) => {
      const price = view.hidden
        ? t('notAvailable')
        : view.price &&
          priceTagText(
            model,
            { subStepSlug: subStep.slug, value: view.value, chosen: view.chosen },
            view.price,
            t,
            locale,
          );
      const label = view.output ? `${view.label} · ${outputRangeText(view.output, t, locale)}` : view.label;
      return {
        value: view.value,
        label: price ? `${label} · ${price}` : label,
        disabled: view.hidden !== null,
      };
    }),
  ];
  return (
    <div className={classes.fieldset} id={subStepElementId(subStep.slug)} tabIndex={-1}>
      <SelectBox
        label={
          <span className={classes.legend} style={{ marginBottom: 0 }}>
            <span>{subStep.title}</span>
            {!complete && <NeedsChoice />}
          </span>
        }
        options={data}
        value={chosen}
        describedBy={hidden.length > 0 ? `${baseId}-hidden` : undefined}
        onChange={(value) => {
          if (value === '') onClear();
          else onToggle(value);
        }}
      />
      {allHidden && (
        <Text size="sm" mt={6}>
          {t('subStepAllHidden')}
        </Text>
      )}
      <div id={`${baseId}-hidden`}>
        {hidden.map((view) => (
          <div key={view.value}>
            <Text size="sm" mt={6} className={classes.unavailable}>
              {view.label}
            </Text>
            <HiddenReason id={`${baseId}-${view.value}-why`} model={model} view={view} goTo={goTo} />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A mixhead's output range, "12–110 g/s": a mass output, the same at any mains frequency. */
function outputRangeText(output: MassRange, t: Translate, locale: string): string {
  return t('flowRange', {
    min: massFlowNumber(output.minGPerS, locale),
    max: massFlowNumber(output.maxGPerS, locale),
    unit: 'g/s',
  });
}

const NUMBER = /^-?\d+([.,]\d+)?$/;
/** How long after the last key typed text is kept. */
export const TYPING_KEPT_AFTER_MS = 400;

/** Number and text fields: free input, never priced, kept when the field is left (or on Enter). */
export function FreeInputField({
  subStep,
  value,
  onCommit,
}: {
  subStep: SubStep;
  value: string;
  onCommit: (value: string) => void;
}) {
  const { t } = useTexts();
  const [draft, setDraft] = useState(value);
  // A value from elsewhere (undo, a code) replaces the draft; the draft's own commit does not (it would
  // take the space just typed at its end).
  useEffect(() => setDraft((current) => (current.trim() === value ? current : value)), [value]);
  const isNumber = subStep.options.fieldType === 'number';
  const trimmed = draft.trim();
  const invalid = isNumber && trimmed !== '' && !NUMBER.test(trimmed);
  const commit = () => {
    if (!invalid) onCommit(trimmed);
  };
  // Typing is kept as it goes, a moment after the last key (docs/product.md#ux-kept): a reload or a closed
  // tab before the field is left loses nothing.
  const commitLatest = useRef(commit);
  commitLatest.current = commit;
  useEffect(() => {
    if (trimmed === value || invalid) return;
    const timer = setTimeout(() => commitLatest.current(), TYPING_KEPT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [trimmed, value, invalid]);
  return (
    <div className={classes.fieldset} id={subStepElementId(subStep.slug)} tabIndex={-1}>
      <TextBox
        label={subStep.title}
        value={draft}
        maxLength={2000}
        onChange={setDraft}
        onBlur={commit}
        {...(isNumber
          ? {
              inputMode: 'decimal' as const,
              onEnter: commit,
              error: invalid ? t('numberInvalid') : undefined,
            }
          : { multiline: true, description: t('textHint') })}
      />
    </div>
  );
}

/** An info sub-step: its title and texts, nothing to choose. */
export function InfoField({ subStep }: { subStep: SubStep }): ReactNode {
  return (
    <div className={classes.fieldset} id={subStepElementId(subStep.slug)} tabIndex={-1}>
      <Text fw={700}>{subStep.title}</Text>
      {subStep.options.data.map((option) => (
        <Text key={option.value} size="sm">
          {option.label}
        </Text>
      ))}
    </div>
  );
}

/**
 * A step's sub-steps, each by its field type. The configurator's first view is the base choices: this
 * part (and the option texts it uses) loads when the visitor first acts on the page, before they can
 * open a step (configurator-view.tsx).
 */
export function StepFields({
  model,
  step,
  progress,
  selection,
  pricesShown,
  act,
  goTo,
}: {
  model: ConfiguratorModel;
  step: Step;
  progress: StepProgress | undefined;
  selection: Selection;
  pricesShown: boolean;
  act: (action: SessionAction) => void;
  goTo: GoTo;
}) {
  return (
    <>
      {step.subSteps.map((subStep) => {
        const progressOf = progress?.subSteps.find((candidate) => candidate.slug === subStep.slug);
        const fieldType = subStep.options.fieldType;
        if (fieldType === 'info') return <InfoField key={subStep.slug} subStep={subStep} />;
        if (fieldType === 'number' || fieldType === 'text') {
          return (
            <FreeInputField
              key={subStep.slug}
              subStep={subStep}
              value={selection.values[subStep.slug]?.[0] ?? ''}
              onCommit={(value) => act({ type: 'setValue', subStepSlug: subStep.slug, value })}
            />
          );
        }
        const groupProps = {
          model,
          subStep,
          views: subStepOptions(model, selection, subStep.slug, { pricesVisible: pricesShown }),
          complete: progressOf?.complete ?? true,
          allHidden: progressOf?.allHidden ?? false,
          onToggle: (value: string) => act({ type: 'toggleOption', subStepSlug: subStep.slug, value }),
          goTo,
        };
        return fieldType === 'select' ? (
          <SelectField
            key={subStep.slug}
            {...groupProps}
            onClear={() => act({ type: 'clearSubStep', subStepSlug: subStep.slug })}
          />
        ) : (
          <OptionGroup key={subStep.slug} {...groupProps} />
        );
      })}
    </>
  );
}
