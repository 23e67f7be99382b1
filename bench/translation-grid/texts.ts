// The translations page's texts at the size its goal names (docs/product.md#translations): a generated set of
// option-like English texts, each with a row in every target locale (the English is each row's `source`, as
// for the model's texts), in mixed states: reviewed, machine-translated and missing (some with the reason a
// machine translation was refused). Deterministic, so every run measures the same data. Written in one
// transaction, as the server would find a catalogue that grew to this size.
import { TARGET_LOCALES } from '../../src/domain/resources/public-configurator.ts';
import type { Db } from '../../src/server/db/client.ts';
import { translations } from '../../src/server/db/schema/index.ts';

/** The word every search of the bench looks for: in about one text in a hundred. */
export const SEARCH_TERM = 'viscosity';

const PARTS = ['Heated hose line', 'Day tank', 'Mixhead', 'Metering pump', 'Agitator', 'Heat exchanger'];
const MATERIALS = ['stainless steel', 'aluminium', 'carbon steel', 'PTFE-lined', 'nickel-plated'];
const PURPOSES = [
  'for fast shots',
  'for filled systems',
  'with level sensor',
  'with pressure relief',
  'for abrasive fillers',
  'with flow meter',
];
/** A translation's text: the English with a mark of its language, as long as a real one. */
const MARK: Record<string, string> = {
  de: 'DE',
  it: 'IT',
  ja: '日',
  es: 'ES',
  pt: 'PT',
  cs: 'CS',
  zh: '中',
  ko: '한',
};
const MACHINES = 12;
const CHUNK = 1000;

function english(i: number): string {
  const part = PARTS[i % PARTS.length] as string;
  const material = MATERIALS[Math.floor(i / 7) % MATERIALS.length] as string;
  const purpose = PURPOSES[Math.floor(i / 3) % PURPOSES.length] as string;
  // One text in a hundred names the searched word.
  const extra = i % 100 === 42 ? `, low ${SEARCH_TERM} grade` : '';
  return `${part} ${i}, ${material}, ${(i % 40) * 5 + 10} l ${purpose}${extra}`;
}

type State = 'missing' | 'machine' | 'reviewed';

/** About 40 % reviewed, 30 % machine-translated and 30 % missing, mixed across texts and locales. */
function stateOf(text: number, locale: number): State {
  const n = (text * 7 + locale * 3) % 10;
  return n < 4 ? 'reviewed' : n < 7 ? 'machine' : 'missing';
}

export type GeneratedTexts = { texts: number; rows: number; byState: Record<State, number> };

/** Writes `count` texts with a row in each target locale, in one transaction. */
export async function insertGeneratedTexts(db: Db, count: number): Promise<GeneratedTexts> {
  const byState: Record<State, number> = { missing: 0, machine: 0, reviewed: 0 };
  const rows = Array.from({ length: count }, (_, i) => {
    const source = english(i);
    const machine = `bench-${i % MACHINES}`;
    const key = `bench.${machine}.option-${String(i).padStart(5, '0')}`;
    return TARGET_LOCALES.map((locale, l) => {
      const state = stateOf(i, l);
      byState[state]++;
      return {
        key,
        locale,
        text: state === 'missing' ? null : `${MARK[locale] ?? locale} ${source}`,
        state,
        source,
        context: `option ${machine}/option-${i} of Bench machine ${i % MACHINES}`,
        machine,
        reason: state === 'missing' && i % 9 === 0 ? 'a number was changed' : null,
      };
    });
  }).flat();
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += CHUNK)
      await tx.insert(translations).values(rows.slice(i, i + CHUNK));
  });
  return { texts: count, rows: rows.length, byState };
}
