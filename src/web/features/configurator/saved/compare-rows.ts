// Two saved configurations side by side (docs/product.md#saved-configurations): the base choices, each
// step's chosen options with their prices, and the totals, as rows of two cells, each row marked when the
// two differ. Both sides are priced by the page's own pricing (livePrice, domain/configurator/live-price.ts)
// and written in the summary's words (summary-lines.ts), so a comparison never says another price than
// the configurator would.
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { LivePrice, MachineModel } from '../state/live-price.ts';
import { summarySteps } from '../summary/summary-lines.ts';
import { totalText } from '../summary/total-amount.tsx';
import type { Translate } from '../texts.tsx';
import { money, signedMoney, valueName } from '../words.ts';

export type CompareSideData = {
  model: MachineModel;
  selection: Selection;
  price: LivePrice;
  /** what the code held that the model no longer offers (openConfiguration's notOffered) */
  notOffered: readonly { label: string }[];
};

/** One thing in a cell: what is chosen and its price in words ('' where no price is shown). */
export type CompareLine = { label: string; price: string; pending?: boolean };

type CompareRow = {
  key: string;
  label: string;
  cells: [CompareLine[], CompareLine[]];
  differs: boolean;
};

export type CompareGroup = { key: string; title: string; rows: CompareRow[] };

function row(key: string, label: string, a: CompareLine[], b: CompareLine[]): CompareRow {
  const said = (lines: CompareLine[]) => JSON.stringify(lines.map((line) => [line.label, line.price]));
  return { key, label, cells: [a, b], differs: said(a) !== said(b) };
}

function basePriceText(price: LivePrice, locale: string): string {
  return price.kind === 'visible' ? money(price.breakdown.base, locale) : '';
}

/** Keys in the order the first side has them, then those only the second has. */
function union<T>(a: readonly T[], b: readonly T[], key: (item: T) => string): string[] {
  return [...new Set([...a.map(key), ...b.map(key)])];
}

export function compareGroups(
  sides: [CompareSideData, CompareSideData],
  t: Translate,
  locale: string,
): CompareGroup[] {
  const [a, b] = sides;
  const base = (key: 'dosingLine' | 'country' | 'dayTank', side: CompareSideData): CompareLine[] => [
    { label: valueName(side.model, key, side.selection[key]), price: '' },
  ];
  const groups: CompareGroup[] = [
    {
      key: 'base',
      title: t('myCompareBase'),
      rows: [
        row(
          'machine',
          t('machine'),
          [{ label: a.model.machine.name, price: '' }],
          [{ label: b.model.machine.name, price: '' }],
        ),
        row('dosingLine', t('dosingLine'), base('dosingLine', a), base('dosingLine', b)),
        row('country', t('country'), base('country', a), base('country', b)),
        row('dayTank', t('dayTank'), base('dayTank', a), base('dayTank', b)),
        row(
          'basePrice',
          t('basePrice'),
          [{ label: basePriceText(a.price, locale), price: '' }],
          [{ label: basePriceText(b.price, locale), price: '' }],
        ),
      ],
    },
  ];

  const stepsA = summarySteps(a.model, a.selection, a.price, t, locale);
  const stepsB = summarySteps(b.model, b.selection, b.price, t, locale);
  const modelSteps = [...a.model.steps, ...b.model.steps];
  for (const stepSlug of union(a.model.steps, b.model.steps, (step) => step.slug)) {
    const linesA = stepsA.find((entry) => entry.step.slug === stepSlug)?.lines ?? [];
    const linesB = stepsB.find((entry) => entry.step.slug === stepSlug)?.lines ?? [];
    if (linesA.length === 0 && linesB.length === 0) continue;
    const step = modelSteps.find((candidate) => candidate.slug === stepSlug);
    const subSteps = modelSteps.filter((candidate) => candidate.slug === stepSlug).flatMap((s) => s.subSteps);
    const rows = union(linesA, linesB, (line) => line.subStepSlug).map((subStepSlug) => {
      const cell = (lines: typeof linesA): CompareLine[] =>
        lines
          .filter((line) => line.subStepSlug === subStepSlug)
          .map((line) => ({ label: line.value, price: line.price, pending: line.pending }));
      const title = subSteps.find((subStep) => subStep.slug === subStepSlug)?.title ?? subStepSlug;
      return row(`${stepSlug}/${subStepSlug}`, title, cell(linesA), cell(linesB));
    });
    groups.push({ key: `step-${stepSlug}`, title: step?.title ?? stepSlug, rows });
  }

  const savings = (side: CompareSideData): CompareLine[] =>
    side.price.kind === 'visible' && side.price.breakdown.packageEffect !== 0
      ? [{ label: signedMoney(-side.price.breakdown.packageEffect, locale, t), price: '' }]
      : [];
  const totals: CompareRow[] = [];
  if (savings(a).length > 0 || savings(b).length > 0)
    totals.push(row('packageSavings', t('packageSavings'), savings(a), savings(b)));
  totals.push(
    row(
      'total',
      t('total'),
      [{ label: totalText(a.price, t, locale), price: '' }],
      [{ label: totalText(b.price, t, locale), price: '' }],
    ),
  );
  const gone = (side: CompareSideData): CompareLine[] =>
    side.notOffered.map((item) => ({ label: item.label, price: '' }));
  if (a.notOffered.length > 0 || b.notOffered.length > 0)
    totals.push(row('notOffered', t('myNotOffered'), gone(a), gone(b)));
  groups.push({ key: 'totals', title: t('myCompareTotals'), rows: totals });
  return groups;
}
