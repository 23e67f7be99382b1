import { describe, expect, it } from 'vitest';
import type { ConfiguratorModel } from './choices.ts';
import { subStepOptions } from './option-view.ts';
import { EXAMPLE_CHOICES, EXAMPLE_CONFIGURATOR } from './testing/example-model.ts';
import type { Selection } from './types.ts';
import { dosingLineFlows, firstIncompleteStep, stepProgress } from './view.ts';

const model = EXAMPLE_CONFIGURATOR;
const at = (values: Record<string, string[]>, dosingLine = 'ml-20'): Selection => ({
  dosingLine,
  country: 'DE',
  dayTank: 'dt-60',
  values,
});

describe('subStepOptions: what each option shows', () => {
  it('chosen, in package, hidden with its explanation, and its price effect', () => {
    const views = subStepOptions(model, at({ package: ['comfort'], mixhead: ['mh-12'] }), 'agitator');
    expect(views.map((v) => [v.value, v.chosen, v.inPackage?.label, v.price?.kind])).toEqual([
      ['agitator-poly', true, 'Comfort package', 'inPackage'],
      ['agitator-iso', true, 'Comfort package', 'inPackage'],
    ]);
    const boom = subStepOptions(model, at({ mixhead: ['mh-12'] }), 'boom').find((v) => v.value === 'boom-2m');
    expect(boom?.hidden?.needs.map((n) => n.label)).toEqual(['MH 18', 'MH 24']);
    expect(boom?.price).toEqual({ kind: 'hidden' });
  });

  it('shows no price tags while prices are not visible', () => {
    const views = subStepOptions(model, at({}), 'mixhead', { pricesVisible: false });
    expect(views.every((v) => v.price === null)).toBe(true);
  });
});

describe('stepProgress', () => {
  it('select and radio need a value; packages fill the sub-steps they select', () => {
    const empty = stepProgress(model, at({}));
    expect(empty.map((s) => [s.slug, s.complete])).toEqual([
      ['mixing', false],
      ['supply', false],
      ['packages', true],
    ]);
    expect(empty[0]?.subSteps.map((s) => [s.slug, s.complete])).toEqual([
      ['mixhead', false],
      ['boom', false],
      ['cleaning', true],
    ]);
    expect(firstIncompleteStep(empty)?.slug).toBe('mixing');
    const done = stepProgress(model, at({ mixhead: ['mh-12'], boom: ['boom-none'], package: ['starter'] }));
    expect(done.every((s) => s.complete)).toBe(true);
    expect(firstIncompleteStep(done)).toBeUndefined();
  });

  it('marks a sub-step whose options are all hidden, so the page can say why', () => {
    const narrow: ConfiguratorModel = structuredClone(model);
    const boom = narrow.steps[0]?.subSteps[1];
    if (boom) boom.options.data = boom.options.data.filter((o) => o.value === 'boom-2m');
    const progress = stepProgress(narrow, at({ mixhead: ['mh-12'] }));
    expect(progress[0]?.subSteps.find((s) => s.slug === 'boom')?.allHidden).toBe(true);
  });
});

describe('dosingLineFlows: flows in the units preference', () => {
  const output = EXAMPLE_CHOICES.dosingLines[0]?.output;
  it.each([
    [{ freq: 50, unit: 'cm' } as const, { poly: '60,00–300,00 cm³/s', iso: '30,00–150,00 cm³/s' }],
    [{ freq: 60, unit: 'cm' } as const, { poly: '72,00–360,00 cm³/s', iso: '36,00–180,00 cm³/s' }],
    [{ freq: 60, unit: 'l' } as const, { poly: '4,32–21,60 l/min', iso: '2,16–10,80 l/min' }],
  ])('%o', (units, expected) => {
    expect(dosingLineFlows(output, units)).toEqual(expected);
  });
  it('is null without output data', () => {
    expect(dosingLineFlows(undefined, { freq: 50, unit: 'cm' })).toBeNull();
  });
});
