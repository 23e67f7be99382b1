// The configurator of one machine once its model is loaded: notices, steps, the current step's fields,
// the summary column (a bottom bar and a sheet on narrow screens) and the save action.
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useSearchParams } from 'react-router';
import type { SessionAction } from '../../../domain/configurator/session.ts';
import type { Selection } from '../../../domain/configurator/types.ts';
import { stepProgress } from '../../../domain/configurator/view.ts';
import { mainsFrequency } from '../../../domain/flow.ts';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { PRODUCT_NAME } from '../../../domain/product.ts';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useVisitorLanguages } from '../../kernel/visitor-languages.tsx';
import { reportEvent } from '../../lib/analytics/analytics.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { onFirstInteraction } from '../../lib/first-interaction.ts';
import classes from './configurator-page.module.css';
import { MachineView, useNarrowScreen } from './machine-view/machine-view.tsx';
import { type LivePrice, livePrice, type MachineModel } from './state/live-price.ts';
import {
  type OpenedConfiguration,
  type StartNotice,
  useConfiguratorSession,
  useSessionStart,
} from './state/use-configurator-session.ts';
import { BaseChoices } from './steps/base-choices.tsx';
import { StarterPicker } from './steps/starter-picker.tsx';
import { type StepItem, StepNav } from './steps/step-nav.tsx';
import { focusSubStep, type GoTo } from './steps/sub-step-place.ts';
import { TotalAmount, totalText } from './summary/total-amount.tsx';
import { useSaveConfiguration } from './summary/use-save-configuration.ts';
import { useTexts } from './texts.tsx';

// The summary column is rendered live only in the browser (the server cannot know a kept configuration),
// so its code loads with the app rather than with the page's first load. The server renders it once more,
// with the defaults' price, inside <noscript>: a visitor without script reads a priced page, and the
// browser never builds (nor loads) what <noscript> holds.
const SummaryColumn = lazyPage(
  'configurator-summary',
  () => import('./summary/summary-column.tsx'),
  (m) => m.SummaryColumn,
);

/** What the page knows at a moment, for the slots that sales mode fills (sales-mode extras, quote, PDF). */
export type ConfiguratorSnapshot = {
  slug: string;
  model: MachineModel;
  selection: Selection;
  price: LivePrice;
  locale: InterfaceLocale;
  /** the last code saved on this page, when the selection has not changed since */
  savedCode: string | null;
  /** the code of the current selection: the saved one, or a new save (shown by the save panel too) */
  ensureCode: () => Promise<string>;
};

/**
 * Places in the summary column for what other parts add: `summaryExtras` inside the summary, before the
 * save action (discount switch, article numbers, package savings in sales mode); `afterSummary` below the
 * summary (the quote request form and the PDF download).
 */
export type ConfiguratorSlots = {
  summaryExtras?: (snapshot: ConfiguratorSnapshot) => ReactNode;
  afterSummary?: (snapshot: ConfiguratorSnapshot) => ReactNode;
};

export type ConfiguratorViewProps = {
  model: MachineModel;
  slug: string;
  variant: 'public' | 'internal';
  /** the machine's draft (the admin's preview): kept apart in this browser, never saved as a code */
  draft?: boolean;
  opened: OpenedConfiguration | null;
  /** why a code in the address could not be opened, in words */
  codeProblem: ReactNode;
  initialDosingLine?: string;
  salesMode: boolean;
  discount: boolean;
  slots?: ConfiguratorSlots;
};

const BASE = 'base';
const STEP_PARAM = 'step';

/** A step's fields: their code loads at the visitor's first action on the page (lib/first-interaction.ts). */
const loadStepFields = () => import('./steps/option-fields.tsx');
const StepFields = lazyPage('configurator-step-fields', loadStepFields, (module) => module.StepFields);

const loadNotices = () => import('./steps/notices.tsx');
const CodeNotice = lazyPage('configurator-code-notice', loadNotices, (module) => module.CodeNotice);
const RemovalNotice = lazyPage('configurator-removal-notice', loadNotices, (module) => module.RemovalNotice);
const SixtyHzFlows = lazyPage('configurator-sixty-hz-flows', loadNotices, (module) => module.SixtyHzFlows);
const StartedOverNotice = lazyPage(
  'configurator-started-over-notice',
  loadNotices,
  (module) => module.StartedOverNotice,
);

// The machine finder's output (`?totalGPerS=…`, docs/product.md#ux-target): its guidance, above the steps
// and on each dosing line, is mounted only for an address that carries one; its code comes with the step
// fields' (no chunk of its own to name in the page's first load).
const Target = lazyPage('configurator-target', loadStepFields, (module) => module.Target);

const noSubscription = () => () => undefined;

/**
 * False in the server's render and while the browser takes it over, true from then on. The server cannot
 * know a configuration kept in this browser, so what it renders of the price would be the defaults'
 * price: until the browser decides, the price area shows that it is loading (docs/product.md#ux-kept).
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function PriceLoading({ label, testId }: { label: string; testId?: string }) {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label={label} data-testid={testId}>
      <Skeleton height={28} width="60%" />
      <Skeleton height={18} />
      <Skeleton height={18} />
      <Skeleton height={18} width="80%" />
      <Skeleton height={36} mt="md" />
    </Stack>
  );
}

function StepFieldsLoading() {
  return (
    <Stack gap="md" aria-busy="true" data-testid="step-loading">
      <Skeleton height={24} width="40%" />
      <Skeleton height={120} />
    </Stack>
  );
}

export function ConfiguratorView(props: ConfiguratorViewProps) {
  const { model, slug, variant, opened, codeProblem, salesMode, discount, slots, draft } = props;
  const { t, locale } = useTexts();
  const languages = useVisitorLanguages();
  // The name the configuration in progress is kept under in this browser.
  const keptAs = draft ? `draft-preview.${slug}` : slug;
  const start = useSessionStart(model, {
    slug: keptAs,
    locale,
    languages,
    dosingLine: props.initialDosingLine,
    opened,
  });
  const { state, dispatch } = useConfiguratorSession(model, keptAs, () => start.state);
  const selection = state.selection;
  // The 60 Hz switch is mounted from the first 60 Hz destination on (it also switches back): a visitor
  // who only ever ships to 50 Hz countries never loads it.
  const [sixtyHzSeen, setSixtyHzSeen] = useState(false);
  if (!sixtyHzSeen && mainsFrequency(selection.country) === 60) setSixtyHzSeen(true);
  const [notice, setNotice] = useState<StartNotice>(start.notice);
  // The open step is in the address (`?step=hoses`), so a reload, Back or a shared link opens it again.
  const [params, setParams] = useSearchParams();
  const [stepSlug, setStepSlug] = useState(() => {
    const asked = params.get(STEP_PARAM);
    return asked && model.steps.some((candidate) => candidate.slug === asked) ? asked : BASE;
  });
  useEffect(() => {
    // Only when the address shows another step: a navigation that changes nothing would still put back
    // what a handover in the same commit took out of the address (useForgetParam).
    if ((params.get(STEP_PARAM) ?? BASE) === stepSlug) return;
    setParams(
      (currentParams) => {
        const next = new URLSearchParams(currentParams);
        if (stepSlug === BASE) next.delete(STEP_PARAM);
        else next.set(STEP_PARAM, stepSlug);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [stepSlug, params, setParams]);
  const hasTarget = params.has('totalGPerS');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [resetTo, setResetTo] = useState<Selection | null>(null);
  const pendingReset = useRef(false);
  const pendingFocus = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const sheetRef = useRef<HTMLDialogElement>(null);
  const save = useSaveConfiguration(slug, locale);
  const inBrowser = useInBrowser();
  const narrow = useNarrowScreen();
  const ids = { summary: useId(), sheet: useId(), quote: useId() };

  // What answers the visitor's actions (a step's fields, the notices a change brings) loads at the first
  // of them: before the click it serves, and not at all for a page that is only looked at.
  useEffect(
    () =>
      onFirstInteraction(() => {
        for (const part of [StepFields, CodeNotice, RemovalNotice, StartedOverNotice])
          void part.preload().catch(() => undefined);
      }),
    [],
  );

  // A code opened as it was saved is the code of the page's selection until it changes: the quote PDF
  // and request use it at once, without saving again.
  const [openedCode, setOpenedCode] = useState(() =>
    start.notice?.kind === 'code' && start.notice.notOffered.length === 0
      ? { code: start.notice.code, selection: start.state.selection }
      : null,
  );
  const pendingOpenedCode = useRef<string | null>(null);

  // A code opened while the page is open (the "open it" link of the last code).
  const shownOpened = useRef(opened);
  useEffect(() => {
    if (!opened || opened === shownOpened.current) return;
    shownOpened.current = opened;
    pendingOpenedCode.current = opened.notOffered.length === 0 ? opened.code : null;
    dispatch({ type: 'load', selection: opened.selection });
    setNotice({ kind: 'code', ...opened });
  }, [opened, dispatch]);

  useEffect(() => {
    const code = pendingOpenedCode.current;
    if (code === null) return;
    pendingOpenedCode.current = null;
    setOpenedCode({ code, selection });
  }, [selection]);

  useEffect(() => {
    if (!pendingReset.current) return;
    pendingReset.current = false;
    setResetTo(selection);
  }, [selection]);

  // docs/product.md#analytics: the configurator's events (a draft's preview is staff at work, not a sale).
  const report = useCallback(
    (name: Parameters<typeof reportEvent>[0], props: Record<string, string> = {}) => {
      if (!draft) reportEvent(name, { machine: slug, ...props });
    },
    [draft, slug],
  );
  useEffect(() => report('configurator_started'), [report]);

  const act = useCallback(
    (action: SessionAction) => {
      if (action.type === 'toggleOption')
        report('option_chosen', { subStep: action.subStepSlug, value: action.value });
      else if (action.type === 'chooseBase')
        report('option_chosen', { subStep: action.key, value: action.value });
      dispatch(action);
    },
    [dispatch, report],
  );

  const price = useMemo(
    () => livePrice(model, selection, { salesMode, discount }),
    [model, selection, salesMode, discount],
  );
  const progress = useMemo(() => stepProgress(model, selection), [model, selection]);
  const pricesShown = price.kind === 'visible' || price.kind === 'error';
  const steps: StepItem[] = [
    { slug: BASE, title: t('baseStep'), complete: true },
    ...progress.map((step) => ({ slug: step.slug, title: step.title, complete: step.complete })),
  ];
  const index = Math.max(
    0,
    steps.findIndex((step) => step.slug === stepSlug),
  );
  const current = steps[index] ?? steps[0];
  const previous = steps[index - 1];
  const next = steps[index + 1];

  const [focusRequest, setFocusRequest] = useState(0);
  const goTo: GoTo = useCallback((target, subStepSlug) => {
    if (sheetRef.current?.open) sheetRef.current.close();
    setStepSlug(target);
    pendingFocus.current = subStepSlug ?? '';
    setFocusRequest((count) => count + 1);
  }, []);

  /**
   * A notice's buttons take the notice away, and the keyboard focus with it: the step's title takes
   * the focus instead (WCAG 2.4.3), once the notice has gone.
   */
  const thenFocusStep = (action?: () => void) => () => {
    action?.();
    pendingFocus.current = '';
    setFocusRequest((count) => count + 1);
  };

  // After moving by a link or Next/Back (once the step is shown): focus the sub-step asked for, else
  // the step's title, so keyboard and screen reader users continue there.
  useEffect(() => {
    const target = pendingFocus.current;
    if (focusRequest === 0 || target === null) return;
    pendingFocus.current = null;
    if (target) focusSubStep(target);
    else headingRef.current?.focus();
  }, [focusRequest]);

  // Inside the internal area the layout titles the tab (the page names the machine to it).
  useDocumentTitle(
    t('pageTitle', { machine: model.machine.name, product: PRODUCT_NAME }),
    variant === 'public' && !draft,
  );

  const openSheet = () => {
    report('price_shown');
    setSheetOpen(true);
    const sheet = sheetRef.current;
    if (sheet && typeof sheet.showModal === 'function' && !sheet.open) sheet.showModal();
  };
  const closeSheet = () => sheetRef.current?.close?.();

  const savedCode =
    save.saved && save.saved.selection === selection
      ? save.saved.code
      : openedCode && openedCode.selection === selection
        ? openedCode.code
        : null;
  const snapshot: ConfiguratorSnapshot = {
    slug,
    model,
    selection,
    price,
    locale,
    savedCode,
    ensureCode: async () => savedCode ?? (await save.saveAsync(selection, { model, price })),
  };
  const total = totalText(price, t, locale);
  /**
   * The summary with the save action and the slots: in the column (whose price dock holds the total
   * and the Save button), and in the sheet on a phone.
   */
  const summary = (live: boolean, headingId: string, docked: boolean) => (
    <SummaryColumn
      live={live}
      headingId={headingId}
      docked={docked}
      total={total}
      quoteId={ids.quote}
      slug={slug}
      variant={variant}
      model={model}
      selection={selection}
      price={price}
      progress={progress}
      goTo={goTo}
      save={draft ? undefined : save}
      extras={slots?.summaryExtras?.(snapshot)}
      after={slots?.afterSummary?.(snapshot)}
    />
  );
  const step = model.steps.find((candidate) => candidate.slug === current?.slug);
  const stepOf = progress.find((candidate) => candidate.slug === step?.slug);
  const stepAllHidden =
    stepOf !== undefined &&
    stepOf.subSteps.length > 0 &&
    stepOf.subSteps.every((sub) => sub.allHidden || sub.fieldType === 'info');

  return (
    <div className={classes.layout} data-variant={variant} data-testid="configurator">
      <div className={classes.mainColumn}>
        <div className={classes.pageHeader}>
          <Stack gap={4}>
            <Title order={variant === 'public' ? 1 : 2}>{model.machine.name}</Title>
            {model.machine.description && <Text c="dimmed">{model.machine.description}</Text>}
          </Stack>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              pendingReset.current = true;
              act({ type: 'reset', defaults: { locale, languages, dosingLine: props.initialDosingLine } });
            }}
          >
            {t('startOver')}
          </Button>
        </div>

        {narrow !== false && <MachineView model={model} selection={selection} placement="strip" />}

        {codeProblem}
        <Suspense fallback={null}>
          {notice && (
            <CodeNotice model={model} notice={notice} onDismiss={thenFocusStep(() => setNotice(null))} />
          )}
        </Suspense>

        {hasTarget && (
          <Suspense fallback={null}>
            <Target model={model} selection={selection} quoteId={ids.quote} openSheet={openSheet} />
          </Suspense>
        )}

        <StepNav steps={steps} current={current?.slug ?? BASE} onOpen={(target) => setStepSlug(target)} />

        <section id="configurator-step" aria-labelledby="configurator-step-title">
          <Stack gap="lg">
            <Group justify="space-between" align="baseline">
              <Title
                order={2}
                id="configurator-step-title"
                ref={headingRef}
                tabIndex={-1}
                className={classes.stepHeading}
              >
                {current?.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('stepPosition', { current: index + 1, count: steps.length })}
              </Text>
            </Group>
            {/* With the page's code, not lazily: the server renders it, and a click on it must find it hydrated. */}
            {(current?.slug === BASE || !step) && model.starters?.length ? (
              <StarterPicker
                model={model}
                selection={selection}
                onStart={(started) => act({ type: 'load', selection: started })}
                onUndo={() => act({ type: 'undo' })}
              />
            ) : null}
            {current?.slug === BASE || !step ? (
              <BaseChoices
                model={model}
                selection={selection}
                pricesShown={pricesShown}
                salesMode={salesMode}
                onChoose={(key, value) => act({ type: 'chooseBase', key, value })}
                lineFit={
                  hasTarget
                    ? (lineId) => (
                        <Suspense fallback={null}>
                          <Target model={model} lineId={lineId} />
                        </Suspense>
                      )
                    : undefined
                }
              />
            ) : (
              <>
                {stepAllHidden && <Text>{t('stepAllHidden')}</Text>}
                <Suspense fallback={<StepFieldsLoading />}>
                  <StepFields
                    model={model}
                    step={step}
                    progress={stepOf}
                    selection={selection}
                    pricesShown={pricesShown}
                    act={act}
                    goTo={goTo}
                  />
                </Suspense>
              </>
            )}
            <Group justify="space-between">
              {previous ? (
                <Button variant="default" onClick={() => goTo(previous.slug)}>
                  {t('back', { step: previous.title })}
                </Button>
              ) : (
                <span />
              )}
              {next ? (
                <Button
                  onClick={() => {
                    report('step_completed', { step: current?.slug ?? BASE });
                    goTo(next.slug);
                  }}
                >
                  {t('next', { step: next.title })}
                </Button>
              ) : (
                <Button
                  variant="default"
                  onClick={() => {
                    report('step_completed', { step: current?.slug ?? BASE });
                    report('price_shown');
                    const heading = document.getElementById(ids.summary);
                    if (heading && heading.offsetParent !== null) {
                      heading.setAttribute('tabindex', '-1');
                      heading.focus();
                    } else openSheet();
                  }}
                >
                  {t('toSummary')}
                </Button>
              )}
            </Group>
          </Stack>
        </section>

        {/* After the step in the reading and Tab order: the notices float at the bottom of the screen. */}
        <Suspense fallback={null}>
          {state.removed.length > 0 && (
            <RemovalNotice
              model={model}
              removed={state.removed}
              onUndo={thenFocusStep(() => act({ type: 'undo' }))}
              onDismissed={thenFocusStep()}
            />
          )}
          {sixtyHzSeen && <SixtyHzFlows model={model} country={selection.country} />}
          {resetTo !== null && resetTo === selection && state.removed.length === 0 && (
            <StartedOverNotice onUndo={thenFocusStep(() => act({ type: 'undo' }))} />
          )}
        </Suspense>
      </div>

      <aside className={classes.summaryColumn} aria-label={t('summaryTitle')}>
        {narrow !== true && <MachineView model={model} selection={selection} placement="column" />}
        {inBrowser ? (
          <Suspense fallback={<PriceLoading label={t('priceLoading')} testId="price-loading" />}>
            <Stack gap="md">{summary(true, ids.summary, true)}</Stack>
          </Suspense>
        ) : (
          <>
            <div className={classes.withScript}>
              <PriceLoading label={t('priceLoading')} testId="price-loading" />
            </div>
            <noscript>
              <Stack gap="md">{summary(false, ids.summary, true)}</Stack>
            </noscript>
          </>
        )}
      </aside>

      <div className={classes.bar} data-testid="mobile-price-bar">
        <div className={classes.barTotal}>
          <Text size="xs" c="dimmed">
            {t('total')}
          </Text>
          {inBrowser ? (
            <TotalAmount text={total} live={!sheetOpen} testId="mobile-total" />
          ) : (
            <>
              <Skeleton
                className={classes.withScript}
                height={24}
                width={120}
                role="status"
                aria-busy="true"
                aria-label={t('priceLoading')}
              />
              <noscript>
                <TotalAmount text={total} live={false} testId="mobile-total" />
              </noscript>
            </>
          )}
        </div>
        <Button onClick={openSheet} aria-haspopup="dialog">
          {t('showSummary')}
        </Button>
      </div>
      <dialog
        ref={sheetRef}
        className={classes.sheet}
        aria-labelledby={ids.sheet}
        onClose={() => setSheetOpen(false)}
        data-testid="summary-sheet"
      >
        {sheetOpen && (
          <>
            <div className={classes.sheetHeader}>
              <Button variant="default" onClick={closeSheet}>
                {t('closeSummary')}
              </Button>
            </div>
            <Suspense fallback={<PriceLoading label={t('priceLoading')} />}>
              {summary(false, ids.sheet, false)}
            </Suspense>
          </>
        )}
      </dialog>
    </div>
  );
}
