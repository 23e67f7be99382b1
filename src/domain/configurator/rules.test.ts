import { describe, expect, it } from 'vitest';
import { ConfiguratorError } from './errors.ts';
import { BASE_STEP } from './model.ts';
import {
  evaluateOptions,
  invalidSelections,
  isStepComplete,
  isSubStepComplete,
  resolvePackages,
} from './rules.ts';
import { EXAMPLE_MODEL, EXAMPLE_SELECTION } from './testing/example-model.ts';
import type { FieldType, Selection, Step, SubStep } from './types.ts';

function select(changes: Partial<Selection>): Selection {
  return { ...EXAMPLE_SELECTION, ...changes };
}

function shown(selection: Selection, subStepSlug: string): string[] {
  return evaluateOptions(EXAMPLE_MODEL, selection, subStepSlug)
    .filter((option) => !option.hidden)
    .map((option) => option.value);
}

const MIXING_BLOCKER = { stepSlug: 'mixing', stepTitle: 'Mixing', subStepSlug: 'mixhead' };
const BASE_BLOCKER = { stepSlug: BASE_STEP.slug, stepTitle: BASE_STEP.title, subStepSlug: 'dosingLine' };

describe('evaluateOptions (option filter)', () => {
  it.each<{ name: string; values: Record<string, string[]>; subStep: string; visible: string[] }>([
    {
      name: 'nothing chosen in the filter sub-step shows the option',
      values: {},
      subStep: 'boom',
      visible: ['boom-none', 'boom-2m'],
    },
    {
      name: 'a listed value shows it',
      values: { mixhead: ['mh-18'] },
      subStep: 'boom',
      visible: ['boom-none', 'boom-2m'],
    },
    {
      name: 'an unlisted value hides it',
      values: { mixhead: ['mh-12'] },
      subStep: 'boom',
      visible: ['boom-none'],
    },
    {
      name: 'one shared value of several is enough',
      values: { mixhead: ['mh-12', 'mh-24'] },
      subStep: 'boom',
      visible: ['boom-none', 'boom-2m'],
    },
    {
      name: 'an empty list counts as nothing chosen',
      values: { mixhead: [] },
      subStep: 'boom',
      visible: ['boom-none', 'boom-2m'],
    },
    {
      name: 'a filter on the dosing line hides for another line',
      values: {},
      subStep: 'mixhead',
      visible: ['mh-12', 'mh-18'],
    },
  ])('$name', ({ values, subStep, visible }) => {
    expect(shown(select({ values }), subStep)).toEqual(visible);
  });

  it('shows a dosing-line filtered option for its own line', () => {
    expect(shown(select({ dosingLine: 'ml-40', values: {} }), 'mixhead')).toEqual([
      'mh-12',
      'mh-18',
      'mh-24',
    ]);
  });

  it('says which step and sub-step block a hidden option', () => {
    const boom = evaluateOptions(EXAMPLE_MODEL, select({ values: { mixhead: ['mh-12'] } }), 'boom');
    expect(boom).toEqual([
      { value: 'boom-none', label: 'No boom', price: null, hidden: false },
      {
        value: 'boom-2m',
        label: 'Boom 2 m',
        price: 1850.5,
        filter: { mixhead: ['mh-18', 'mh-24'] },
        hidden: true,
        blockedBy: MIXING_BLOCKER,
      },
    ]);
    const mixhead = evaluateOptions(EXAMPLE_MODEL, select({ values: {} }), 'mixhead');
    expect(mixhead[2]).toMatchObject({ value: 'mh-24', hidden: true, blockedBy: BASE_BLOCKER });
  });

  it('blames the earliest blocking choice when several block', () => {
    const model = structuredClone(EXAMPLE_MODEL);
    const flush = model.steps[0]?.subSteps[2]?.options.data[0];
    if (flush) flush.filter = { level: ['level-digital'], mixhead: ['mh-24'] };
    const [option] = evaluateOptions(
      model,
      select({ values: { mixhead: ['mh-12'], level: ['level-analog'] } }),
      'cleaning',
    );
    expect(option).toMatchObject({ hidden: true, blockedBy: MIXING_BLOCKER });
  });

  it('sees options that a selected package selects', () => {
    const model = structuredClone(EXAMPLE_MODEL);
    const boom = model.steps[0]?.subSteps[1]?.options.data[1];
    if (boom) boom.filter = { level: ['level-analog'] };
    // starter selects level-digital, which the boom does not allow
    const [, boom2m] = evaluateOptions(model, select({ values: { package: ['starter'] } }), 'boom');
    expect(boom2m).toMatchObject({ hidden: true, blockedBy: { stepSlug: 'supply', subStepSlug: 'level' } });
  });

  it('rejects a sub-step the model lacks', () => {
    expect(() => evaluateOptions(EXAMPLE_MODEL, EXAMPLE_SELECTION, 'colour')).toThrow(ConfiguratorError);
  });
});

describe('completion', () => {
  const subStep = (fieldType: FieldType): SubStep => ({
    slug: 'x',
    title: 'X',
    options: { fieldType, data: [{ value: 'a', label: 'A', price: null }] },
  });
  it.each<{ fieldType: FieldType; values: Record<string, string[]>; complete: boolean }>([
    { fieldType: 'select', values: {}, complete: false },
    { fieldType: 'select', values: { x: [] }, complete: false },
    { fieldType: 'select', values: { x: [''] }, complete: false },
    { fieldType: 'select', values: { x: ['a'] }, complete: true },
    { fieldType: 'radio', values: {}, complete: false },
    { fieldType: 'radio', values: { x: ['a'] }, complete: true },
    { fieldType: 'checkbox', values: {}, complete: true },
    { fieldType: 'number', values: {}, complete: true },
    { fieldType: 'text', values: {}, complete: true },
    { fieldType: 'info', values: {}, complete: true },
  ])('$fieldType with $values is complete: $complete', ({ fieldType, values, complete }) => {
    expect(isSubStepComplete(subStep(fieldType), select({ values }))).toBe(complete);
  });

  it('a step is complete when all its sub-steps are', () => {
    const step: Step = {
      slug: 's',
      title: 'S',
      subSteps: [
        subStep('radio'),
        { ...subStep('select'), slug: 'y' },
        { ...subStep('checkbox'), slug: 'z' },
      ],
    };
    expect(isStepComplete(step, select({ values: { x: ['a'] } }))).toBe(false);
    expect(isStepComplete(step, select({ values: { x: ['a'], y: ['a'] } }))).toBe(true);
    expect(isStepComplete({ ...step, subSteps: [] }, select({ values: {} }))).toBe(true);
  });

  it('looks sub-steps and steps up by slug, counting what packages select', () => {
    expect(isSubStepComplete(EXAMPLE_MODEL, select({ values: {} }), 'level')).toBe(false);
    expect(isSubStepComplete(EXAMPLE_MODEL, select({ values: { package: ['starter'] } }), 'level')).toBe(
      true,
    );
    expect(isStepComplete(EXAMPLE_MODEL, select({ values: { mixhead: ['mh-12'] } }), 'mixing')).toBe(false);
    expect(
      isStepComplete(
        EXAMPLE_MODEL,
        select({ values: { mixhead: ['mh-12'], boom: ['boom-none'] } }),
        'mixing',
      ),
    ).toBe(true);
    expect(() => isStepComplete(EXAMPLE_MODEL, EXAMPLE_SELECTION, 'nope')).toThrow(ConfiguratorError);
    expect(() => isSubStepComplete(EXAMPLE_MODEL, EXAMPLE_SELECTION, 'nope')).toThrow(ConfiguratorError);
  });
});

describe('resolvePackages', () => {
  it('adds the options of selected packages, each once, and lists the packages', () => {
    const { selection, packages } = resolvePackages(
      EXAMPLE_MODEL,
      select({ values: { agitator: ['agitator-poly'], package: ['comfort', 'starter'] } }),
    );
    expect(selection.values).toEqual({
      agitator: ['agitator-poly', 'agitator-iso'],
      heating: ['heat-poly'],
      level: ['level-digital'],
      package: ['comfort', 'starter'],
    });
    expect(packages).toEqual([
      {
        subStepSlug: 'package',
        value: 'comfort',
        price: 2900,
        options: [
          { subStepSlug: 'agitator', value: 'agitator-poly' },
          { subStepSlug: 'agitator', value: 'agitator-iso' },
          { subStepSlug: 'heating', value: 'heat-poly' },
        ],
      },
      {
        subStepSlug: 'package',
        value: 'starter',
        price: null,
        options: [{ subStepSlug: 'level', value: 'level-digital' }],
      },
    ]);
  });

  it('leaves the input untouched and returns it as is without packages', () => {
    const input = select({ values: { agitator: ['agitator-poly'] } });
    const copy = structuredClone(input);
    expect(resolvePackages(EXAMPLE_MODEL, input).selection).toBe(input);
    resolvePackages(EXAMPLE_MODEL, select({ values: { agitator: ['agitator-poly'], package: ['comfort'] } }));
    expect(input).toEqual(copy);
  });
});

describe('invalidSelections', () => {
  it('is empty for a valid configuration', () => {
    expect(invalidSelections(EXAMPLE_MODEL, EXAMPLE_SELECTION)).toEqual([]);
  });

  it('reports values that a later change hid, with the blocking step', () => {
    // boom-2m was chosen with mh-18; switching to mh-12 hides it.
    expect(
      invalidSelections(EXAMPLE_MODEL, select({ values: { mixhead: ['mh-12'], boom: ['boom-2m'] } })),
    ).toEqual([
      {
        subStepSlug: 'boom',
        value: 'boom-2m',
        reason: 'hiddenByFilter',
        source: 'hand',
        blockedBy: MIXING_BLOCKER,
      },
    ]);
    // mh-24 was chosen on ML-40; switching the dosing line to ML-20 hides it.
    expect(invalidSelections(EXAMPLE_MODEL, select({ values: { mixhead: ['mh-24'] } }))).toEqual([
      {
        subStepSlug: 'mixhead',
        value: 'mh-24',
        reason: 'hiddenByFilter',
        source: 'hand',
        blockedBy: BASE_BLOCKER,
      },
    ]);
  });

  it('reports values the model no longer offers, also through packages', () => {
    const model = structuredClone(EXAMPLE_MODEL);
    const starter = model.steps[2]?.subSteps[0]?.options.data[1];
    if (starter) starter.packageOptions = [{ slug: 'level', optionIds: ['level-laser'] }];
    expect(
      invalidSelections(
        model,
        select({ values: { mixhead: ['mh-99'], colour: ['red'], package: ['starter'] } }),
      ),
    ).toEqual([
      { subStepSlug: 'mixhead', value: 'mh-99', reason: 'unknownValue', source: 'hand' },
      { subStepSlug: 'level', value: 'level-laser', reason: 'unknownValue', source: 'package' },
      { subStepSlug: 'colour', value: 'red', reason: 'unknownValue', source: 'hand' },
    ]);
  });

  it('ignores free input of text and number fields', () => {
    expect(invalidSelections(EXAMPLE_MODEL, select({ values: { notes: ['anything'] } }))).toEqual([]);
  });
});
