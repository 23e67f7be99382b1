import { describe, expect, it } from 'vitest';
import { breakdownInCents } from '../../../../domain/configurator/price-breakdown.ts';
import { priceConfiguration } from '../../../../domain/configurator/pricing.ts';
import { EXAMPLE_SELECTION } from '../../../../domain/configurator/testing/example-model.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { livePrice } from '../state/live-price.ts';
import { exampleMachine, testI18n } from '../testing/example-machine.tsx';
import { NAMESPACE } from '../texts.tsx';
import { type CompareSideData, compareGroups } from './compare-rows.ts';

// docs/product.md#saved-configurations: two saved configurations side by side, priced by the page's pricing.

const eur = (cents: number) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(cents / 100);
const i18n = testI18n('en');
const t = i18n.getFixedT('en', NAMESPACE);

function side(selection: Selection, notOffered: { label: string }[] = []): CompareSideData {
  const model = exampleMachine();
  return {
    model,
    selection,
    price: livePrice(model, selection, { salesMode: false, discount: false }),
    notOffered,
  };
}

const rowsOf = (groups: ReturnType<typeof compareGroups>) =>
  Object.fromEntries(groups.flatMap((group) => group.rows).map((row) => [row.key, row]));

describe('two saved configurations side by side', () => {
  const a = { ...EXAMPLE_SELECTION, dosingLine: 'ml-20' };
  const b: Selection = {
    ...EXAMPLE_SELECTION,
    dosingLine: 'ml-40',
    values: { ...EXAMPLE_SELECTION.values, mixhead: ['mh-24'], cleaning: ['solvent-flush'] },
  };

  it('sets the base choices, each step and the totals side by side, and marks the rows that differ', async () => {
    await i18n.loadNamespaces(NAMESPACE);
    const groups = compareGroups([side(a), side(b)], t, 'en');
    expect(groups.map((group) => group.title)).toEqual([
      'Machine and base choices',
      ...exampleMachine()
        .steps.filter((step) => groups.some((group) => group.key === `step-${step.slug}`))
        .map((step) => step.title),
      'Totals',
    ]);
    const rows = rowsOf(groups);
    expect(rows.machine).toMatchObject({ differs: false });
    expect(rows.dosingLine).toMatchObject({
      differs: true,
      cells: [[{ label: 'ML 20' }], [{ label: 'ML 40' }]],
    });
    expect(rows.country?.differs).toBe(false);
    // Mixhead: MH 18 against MH 24; cleaning only on the second side.
    const mixhead = Object.values(rows).find((row) => row.key.endsWith('/mixhead'));
    expect(mixhead?.differs).toBe(true);
    expect(mixhead?.cells.map((cell) => cell.map((line) => line.label))).toEqual([['MH 18'], ['MH 24']]);
    const cleaning = Object.values(rows).find((row) => row.key.endsWith('/cleaning'));
    expect(cleaning?.cells[0]).toEqual([]);
    expect(cleaning?.cells[1]?.[0]?.label).toBe('Solvent flush');
    // The level sensor is the same on both: not marked.
    expect(Object.values(rows).find((row) => row.key.endsWith('/level'))?.differs).toBe(false);
  });

  it("prices each side as the machine page does: the totals are priceConfiguration's", () => {
    const model = exampleMachine();
    const rows = rowsOf(compareGroups([side(a), side(b)], t, 'en'));
    const expectedA = breakdownInCents(priceConfiguration(model, a));
    const expectedB = breakdownInCents(priceConfiguration(model, b));
    expect(rows.total?.cells.map((cell) => cell[0]?.label)).toEqual([
      eur(expectedA.total),
      eur(expectedB.total),
    ]);
    expect(rows.basePrice?.cells.map((cell) => cell[0]?.label)).toEqual([
      eur(expectedA.base),
      eur(expectedB.base),
    ]);
    // A chosen option shows its price as the summary does.
    const mixhead = Object.values(rows).find((row) => row.key.endsWith('/mixhead'));
    const mh24 = expectedB.options.find((line) => line.value === 'mh-24')?.price ?? 0;
    expect(mixhead?.cells[1]?.[0]?.price).toBe(eur(mh24));
  });

  it('says "from" for a price that waits for a choice, and names what is no longer offered', () => {
    const waiting: Selection = {
      ...EXAMPLE_SELECTION,
      values: { ...EXAMPLE_SELECTION.values, mixhead: [], boom: [], cleaning: ['solvent-flush'] },
    };
    const rows = rowsOf(compareGroups([side(a), side(waiting, [{ label: 'Boom 2 m' }])], t, 'en'));
    expect(rows.total?.cells[1]?.[0]?.label).toMatch(/^from /);
    expect(rows.notOffered).toMatchObject({ cells: [[], [{ label: 'Boom 2 m' }]], differs: true });
  });

  it('two equal configurations differ nowhere', () => {
    const groups = compareGroups([side(a), side(a)], t, 'en');
    expect(groups.flatMap((group) => group.rows).filter((row) => row.differs)).toEqual([]);
  });
});
