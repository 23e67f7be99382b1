import { describe, expect, it } from 'vitest';
import { funnelRows, stepLabel } from './funnel.ts';

describe('funnelRows', () => {
  it('orders started, the steps as given, then price, code and quote, with the loss against the stage before', () => {
    const rows = funnelRows({
      machine: 'hx',
      stages: [
        { stage: 'quote_requested', visitors: 1 },
        { stage: 'configurator_started', visitors: 10 },
        { stage: 'price_shown', visitors: 4 },
        { stage: 'code_saved', visitors: 2 },
      ],
      steps: [
        { step: 'material-supply', visitors: 8 },
        { step: 'mixing', visitors: 5 },
      ],
    });
    expect(
      rows.map((row) => [row.label, row.visitors, row.ofStarted, row.dropOff, row.dropOffShare]),
    ).toEqual([
      ['Started', 10, 1, null, null],
      ['Step completed: Material supply', 8, 0.8, 2, 0.2],
      ['Step completed: Mixing', 5, 0.5, 3, 3 / 8],
      ['Price shown', 4, 0.4, 1, 0.2],
      ['Code saved', 2, 0.2, 2, 0.5],
      ['Quote requested', 1, 0.1, 1, 0.5],
    ]);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('gives no shares where nobody started or the stage before had nobody', () => {
    const rows = funnelRows({ machine: 'hx', stages: [{ stage: 'price_shown', visitors: 2 }], steps: [] });
    expect(rows.map((row) => [row.key, row.visitors, row.ofStarted, row.dropOff, row.dropOffShare])).toEqual([
      ['configurator_started', 0, null, null, null],
      ['price_shown', 2, null, -2, null],
      ['code_saved', 0, null, 2, 1],
      ['quote_requested', 0, null, 0, null],
    ]);
  });

  it('words a step slug', () => {
    expect(stepLabel('day_tank')).toBe('Step completed: Day tank');
  });
});
