// Relation types of portfolio matrices, and the availableTo cut-off (docs/product.md#availability,
// #catalogue).

export const RELATION_TYPES = ['standardOptimized', 'optionalOptimized', 'standard', 'optional'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];

const LABELS: Record<RelationType, string> = {
  standardOptimized: 'Standard (optimized)',
  optionalOptimized: 'Optional (optimized)',
  standard: 'Standard',
  optional: 'Optional',
};

export const NOT_AVAILABLE_LABEL = 'Not Available';

export function isRelationType(value: unknown): value is RelationType {
  return typeof value === 'string' && (RELATION_TYPES as readonly string[]).includes(value);
}

/** Any type other than the four known ones means the combination is not available. */
export function availabilityLabel(relationType: string | null | undefined): string {
  return isRelationType(relationType) ? LABELS[relationType] : NOT_AVAILABLE_LABEL;
}

/** 0 for standardOptimized … 3 for optional; 4 (last) for anything else or nothing. */
export function availabilityRank(relationType: string | null | undefined): number {
  const index = isRelationType(relationType) ? RELATION_TYPES.indexOf(relationType) : -1;
  return index === -1 ? RELATION_TYPES.length : index;
}
const rank = availabilityRank;

/**
 * The best availability among several (e.g. an item across the versions of a machine): a matrix row is
 * sorted by it. Undefined when none of them is a known relation type.
 */
export function bestRelationType(types: Iterable<string | null | undefined>): RelationType | undefined {
  let best: RelationType | undefined;
  for (const type of types) {
    if (isRelationType(type) && (best === undefined || rank(type) < rank(best))) best = type;
  }
  return best;
}

/**
 * A sorted copy in the order of docs/product.md#availability; items without a known availability come last.
 * Stable, so equal items keep the order they came in (usually the catalogue's sortOrder).
 */
export function sortByAvailability<T extends { relationType?: string | null }>(items: readonly T[]): T[];
export function sortByAvailability<T>(
  items: readonly T[],
  relationTypeOf: (item: T) => string | null | undefined,
): T[];
export function sortByAvailability<T>(
  items: readonly T[],
  relationTypeOf: (item: T) => string | null | undefined = (item) =>
    (item as { relationType?: string | null }).relationType,
): T[] {
  return items
    .map((item, index) => ({ item, index, rank: rank(relationTypeOf(item)) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ item }) => item);
}

const YEAR_MONTH = /^(\d{4})-(\d{2})/;

/**
 * availableTo is a year-month (YYYY-MM; a longer ISO date is read by its year and month). The item is
 * hidden from the first day of that month on, in UTC so that server and browser agree. No date means
 * no end.
 */
export function isAvailable(availableTo: string | null | undefined, now: Date = new Date()): boolean {
  if (availableTo === null || availableTo === undefined || availableTo.trim() === '') return true;
  const match = YEAR_MONTH.exec(availableTo.trim());
  const month = match ? Number(match[2]) : 0;
  if (!match || month < 1 || month > 12) {
    throw new RangeError(`availableTo must be a year-month like 2026-01, not "${availableTo}".`);
  }
  const endMonth = Number(match[1]) * 12 + (month - 1);
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return currentMonth < endMonth;
}
