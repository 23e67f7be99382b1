import { describe, expect, it } from 'vitest';
import { eurToCents } from '../money.ts';
import { packageDeal, packageSavings } from './package-savings.ts';
import { priceConfiguration } from './pricing.ts';
import { EXAMPLE_MODEL, EXAMPLE_SELECTION } from './testing/example-model.ts';

describe('packageSavings (the package savings breakdown of sales mode)', () => {
  it('lists each priced package: its options one by one, its price and the difference', () => {
    // Comfort: agitators 1450 + 1450 and poly heating 260 + … as docs/domain.md works it through.
    const lines = packageSavings(EXAMPLE_MODEL, EXAMPLE_SELECTION);
    expect(lines).toHaveLength(1);
    const [comfort] = lines;
    expect(comfort).toMatchObject({ subStepSlug: 'package', value: 'comfort', packagePrice: 290_000 });
    expect(comfort?.savings).toBe((comfort?.optionsTotal ?? 0) - 290_000);
  });

  it('adds up to the package effect of priceConfiguration', () => {
    const selection = {
      ...EXAMPLE_SELECTION,
      values: { ...EXAMPLE_SELECTION.values, package: ['comfort', 'starter'] },
    };
    const lines = packageSavings(EXAMPLE_MODEL, selection);
    const effect = eurToCents(priceConfiguration(EXAMPLE_MODEL, selection).packageEffect);
    expect(lines.reduce((sum, line) => sum + line.savings, 0)).toBe(effect);
    expect(effect).not.toBe(0);
    // The starter bundle has no price: its options are charged one by one, so it saves nothing.
    expect(lines.map((line) => line.value)).toEqual(['comfort']);
  });

  it('is empty without packages', () => {
    expect(packageSavings(EXAMPLE_MODEL, { ...EXAMPLE_SELECTION, values: { mixhead: ['mh-12'] } })).toEqual(
      [],
    );
  });
});

describe('packageDeal (a package shown as a deal before it is chosen)', () => {
  const noPackage = { ...EXAMPLE_SELECTION, values: { ...EXAMPLE_SELECTION.values, package: [] } };

  it('names its contents, marks those already chosen, and says what it saves', () => {
    const withAgitator = { ...noPackage, values: { ...noPackage.values, agitator: ['agitator-poly'] } };
    const deal = packageDeal(EXAMPLE_MODEL, withAgitator, 'package', 'comfort');
    expect(deal?.contents.map((item) => [item.label, item.chosen])).toEqual([
      ['Agitator poly', true],
      ['Agitator iso', false],
      ['Heating poly', false],
    ]);
    expect(deal?.packagePrice).toBe(290_000);
    // The same figures sales mode shows once the package is chosen.
    const chosen = { ...EXAMPLE_SELECTION, values: { ...EXAMPLE_SELECTION.values, package: ['comfort'] } };
    const [line] = packageSavings(EXAMPLE_MODEL, chosen);
    expect(deal?.optionsTotal).toBe(line?.optionsTotal);
    expect(deal?.savings).toBe(line?.savings);
    expect(deal?.savings).toBeGreaterThan(0);
  });

  it('has no savings for a bundle without a price, and is null for an option that is no package', () => {
    const starter = packageDeal(EXAMPLE_MODEL, noPackage, 'package', 'starter');
    expect(starter?.packagePrice).toBe(null);
    expect(starter?.savings).toBe(null);
    expect(packageDeal(EXAMPLE_MODEL, noPackage, 'mixhead', 'mh-12')).toBe(null);
  });
});
