// Starter configurations (docs/product.md#ux-defaults): a machine offers a starting point per application,
// chosen before the steps. A starter is the defaults with its own dosing line and sub-step values put in
// their place, then followed by the rules like any other selection.
import type { ConfiguratorModel } from './choices.ts';
import { type DefaultOptions, defaultSelection } from './defaults.ts';
import { pruneSelection } from './prune.ts';
import type { Selection, Starter } from './types.ts';

/** The selection a starter stands for, for the visitor the defaults are made for (country, language). */
export function starterSelection(
  model: ConfiguratorModel,
  starter: Starter,
  options: DefaultOptions = {},
): Selection {
  const start = defaultSelection(model, { ...options, dosingLine: starter.selection.dosingLine });
  return pruneSelection(model, {
    ...start,
    values: { ...start.values, ...starter.selection.values },
  }).selection;
}

/** The starter the selection still is, if any: each of its values is chosen, on its dosing line. */
export function matchingStarter(model: ConfiguratorModel, selection: Selection): Starter | undefined {
  return model.starters?.find(
    (starter) =>
      (starter.selection.dosingLine === undefined || starter.selection.dosingLine === selection.dosingLine) &&
      Object.entries(starter.selection.values).every(([slug, values]) => {
        const held = selection.values[slug] ?? [];
        return values.length === held.length && values.every((value) => held.includes(value));
      }),
  );
}
