// The page's state: the session of the domain engine (selection, undo stack, what the last change
// removed), started from a code, the configuration kept locally or the defaults, saved locally as the
// user goes, with Ctrl+Z for the last changes.
import { use, useEffect, useReducer, useRef, useState } from 'react';
import type { ConfiguratorModel } from '../../../../domain/configurator/choices.ts';
import { offeredValues } from '../../../../domain/configurator/choices.ts';
import { defaultSelection, repairBaseChoices } from '../../../../domain/configurator/defaults.ts';
import type { NotOffered } from '../../../../domain/configurator/restore.ts';
import {
  type SessionAction,
  type SessionState,
  sessionReducer,
} from '../../../../domain/configurator/session.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { lazyModule } from '../../../lib/lazy-module.ts';
import { readLocalConfiguration, writeLocalConfiguration } from './local-configuration.ts';

/** Restoring and checking a selection (selection-checks.ts), loaded when a start or a new model needs it. */
const selectionChecks = lazyModule(() => import('./selection-checks.ts'));
type SelectionChecks = Awaited<ReturnType<typeof selectionChecks.load>>;

function reportChecksFailure(error: unknown): void {
  console.error('The configurator could not load the check of its selection', error);
}

/** A configuration opened from a code (publicConfigurator.openConfiguration). */
export type OpenedConfiguration = {
  code: string;
  selection: Selection;
  notOffered: NotOffered[];
  /** the total when it was saved and today, in cents (docs/product.md#codes); null where none shows */
  priceThen?: SavedTotal | null;
  priceNow?: SavedTotal | null;
};
type SavedTotal = { cents: number; from: boolean };

/** What the page says about where the configuration came from. */
export type StartNotice =
  | ({ kind: 'code' } & OpenedConfiguration)
  | { kind: 'local'; notOffered: NotOffered[] }
  | null;

export type SessionStart = { state: SessionState; notice: StartNotice };

type StartOptions = {
  slug: string;
  locale: string;
  /** the browser's languages (kernel/visitor-languages.tsx): their region picks the country */
  languages?: readonly string[];
  dosingLine?: string;
  opened?: OpenedConfiguration | null;
};

/**
 * The first state: the opened code wins (undoable, back to what was there before), then the
 * configuration kept in this browser, then the defaults (docs/product.md#ux-defaults). A dosing line asked
 * for (e.g. ?dosingLine= from the finder) is chosen on top of a kept configuration. Only a kept
 * configuration needs `checks` (its restoring).
 */
export function startSession(
  model: ConfiguratorModel,
  options: StartOptions & { local: Selection | null },
  checks: SelectionChecks | undefined,
): SessionStart {
  const { local } = options;
  let notice: StartNotice = null;
  let state: SessionState;
  if (local) {
    if (!checks) throw new Error('startSession: a kept configuration needs selection-checks.ts');
    const restored = checks.restoreSelection(model, local, {
      locale: options.locale,
      languages: options.languages,
    });
    state = { selection: restored.selection, undo: [], removed: [] };
    if (restored.notOffered.length > 0) notice = { kind: 'local', notOffered: restored.notOffered };
  } else {
    state = { selection: defaultSelection(model, options), undo: [], removed: [] };
  }
  if (options.opened) {
    state = sessionReducer(model, state, { type: 'load', selection: options.opened.selection });
    return { state: { ...state, removed: [] }, notice: { kind: 'code', ...options.opened } };
  }
  const line = options.dosingLine;
  if (local && line && offeredValues(model.choices, 'dosingLine').includes(line)) {
    state = sessionReducer(model, state, { type: 'chooseBase', key: 'dosingLine', value: line });
  }
  return { state, notice };
}

/**
 * The page's first state (startSession). Starting from a configuration kept in this browser waits for
 * its restoring (the component suspends; such a page is rendered in the browser, app/start.tsx).
 */
export function useSessionStart(model: ConfiguratorModel, options: StartOptions): SessionStart {
  const [local] = useState(() => readLocalConfiguration(options.slug));
  const loaded = local !== null ? (selectionChecks.current ?? use(selectionChecks.load())) : undefined;
  const [start] = useState(() => startSession(model, { ...options, local }, loaded));
  return start;
}

/** Ctrl+Z (Cmd+Z) undoes, except in fields where it undoes typing. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return false;
  return (
    target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(target.type)
  );
}

export function useConfiguratorSession(model: ConfiguratorModel, slug: string, start: () => SessionState) {
  const modelRef = useRef(model);
  modelRef.current = model;
  const [state, dispatch] = useReducer(
    (current: SessionState, action: SessionAction) => sessionReducer(modelRef.current, current, action),
    undefined,
    start,
  );

  useEffect(() => writeLocalConfiguration(slug, state.selection), [slug, state.selection]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return;
      if (event.key.toLowerCase() !== 'z' || isTyping(event.target)) return;
      event.preventDefault();
      dispatch({ type: 'undo' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A model that changed under an open page (an admin edit, a new revision, the model in another
  // language): what it no longer allows goes, with the notice, as after any other change. The first
  // state was made from this very model (defaults, a restore or a pruned code): nothing to check then.
  const selectionRef = useRef(state.selection);
  selectionRef.current = state.selection;
  const checkedModel = useRef(model);
  useEffect(() => {
    if (model === checkedModel.current) return;
    let current = true;
    void selectionChecks.load().then(({ checkSelection }) => {
      if (!current) return;
      checkedModel.current = model;
      const selection = selectionRef.current;
      const stale = checkSelection(model, selection).some(
        (problem) =>
          problem.kind === 'unknownChoice' ||
          problem.kind === 'unknownValue' ||
          problem.kind === 'hiddenByFilter',
      );
      if (stale) dispatch({ type: 'load', selection: repairBaseChoices(model.choices, selection).selection });
    }, reportChecksFailure);
    return () => {
      current = false;
    };
  }, [model]);

  return { state, dispatch };
}
