// The state of one configuration in the UI (docs/domain.md §9): base choices, selection and an undo stack,
// changed only by actions. After every action the model's rules are applied again: an option a filter
// now hides is removed, and `removed` says what went and which choice made it go, so the UI can show
// "X was removed because you chose Y in step Z" with one-click undo. The selection in a state is
// therefore always valid: an invalid selection is never priced.
import type { ConfiguratorModel } from './choices.ts';
import { offeredValues } from './choices.ts';
import { type DefaultOptions, defaultSelection, followKeyedDefaults } from './defaults.ts';
import { effectiveSelection } from './effective-selection.ts';
import { type BaseChoice, locateSubStep } from './model.ts';
import { pruneSelection, type RemovedOption } from './prune.ts';
import { evaluateOptions } from './rules.ts';
import type { Selection } from './types.ts';

/** How many changes Ctrl+Z can take back. */
export const UNDO_LIMIT = 50;

export type SessionState = {
  selection: Selection;
  /** earlier selections, the most recent last */
  undo: Selection[];
  /** what the last action removed because filters hide it now (empty when nothing went) */
  removed: RemovedOption[];
};

export type SessionAction =
  /** a dosing line, country or day tank */
  | { type: 'chooseBase'; key: BaseChoice; value: string }
  /**
   * An option of a choice sub-step: select and radio replace the value (choosing the chosen one
   * changes nothing), checkbox toggles it. Packages are options of the packages step: choosing one
   * selects every option it resolves to.
   */
  | { type: 'toggleOption'; subStepSlug: string; value: string }
  /** empties a select (radios cannot be emptied by the user, but a select may offer "none") */
  | { type: 'clearSubStep'; subStepSlug: string }
  /** the value of a number or text field; an empty string clears it */
  | { type: 'setValue'; subStepSlug: string; value: string }
  /** takes back the last change (Ctrl+Z, or the removal notice's Undo) */
  | { type: 'undo' }
  /** back to the defaults (undoable) */
  | { type: 'reset'; defaults?: DefaultOptions }
  /** a selection from elsewhere (a code, local storage): pruned like any other change (undoable) */
  | { type: 'load'; selection: Selection };

/** A fresh session with the defaults of docs/product.md#ux-defaults. */
export function initialSession(model: ConfiguratorModel, defaults: DefaultOptions = {}): SessionState {
  return { selection: defaultSelection(model, defaults), undo: [], removed: [] };
}

function setValues(selection: Selection, subStepSlug: string, values: string[]): Selection {
  const next = { ...selection.values };
  if (values.length > 0) next[subStepSlug] = values;
  else delete next[subStepSlug];
  return { ...selection, values: next };
}

/** The selection an action asks for, before the rules are applied; undefined when it changes nothing. */
function requested(
  model: ConfiguratorModel,
  state: SessionState,
  action: SessionAction,
): Selection | undefined {
  const { selection } = state;
  switch (action.type) {
    case 'chooseBase':
      if (selection[action.key] === action.value) return undefined;
      if (!offeredValues(model.choices, action.key).includes(action.value)) return undefined;
      return followKeyedDefaults(model, selection, { ...selection, [action.key]: action.value });
    case 'toggleOption': {
      const located = locateSubStep(model.steps, action.subStepSlug);
      const fieldType = located?.subStep.options.fieldType;
      if (fieldType !== 'select' && fieldType !== 'radio' && fieldType !== 'checkbox') return undefined;
      const option = evaluateOptions(model, selection, action.subStepSlug).find(
        (o) => o.value === action.value,
      );
      // Hidden options cannot be chosen: the UI shows them disabled with the reason.
      if (!option || option.hidden) return undefined;
      const current = selection.values[action.subStepSlug] ?? [];
      if (fieldType !== 'checkbox') {
        return current.length === 1 && current[0] === action.value
          ? undefined
          : setValues(selection, action.subStepSlug, [action.value]);
      }
      if (current.includes(action.value)) {
        return setValues(
          selection,
          action.subStepSlug,
          current.filter((value) => value !== action.value),
        );
      }
      // An option a selected package already provides stays as it is: deselect the package instead.
      if (effectiveSelection(model, selection).valuesOf(action.subStepSlug).includes(action.value)) {
        return undefined;
      }
      return setValues(selection, action.subStepSlug, [...current, action.value]);
    }
    case 'clearSubStep': {
      const fieldType = locateSubStep(model.steps, action.subStepSlug)?.subStep.options.fieldType;
      if (fieldType !== 'select' || !(selection.values[action.subStepSlug]?.length ?? 0)) return undefined;
      return setValues(selection, action.subStepSlug, []);
    }
    case 'setValue': {
      const fieldType = locateSubStep(model.steps, action.subStepSlug)?.subStep.options.fieldType;
      if (fieldType !== 'number' && fieldType !== 'text') return undefined;
      const current = selection.values[action.subStepSlug]?.[0] ?? '';
      if (current === action.value) return undefined;
      return setValues(selection, action.subStepSlug, action.value === '' ? [] : [action.value]);
    }
    case 'reset':
      return defaultSelection(model, action.defaults);
    case 'load':
      return action.selection;
    case 'undo':
      return undefined;
  }
}

/**
 * The next state. Every change is pushed on the undo stack and followed by the rules; `removed` tells
 * what the rules took away. An action that changes nothing returns the same state object.
 */
export function sessionReducer(
  model: ConfiguratorModel,
  state: SessionState,
  action: SessionAction,
): SessionState {
  if (action.type === 'undo') {
    const previous = state.undo.at(-1);
    if (!previous) return state;
    return { selection: previous, undo: state.undo.slice(0, -1), removed: [] };
  }
  const next = requested(model, state, action);
  if (!next) return state.removed.length > 0 ? { ...state, removed: [] } : state;
  const pruned = pruneSelection(model, next);
  return {
    selection: pruned.selection,
    undo: [...state.undo, state.selection].slice(-UNDO_LIMIT),
    removed: pruned.removed,
  };
}

/** The sentence the removal notice shows, in English (the UI words it in its own language). */
export function removalSentence(removed: RemovedOption): string {
  if (!removed.because) return `${removed.label} was removed: it is no longer offered.`;
  const { because } = removed;
  return `${removed.label} was removed because you chose ${because.valueLabel} in step ${because.stepTitle}.`;
}
