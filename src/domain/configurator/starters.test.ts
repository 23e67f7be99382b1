import { describe, expect, it } from 'vitest';
import { defaultSelection } from './defaults.ts';
import { matchingStarter, starterSelection } from './starters.ts';
import { EXAMPLE_CONFIGURATOR } from './testing/example-model.ts';
import type { Starter } from './types.ts';

const big: Starter = {
  slug: 'panel-line',
  title: 'Panel line',
  selection: { dosingLine: 'ml-40', values: { mixhead: ['mh-24'], boom: ['boom-2m'] } },
};
const model = { ...EXAMPLE_CONFIGURATOR, starters: [big] };

describe('starter configurations', () => {
  it('put their dosing line and values in place of the defaults, keeping the visitor’s country', () => {
    const selection = starterSelection(model, big, { country: 'GB' });
    expect(selection.dosingLine).toBe('ml-40');
    expect(selection.country).toBe('GB');
    expect(selection.values.mixhead).toEqual(['mh-24']);
    expect(selection.values.boom).toEqual(['boom-2m']);
    expect(matchingStarter(model, selection)).toBe(big);
  });

  it('are followed by the rules: a value its dosing line hides is dropped', () => {
    const small = { ...big, selection: { dosingLine: 'ml-20', values: { mixhead: ['mh-24'] } } };
    const selection = starterSelection(model, small);
    expect(selection.dosingLine).toBe('ml-20');
    expect(selection.values.mixhead ?? []).not.toContain('mh-24');
  });

  it('no longer match once a value of theirs changes', () => {
    const selection = starterSelection(model, big);
    expect(
      matchingStarter(model, { ...selection, values: { ...selection.values, mixhead: ['mh-18'] } }),
    ).toBe(undefined);
    expect(matchingStarter(model, defaultSelection(model))).toBe(undefined);
  });
});
