// What changed between two versions of a machine's model, as a product manager reads it: steps, sub-steps
// and options added, removed or renamed, prices with their old and new amounts, base prices and settings.
// Items are matched by their text key (which survives a change of slug), else by slug or value.
import type { DocumentOption, DocumentStarter, DocumentSubStep, ModelDocument } from './model-document.ts';
import type { Price } from './types.ts';

type ModelChangeKind = 'added' | 'removed' | 'renamed' | 'price' | 'changed' | 'moved';
type ModelChangeSubject =
  | 'step'
  | 'subStep'
  | 'option'
  | 'starter'
  | 'basePrice'
  | 'agencyBasePrice'
  | 'setting';

export type ModelChange = {
  kind: ModelChangeKind;
  subject: ModelChangeSubject;
  /** what it is about, e.g. `hoses/heated` for an option, a step's slug, `dosingLine × PED × day tank` */
  at: string;
  /** a sentence in English, for the editor */
  text: string;
  before?: string;
  after?: string;
};

const eur = (amount: number) =>
  `${amount.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

type Names = {
  dosingLine?: (id: string) => string;
  ped?: (id: string) => string;
  dayTank?: (id: string) => string;
};

/** What a price may depend on, as people say it; a sub-step by its slug. */
const CHOICE_WORDS: Record<string, { words: string; name?: keyof Names }> = {
  dosingLine: { words: 'dosing line', name: 'dosingLine' },
  dayTank: { words: 'day tank', name: 'dayTank' },
  country: { words: 'country' },
};

/**
 * A price in words: an amount, "not priced", or "by <choice>: value amount, …"; with `names`, a dosing
 * line's or day tank's id reads as its name ("by dosing line: HX Compact 10 1.100,00 €, …").
 */
export function describePrice(price: Price, names: Names = {}): string {
  if (price === null) return 'not priced';
  if (typeof price === 'number') return eur(price);
  const choice = CHOICE_WORDS[price.dependsOn];
  const nameOf = choice?.name ? names[choice.name] : undefined;
  const entries = Object.entries(price.prices).map(
    ([value, amount]) => `${nameOf?.(value) ?? value} ${eur(amount)}`,
  );
  return `by ${choice?.words ?? price.dependsOn}: ${entries.join(', ') || 'no prices'}`;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

type Keyed<T> = { key: string; item: T; index: number };

function keyed<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, Keyed<T>> {
  return new Map(items.map((item, index) => [keyOf(item), { key: keyOf(item), item, index }]));
}

/** Pairs items of two lists by text key when both have one, else by their natural key. */
function pair<T extends { textKey?: string | undefined }>(
  before: readonly T[],
  after: readonly T[],
  naturalKey: (item: T) => string,
): { removed: T[]; added: T[]; kept: [T, T][] } {
  const identity = (item: T) => item.textKey ?? `natural:${naturalKey(item)}`;
  const old = keyed(before, identity);
  const now = keyed(after, identity);
  const kept: [T, T][] = [];
  const removed: T[] = [];
  const added: T[] = [];
  for (const [key, entry] of old) {
    const match = now.get(key);
    if (match) kept.push([entry.item, match.item]);
    else removed.push(entry.item);
  }
  for (const [key, entry] of now) if (!old.has(key)) added.push(entry.item);
  return { removed, added, kept };
}

/** Whether the items kept on both sides come in another order. */
function reordered<T>(kept: [T, T][], before: readonly T[], after: readonly T[]): boolean {
  const inBefore = [...kept].sort((a, b) => before.indexOf(a[0]) - before.indexOf(b[0]));
  const inAfter = [...kept].sort((a, b) => after.indexOf(a[1]) - after.indexOf(b[1]));
  return inBefore.some((entry, i) => entry !== inAfter[i]);
}

function optionChanges(
  subStepSlug: string,
  before: DocumentOption,
  after: DocumentOption,
  names: Names,
): ModelChange[] {
  const changes: ModelChange[] = [];
  const at = `${subStepSlug}/${after.value}`;
  if (before.value !== after.value || before.label !== after.label) {
    changes.push({
      kind: 'renamed',
      subject: 'option',
      at,
      text: `Option "${before.label}" renamed to "${after.label}"${before.value !== after.value ? ` (${before.value} → ${after.value})` : ''}.`,
      before: before.label,
      after: after.label,
    });
  }
  if (!same(before.price, after.price)) {
    changes.push({
      kind: 'price',
      subject: 'option',
      at,
      text: `Price of "${after.label}": ${describePrice(before.price, names)} → ${describePrice(after.price, names)}.`,
      before: describePrice(before.price, names),
      after: describePrice(after.price, names),
    });
  }
  const others: [string, unknown, unknown][] = [
    ['filter', before.filter, after.filter],
    ['package contents', before.packageOptions, after.packageOptions],
    ['default', before.default, after.default],
    ['country or language default', before.defaultWhen, after.defaultWhen],
    ['help text', before.help, after.help],
    ['recommendation', before.recommended, after.recommended],
    ['article number', before.articleNumber, after.articleNumber],
    ['mixhead', before.mixheadId, after.mixheadId],
  ];
  for (const [what, old, now] of others) {
    if (same(old, now)) continue;
    changes.push({
      kind: 'changed',
      subject: 'option',
      at,
      text: `The ${what} of "${after.label}" changed.`,
      before: old === undefined ? '' : JSON.stringify(old),
      after: now === undefined ? '' : JSON.stringify(now),
    });
  }
  return changes;
}

function subStepChanges(before: DocumentSubStep, after: DocumentSubStep, names: Names): ModelChange[] {
  const changes: ModelChange[] = [];
  if (before.slug !== after.slug || before.title !== after.title) {
    changes.push({
      kind: 'renamed',
      subject: 'subStep',
      at: after.slug,
      text: `Sub-step "${before.title}" renamed to "${after.title}"${before.slug !== after.slug ? ` (${before.slug} → ${after.slug})` : ''}.`,
      before: before.title,
      after: after.title,
    });
  }
  if (before.options.fieldType !== after.options.fieldType) {
    changes.push({
      kind: 'changed',
      subject: 'subStep',
      at: after.slug,
      text: `Sub-step "${after.title}" is now a ${after.options.fieldType} field (was ${before.options.fieldType}).`,
      before: before.options.fieldType,
      after: after.options.fieldType,
    });
  }
  const options = pair(before.options.data, after.options.data, (option) => option.value);
  for (const option of options.removed) {
    changes.push({
      kind: 'removed',
      subject: 'option',
      at: `${before.slug}/${option.value}`,
      text: `Option "${option.label}" removed from "${before.title}".`,
      before: describePrice(option.price, names),
    });
  }
  for (const option of options.added) {
    changes.push({
      kind: 'added',
      subject: 'option',
      at: `${after.slug}/${option.value}`,
      text: `Option "${option.label}" added to "${after.title}" (${describePrice(option.price, names)}).`,
      after: describePrice(option.price, names),
    });
  }
  for (const [old, now] of options.kept) changes.push(...optionChanges(after.slug, old, now, names));
  if (reordered(options.kept, before.options.data, after.options.data)) {
    changes.push({
      kind: 'moved',
      subject: 'subStep',
      at: after.slug,
      text: `The options of "${after.title}" were reordered.`,
    });
  }
  return changes;
}

function starterChanges(before: DocumentStarter[], after: DocumentStarter[]): ModelChange[] {
  const changes: ModelChange[] = [];
  const starters = pair(before, after, (starter) => starter.slug);
  for (const starter of starters.removed) {
    changes.push({
      kind: 'removed',
      subject: 'starter',
      at: starter.slug,
      text: `Starter "${starter.title}" removed.`,
    });
  }
  for (const starter of starters.added) {
    changes.push({
      kind: 'added',
      subject: 'starter',
      at: starter.slug,
      text: `Starter "${starter.title}" added.`,
    });
  }
  for (const [old, now] of starters.kept) {
    if (!same({ ...old, textKey: undefined }, { ...now, textKey: undefined })) {
      changes.push({
        kind: 'changed',
        subject: 'starter',
        at: now.slug,
        text: `Starter "${now.title}" changed.`,
      });
    }
  }
  return changes;
}

function basePriceChanges(before: ModelDocument, after: ModelDocument, names: Names): ModelChange[] {
  const changes: ModelChange[] = [];
  const name = (kind: keyof Names, id: string) => names[kind]?.(id) ?? id;
  const tables = [
    {
      subject: 'basePrice' as const,
      label: 'Base price',
      before: before.basePrices,
      after: after.basePrices,
      key: (row: { machineVersionId: string; pedId?: string; dayTankId: string }) =>
        `${row.machineVersionId}|${row.pedId ?? ''}|${row.dayTankId}`,
      at: (row: { machineVersionId: string; pedId?: string; dayTankId: string }) =>
        [
          name('dosingLine', row.machineVersionId),
          row.pedId ? name('ped', row.pedId) : undefined,
          name('dayTank', row.dayTankId),
        ]
          .filter(Boolean)
          .join(' × '),
    },
    {
      subject: 'agencyBasePrice' as const,
      label: 'Agency base price',
      before: before.agencyBasePrices,
      after: after.agencyBasePrices,
      key: (row: { machineVersionId: string; dayTankId: string }) =>
        `${row.machineVersionId}|${row.dayTankId}`,
      at: (row: { machineVersionId: string; dayTankId: string }) =>
        `${name('dosingLine', row.machineVersionId)} × ${name('dayTank', row.dayTankId)}`,
    },
  ];
  for (const table of tables) {
    const old = new Map<string, { price: number; row: Parameters<typeof table.at>[0] }>();
    for (const row of table.before) old.set(table.key(row), { price: row.price, row });
    const seen = new Set<string>();
    for (const row of table.after) {
      const key = table.key(row);
      seen.add(key);
      const was = old.get(key);
      if (!was) {
        changes.push({
          kind: 'added',
          subject: table.subject,
          at: table.at(row),
          text: `${table.label} for ${table.at(row)}: ${eur(row.price)}.`,
          after: eur(row.price),
        });
      } else if (was.price !== row.price) {
        changes.push({
          kind: 'price',
          subject: table.subject,
          at: table.at(row),
          text: `${table.label} for ${table.at(row)}: ${eur(was.price)} → ${eur(row.price)}.`,
          before: eur(was.price),
          after: eur(row.price),
        });
      }
    }
    for (const [key, was] of old) {
      if (seen.has(key)) continue;
      changes.push({
        kind: 'removed',
        subject: table.subject,
        at: table.at(was.row),
        text: `${table.label} for ${table.at(was.row)} removed (was ${eur(was.price)}).`,
        before: eur(was.price),
      });
    }
  }
  return changes;
}

function settingChanges(before: ModelDocument, after: ModelDocument, names: Names): ModelChange[] {
  const settings: [string, string, string][] = [
    [
      'discount per option',
      `${(before.discountRatePerOption * 100).toFixed(2)} %`,
      `${(after.discountRatePerOption * 100).toFixed(2)} %`,
    ],
    ['public prices', before.publicPrices ? 'shown' : 'hidden', after.publicPrices ? 'shown' : 'hidden'],
    ['agency countries', before.agencyIsos.join(', ') || 'none', after.agencyIsos.join(', ') || 'none'],
    [
      'PED of agency countries',
      names.ped?.(before.pedOverride) ?? before.pedOverride,
      names.ped?.(after.pedOverride) ?? after.pedOverride,
    ],
    [
      'lead time',
      before.leadTimeWeeks ? `${before.leadTimeWeeks.min}–${before.leadTimeWeeks.max} weeks` : 'not shown',
      after.leadTimeWeeks ? `${after.leadTimeWeeks.min}–${after.leadTimeWeeks.max} weeks` : 'not shown',
    ],
  ];
  return settings
    .filter(([, old, now]) => old !== now)
    .map(([what, old, now]) => ({
      kind: 'changed' as const,
      subject: 'setting' as const,
      at: what,
      text: `The ${what}: ${old} → ${now}.`,
      before: old,
      after: now,
    }));
}

/** Every change from `before` to `after`, steps in model order first, then prices and settings. */
export function diffModels(before: ModelDocument, after: ModelDocument, names: Names = {}): ModelChange[] {
  const changes: ModelChange[] = [];
  const steps = pair(before.steps, after.steps, (step) => step.slug);
  for (const step of steps.removed) {
    changes.push({
      kind: 'removed',
      subject: 'step',
      at: step.slug,
      text: `Step "${step.title}" removed, with its ${step.subSteps.length} sub-steps.`,
    });
  }
  for (const step of steps.added) {
    changes.push({ kind: 'added', subject: 'step', at: step.slug, text: `Step "${step.title}" added.` });
  }
  const subStepsBefore = before.steps.flatMap((step) => step.subSteps);
  const subStepsAfter = after.steps.flatMap((step) => step.subSteps);
  for (const [old, now] of steps.kept) {
    if (old.slug !== now.slug || old.title !== now.title) {
      changes.push({
        kind: 'renamed',
        subject: 'step',
        at: now.slug,
        text: `Step "${old.title}" renamed to "${now.title}".`,
        before: old.title,
        after: now.title,
      });
    }
  }
  if (reordered(steps.kept, before.steps, after.steps)) {
    changes.push({ kind: 'moved', subject: 'step', at: 'steps', text: 'The steps were reordered.' });
  }
  const subSteps = pair(subStepsBefore, subStepsAfter, (subStep) => subStep.slug);
  const removedStepSubSteps = new Set(steps.removed.flatMap((step) => step.subSteps));
  for (const subStep of subSteps.removed) {
    if (removedStepSubSteps.has(subStep)) continue;
    changes.push({
      kind: 'removed',
      subject: 'subStep',
      at: subStep.slug,
      text: `Sub-step "${subStep.title}" removed, with its ${subStep.options.data.length} options.`,
    });
  }
  for (const subStep of subSteps.added) {
    changes.push({
      kind: 'added',
      subject: 'subStep',
      at: subStep.slug,
      text: `Sub-step "${subStep.title}" added with ${subStep.options.data.length} options.`,
    });
  }
  const stepOf = (doc: ModelDocument, subStep: DocumentSubStep) =>
    doc.steps.find((step) => step.subSteps.includes(subStep));
  for (const [old, now] of subSteps.kept) {
    const from = stepOf(before, old);
    const to = stepOf(after, now);
    if (from && to && (from.textKey ?? from.slug) !== (to.textKey ?? to.slug)) {
      changes.push({
        kind: 'moved',
        subject: 'subStep',
        at: now.slug,
        text: `Sub-step "${now.title}" moved from "${from.title}" to "${to.title}".`,
        before: from.title,
        after: to.title,
      });
    }
    changes.push(...subStepChanges(old, now, names));
  }
  changes.push(...starterChanges(before.starters ?? [], after.starters ?? []));
  changes.push(...basePriceChanges(before, after, names));
  changes.push(...settingChanges(before, after, names));
  return changes;
}
