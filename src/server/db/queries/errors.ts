// PostgreSQL refusals (SQLSTATE) turned into messages a person editing the catalogue can act on.

export type DataErrorCode =
  | 'IN_USE'
  | 'DUPLICATE'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'MISSING_REFERENCE';

export class DataError extends Error {
  override name = 'DataError';
  readonly code: DataErrorCode;
  /** the table that refers to the row, for IN_USE; the constraint, for DUPLICATE and INVALID */
  readonly detail: string | undefined;

  constructor(code: DataErrorCode, message: string, detail?: string) {
    super(message);
    this.code = code;
    this.detail = detail;
  }
}

/** What a table's rows are called in messages, in the plural. */
const TABLE_LABELS: Record<string, string> = {
  machine_versions: 'machine versions',
  machine_machine_versions: 'machines (availability matrix)',
  machine_version_pumps: 'machine versions (pump matrix)',
  machine_version_mixheads: 'machine versions (mixhead matrix)',
  machine_version_peripheral_equipment: 'machine versions (peripheral equipment matrix)',
  machine_version_tank_farm_capacities: 'machine versions (tank farm matrix)',
  machine_version_injectors: 'machine versions (injector matrix)',
  countries: 'countries',
  pumps: 'pumps',
  mixheads: 'mixheads',
  injectors: 'injectors',
  peripheral_equipment: 'peripheral equipment',
  configurators: 'configurators',
  configurator_day_tanks: 'configurators (day tank choice)',
  configurator_package_options: 'configurator packages',
  base_prices: 'configurator base prices',
  agency_base_prices: 'configurator agency base prices',
  part_model_options: 'part models',
  translations: 'translations',
  configuration_codes: 'saved configuration codes',
};

export function tableLabel(table: string | undefined): string {
  if (!table) return 'other records';
  return TABLE_LABELS[table] ?? table.replaceAll('_', ' ');
}

type PgErrorFields = { code?: string; table?: string; constraint?: string; detail?: string };

/** drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and pg both carry SQLSTATE in `code`. */
export function pgErrorOf(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const fields = current as Error & PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = current.cause;
  }
  return undefined;
}

/**
 * A DataError for the refusals people cause (still referenced, duplicate, failed check); anything
 * else is returned unchanged, to be handled as a server error.
 */
export function mapDbError(error: unknown, subject: string): unknown {
  const pg = pgErrorOf(error);
  if (!pg) return error;
  switch (pg.code) {
    case '23503':
      // The same code covers both directions; the detail tells a delete from an insert.
      if (pg.detail?.includes('is still referenced')) {
        const user = referencingTable(pg.detail) ?? pg.table;
        return new DataError(
          'IN_USE',
          `Cannot delete ${subject}: it is still used by ${tableLabel(user)}. Remove it there first.`,
          user,
        );
      }
      return new DataError(
        'MISSING_REFERENCE',
        `Cannot save ${subject}: it refers to something that does not exist (any more).`,
        pg.constraint,
      );
    case '23505':
      return new DataError(
        'DUPLICATE',
        `Cannot save ${subject}: another record already uses the same ${uniqueWhat(pg)}.`,
        pg.constraint,
      );
    case '23514':
    case '23502':
      return new DataError(
        'INVALID',
        `Cannot save ${subject}: a value is missing or out of range.`,
        pg.constraint,
      );
    case '40001':
    case '40P01':
      return new DataError('CONFLICT', `${subject} was changed at the same time; please try again.`);
    default:
      return error;
  }
}

function referencingTable(detail: string): string | undefined {
  return /referenced from table "([^"]+)"/.exec(detail)?.[1];
}

function uniqueWhat(pg: PgErrorFields): string {
  const key = /Key \(([^)]+)\)/.exec(pg.detail ?? '')?.[1];
  return key ? key.replaceAll('_', ' ') : 'name';
}
