import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfiguratorModel } from './choices.ts';
import { BASE_CHOICES, isChoiceField } from './model.ts';
import { priceConfiguration } from './pricing.ts';
import { invalidSelections } from './rules.ts';
import {
  initialSession,
  removalSentence,
  type SessionAction,
  type SessionState,
  sessionReducer,
  UNDO_LIMIT,
} from './session.ts';
import { EXAMPLE_CONFIGURATOR } from './testing/example-model.ts';
import { buildCase, GENERATED_CHOICES } from './testing/model-generator.ts';

const model = EXAMPLE_CONFIGURATOR;
const run = (actions: SessionAction[], on: ConfiguratorModel = model, from?: SessionState) =>
  actions.reduce(
    (state, action) => sessionReducer(on, state, action),
    from ?? initialSession(on, { locale: 'de' }),
  );
const toggle = (subStepSlug: string, value: string): SessionAction => ({
  type: 'toggleOption',
  subStepSlug,
  value,
});
const base = (key: 'dosingLine' | 'country' | 'dayTank', value: string): SessionAction => ({
  type: 'chooseBase',
  key,
  value,
});

describe('sessionReducer: choices', () => {
  it.each<{ name: string; actions: SessionAction[]; values: Record<string, string[]> }>([
    { name: 'radio selects', actions: [toggle('mixhead', 'mh-12')], values: { mixhead: ['mh-12'] } },
    {
      name: 'radio replaces',
      actions: [toggle('mixhead', 'mh-12'), toggle('mixhead', 'mh-18')],
      values: { mixhead: ['mh-18'] },
    },
    {
      name: 'select replaces',
      actions: [toggle('boom', 'boom-2m'), toggle('boom', 'boom-none')],
      values: { boom: ['boom-none'] },
    },
    {
      name: 'checkbox adds',
      actions: [toggle('agitator', 'agitator-poly'), toggle('agitator', 'agitator-iso')],
      values: { agitator: ['agitator-poly', 'agitator-iso'] },
    },
    {
      name: 'checkbox toggles off',
      actions: [toggle('agitator', 'agitator-poly'), toggle('agitator', 'agitator-poly')],
      values: {},
    },
    {
      name: 'a select can be emptied',
      actions: [toggle('boom', 'boom-none'), { type: 'clearSubStep', subStepSlug: 'boom' }],
      values: {},
    },
    {
      name: 'a radio cannot be emptied',
      actions: [toggle('mixhead', 'mh-12'), { type: 'clearSubStep', subStepSlug: 'mixhead' }],
      values: { mixhead: ['mh-12'] },
    },
    {
      name: 'text is set',
      actions: [{ type: 'setValue', subStepSlug: 'notes', value: 'Plant 2' }],
      values: { notes: ['Plant 2'] },
    },
    {
      name: 'an empty text clears it',
      actions: [
        { type: 'setValue', subStepSlug: 'notes', value: 'Plant 2' },
        { type: 'setValue', subStepSlug: 'notes', value: '' },
      ],
      values: {},
    },
    { name: 'a hidden option cannot be chosen', actions: [toggle('mixhead', 'mh-24')], values: {} },
    {
      name: 'an unknown option changes nothing',
      actions: [toggle('mixhead', 'mh-99'), toggle('nope', 'x')],
      values: {},
    },
    { name: 'text cannot be toggled', actions: [toggle('notes', 'x')], values: {} },
    {
      name: 'selecting a package selects it (its options follow through the package)',
      actions: [toggle('package', 'comfort')],
      values: { package: ['comfort'] },
    },
    {
      name: 'an option a selected package provides stays until the package goes',
      actions: [toggle('package', 'comfort'), toggle('agitator', 'agitator-poly')],
      values: { package: ['comfort'] },
    },
  ])('$name', ({ actions, values }) => {
    expect(run(actions).selection.values).toEqual(values);
  });

  it('changes base choices only to offered values', () => {
    const state = run([base('dosingLine', 'ml-40'), base('dayTank', 'dt-250'), base('country', 'XX')]);
    expect(state.selection).toMatchObject({ dosingLine: 'ml-40', dayTank: 'dt-250', country: 'DE' });
  });

  it('returns the same state for an action that changes nothing (no re-render, no undo entry)', () => {
    const state = run([toggle('mixhead', 'mh-12')]);
    expect(sessionReducer(model, state, toggle('mixhead', 'mh-12'))).toBe(state);
    expect(sessionReducer(model, state, base('country', 'DE'))).toBe(state);
  });
});

describe('sessionReducer: rules after every action', () => {
  it('removes an option a later choice hides, says why, and undo brings both back', () => {
    const before = run([toggle('mixhead', 'mh-18'), toggle('boom', 'boom-2m')]);
    const after = sessionReducer(model, before, toggle('mixhead', 'mh-12'));
    expect(after.selection.values).toEqual({ mixhead: ['mh-12'] });
    expect(after.removed).toEqual([
      {
        subStepSlug: 'boom',
        value: 'boom-2m',
        label: 'Boom 2 m',
        reason: 'hiddenByFilter',
        because: {
          stepSlug: 'mixing',
          stepTitle: 'Mixing',
          subStepSlug: 'mixhead',
          subStepTitle: 'Mixhead',
          value: 'mh-12',
          valueLabel: 'MH 12',
        },
      },
    ]);
    expect(removalSentence(after.removed[0] as never)).toBe(
      'Boom 2 m was removed because you chose MH 12 in step Mixing.',
    );
    const undone = sessionReducer(model, after, { type: 'undo' });
    expect(undone.selection).toEqual(before.selection);
    expect(undone.removed).toEqual([]);
  });

  it('a base choice removes what it hides, and the removal notice names the base step', () => {
    const state = run([
      base('dosingLine', 'ml-40'),
      toggle('mixhead', 'mh-24'),
      toggle('boom', 'boom-2m'),
      base('dosingLine', 'ml-20'),
    ]);
    // mh-24 goes; boom-2m stays, because with no mixhead chosen its filter no longer bites.
    expect(state.selection.values).toEqual({ boom: ['boom-2m'] });
    expect(
      state.removed.map((r) => [
        r.value,
        r.because?.stepSlug,
        r.because?.subStepTitle,
        r.because?.valueLabel,
      ]),
    ).toEqual([['mh-24', 'base', 'Dosing line', 'ML 20']]);
  });

  it('a package whose option becomes hidden goes with it, and is reported', () => {
    const strict: ConfiguratorModel = structuredClone(model);
    const level = strict.steps[1]?.subSteps.find((s) => s.slug === 'level');
    const digital = level?.options.data.find((o) => o.value === 'level-digital');
    if (digital) digital.filter = { dosingLine: ['ml-40'] };
    const state = run(
      [base('dosingLine', 'ml-40'), toggle('package', 'starter'), base('dosingLine', 'ml-20')],
      strict,
    );
    expect(state.selection.values).toEqual({});
    expect(state.removed).toMatchObject([
      {
        subStepSlug: 'package',
        value: 'starter',
        label: 'Starter bundle',
        packageOption: { subStepSlug: 'level', value: 'level-digital' },
      },
    ]);
  });

  it('the next action clears the notice', () => {
    const state = run([toggle('mixhead', 'mh-18'), toggle('boom', 'boom-2m'), toggle('mixhead', 'mh-12')]);
    expect(state.removed).toHaveLength(1);
    expect(sessionReducer(model, state, toggle('level', 'level-analog')).removed).toEqual([]);
  });

  it('load prunes a stale selection; reset returns to the defaults; both can be undone', () => {
    const loaded = run([
      {
        type: 'load',
        selection: {
          dosingLine: 'ml-20',
          country: 'DE',
          dayTank: 'dt-60',
          values: { mixhead: ['mh-24'], level: ['level-analog'] },
        },
      },
    ]);
    expect(loaded.selection.values).toEqual({ level: ['level-analog'] });
    expect(loaded.removed.map((r) => r.value)).toEqual(['mh-24']);
    const reset = sessionReducer(model, loaded, { type: 'reset', defaults: { locale: 'de' } });
    expect(reset.selection).toEqual(initialSession(model, { locale: 'de' }).selection);
    expect(sessionReducer(model, reset, { type: 'undo' }).selection).toEqual(loaded.selection);
  });

  it(`keeps the last ${UNDO_LIMIT} changes`, () => {
    const notes = Array.from(
      { length: UNDO_LIMIT + 10 },
      (_, i): SessionAction => ({
        type: 'setValue',
        subStepSlug: 'notes',
        value: `n${i}`,
      }),
    );
    let state = run(notes);
    expect(state.undo).toHaveLength(UNDO_LIMIT);
    for (let i = 0; i < UNDO_LIMIT; i++) state = sessionReducer(model, state, { type: 'undo' });
    expect(state.selection.values.notes).toEqual(['n9']);
    expect(sessionReducer(model, state, { type: 'undo' })).toBe(state);
  });
});

describe('sessionReducer properties (generated models)', () => {
  function randomActions(g: fc.GeneratorValue, on: ConfiguratorModel): SessionAction[] {
    const refs = on.steps.flatMap((step) =>
      step.subSteps
        .filter((sub) => isChoiceField(sub.options.fieldType))
        .flatMap((sub) => sub.options.data.map((o) => ({ subStepSlug: sub.slug, value: o.value }))),
    );
    const baseActions: SessionAction[] = BASE_CHOICES.flatMap((key) =>
      (key === 'dosingLine'
        ? GENERATED_CHOICES.dosingLines.map((l) => l.id)
        : key === 'country'
          ? GENERATED_CHOICES.countries.map((c) => c.iso)
          : GENERATED_CHOICES.dayTanks.map((t) => t.id)
      ).map((value) => base(key, value)),
    );
    const pool: SessionAction[] = [
      ...refs.map((r) => toggle(r.subStepSlug, r.value)),
      ...baseActions,
      { type: 'undo' },
    ];
    return g(fc.array, fc.constantFrom(...pool), { maxLength: 25 });
  }

  function randomSession(g: fc.GeneratorValue) {
    const on: ConfiguratorModel = { ...buildCase(g, true).model, choices: GENERATED_CHOICES };
    return { on, actions: randomActions(g, on) };
  }

  it('never holds a selection that filters hide or the model lacks, so it always prices strictly', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { on, actions } = randomSession(g);
        let state = initialSession(on);
        for (const action of actions) {
          state = sessionReducer(on, state, action);
          expect(invalidSelections(on, state.selection)).toEqual([]);
          expect(() => priceConfiguration(on, state.selection, { strict: true })).not.toThrow(/filters hide/);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('undo after a change restores exactly the selection before it', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const { on, actions } = randomSession(g);
        let state = initialSession(on);
        for (const action of actions) {
          const next = sessionReducer(on, state, action);
          if (action.type !== 'undo' && next.selection !== state.selection) {
            expect(sessionReducer(on, next, { type: 'undo' }).selection).toEqual(state.selection);
          }
          state = next;
        }
      }),
      { numRuns: 150 },
    );
  });
});
