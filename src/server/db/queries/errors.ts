// PostgreSQL refusals (SQLSTATE) turned into messages a person editing the catalogue can act on. The
// API maps each code to its code (docs/product.md#errors) and status in one place: src/server/api/errors.ts.

export type DataErrorCode =
  | 'IN_USE'
  | 'DUPLICATE'
  | 'INVALID'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'MISSING_REFERENCE';

/** Who still refers to a row that cannot be deleted: a table, in words, and how many of its rows. */
export type Dependant = { table: string; label: string; count: number };

export type DataErrorInfo = {
  /** the column (camelCase, as the API names fields) a DUPLICATE, INVALID or MISSING_REFERENCE is about */
  field?: string;
  /** field → message, when several values are refused at once (input validation) */
  fields?: Record<string, string>;
  /** for IN_USE: everything that still refers to the row */
  dependants?: Dependant[];
  /** for CONFLICT: the row as it is now, so the editor can show their version against yours */
  current?: unknown;
};

export class DataError extends Error {
  override name = 'DataError';
  readonly code: DataErrorCode;
  /** the table that refers to the row, for IN_USE; the constraint, for DUPLICATE and INVALID */
  readonly detail: string | undefined;
  readonly info: DataErrorInfo;

  constructor(code: DataErrorCode, message: string, detail?: string, info: DataErrorInfo = {}) {
    super(message);
    this.code = code;
    this.detail = detail;
    this.info = info;
  }
}

// The one producer of 409 CONFLICT: every refusal because the data moved under the caller (a stale
// version, a row busy elsewhere, a selection the current model no longer holds, a serialization
// failure) is made by `conflictError`. The API answers it with 409 and `current` in its details.

/** A CONFLICT; `current` is the row as it is now, for the editor to show beside the user's version. */
export function conflictError(message: string, current?: unknown): DataError {
  return new DataError('CONFLICT', message, undefined, current === undefined ? {} : { current });
}

/**
 * Somebody saved `subject` after the caller read it. `versions` names both when known; `advice` says
 * what to do next (reload and apply again, or look before deleting).
 */
export function staleVersionError(
  subject: string,
  options: { current: unknown; advice: string; versions?: { current: number; expected: number } },
): DataError {
  const versions = options.versions
    ? ` (version ${options.versions.current}, you edited version ${options.versions.expected})`
    : '';
  return conflictError(
    `${capitalise(subject)} was changed by someone else in the meantime${versions}. ${options.advice}`,
    options.current,
  );
}

/**
 * A stale-version CONFLICT (one that carries the row) with `current` in the shape the API sends (an
 * item, an availability matrix rather than a raw row); any other error unchanged, and `current` not
 * read for it (after a serialization failure the transaction can read nothing more).
 */
export async function withCurrent(error: unknown, current: () => Promise<unknown>): Promise<unknown> {
  if (!(error instanceof DataError) || error.code !== 'CONFLICT' || error.info.current === undefined) {
    return error;
  }
  return conflictError(error.message, await current());
}

/** A subject in words ("this quote request") at the start of a sentence. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
  part_models: 'part models',
  part_model_files: 'part model files',
  translations: 'translations',
  configuration_codes: 'saved configuration codes',
};

export function tableLabel(table: string | undefined): string {
  if (!table) return 'other records';
  return TABLE_LABELS[table] ?? table.replaceAll('_', ' ');
}

type PgErrorFields = {
  code?: string;
  table?: string;
  column?: string;
  constraint?: string;
  detail?: string;
};

/** drizzle wraps driver errors (DrizzleQueryError.cause); PGlite and pg both carry SQLSTATE in `code`. */
function pgErrorOf(error: unknown): PgErrorFields | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const fields = current as Error & PgErrorFields;
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) return fields;
    current = current.cause;
  }
  return undefined;
}

const camel = (snake: string) => snake.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const words = (snake: string) => snake.replaceAll('_', ' ').replace(/ id$/, '');

/** `pumps_rpm_check` on table pumps → `rpm`; `users_email_lower_idx` → `email lower`. */
function constraintSubject(pg: PgErrorFields): string | undefined {
  const name = pg.constraint;
  if (!name) return undefined;
  const stem = pg.table && name.startsWith(`${pg.table}_`) ? name.slice(pg.table.length + 1) : name;
  return stem.replace(/_(check|idx|key|unique|fkey|fk)$/, '') || undefined;
}

/** The column of `Key (a, b)=(…)`: the last one, unwrapped from an expression such as lower(email). */
function keyColumn(pg: PgErrorFields): string | undefined {
  const key = /Key \((.+?)\)=\(/.exec(pg.detail ?? '')?.[1];
  return key
    ?.replace(/::[a-z ]+/g, '')
    .match(/[a-z_][a-z0-9_]*/g)
    ?.at(-1);
}

/** The value of a one-column key, to quote it in the message. */
function keyValue(pg: PgErrorFields): string | undefined {
  const match = /Key \(([^,]+?)\)=\((.*)\) (already exists|is not present)/.exec(pg.detail ?? '');
  return match?.[2];
}

/**
 * A DataError for the refusals people cause (still referenced, duplicate, failed check, malformed
 * value); anything else is returned unchanged, to be handled as a server error.
 */
export function mapDbError(error: unknown, subject: string): unknown {
  const pg = pgErrorOf(error);
  if (!pg) return error;
  switch (pg.code) {
    case '23503': {
      // The same code covers both directions; the detail tells a delete from an insert.
      if (pg.detail?.includes('is still referenced')) {
        const user = referencingTable(pg.detail) ?? pg.table;
        return new DataError(
          'IN_USE',
          `Cannot delete ${subject}: it is still used by ${tableLabel(user)}. Remove it there first.`,
          user,
          { dependants: [{ table: user ?? 'unknown', label: tableLabel(user), count: 1 }] },
        );
      }
      const column = keyColumn(pg);
      return new DataError(
        'MISSING_REFERENCE',
        `Cannot save ${subject}: the ${column ? words(column) : 'record'} it refers to does not exist (any more).`,
        pg.constraint,
        column ? { field: camel(column) } : {},
      );
    }
    case '23505': {
      const column = keyColumn(pg);
      const value = keyValue(pg);
      const what = column ? words(column) : 'name';
      return new DataError(
        'DUPLICATE',
        `Cannot save ${subject}: another record already uses the ${what}${value ? ` "${value}"` : ''}.`,
        pg.constraint,
        column ? { field: camel(column) } : {},
      );
    }
    case '23514': {
      const stem = constraintSubject(pg);
      return new DataError(
        'INVALID',
        `Cannot save ${subject}: the ${stem ? words(stem) : 'value'} is out of the allowed range or malformed.`,
        pg.constraint,
        stem ? { field: camel(stem) } : {},
      );
    }
    case '23502':
      return new DataError(
        'INVALID',
        `Cannot save ${subject}: the ${pg.column ? words(pg.column) : 'value'} is required.`,
        pg.constraint,
        pg.column ? { field: camel(pg.column) } : {},
      );
    // invalid text representation, numeric out of range, string too long, bad date or time, NUL byte
    case '22021':
    case '22P05':
    case '22P02':
    case '22003':
    case '22001':
    case '22007':
    case '22008':
      return new DataError('INVALID', `Cannot save ${subject}: a value has the wrong format or size.`);
    case '40001':
    case '40P01':
      return conflictError(`${capitalise(subject)} was changed at the same time; please try again.`);
    default:
      return error;
  }
}

function referencingTable(detail: string): string | undefined {
  return /referenced from table "([^"]+)"/.exec(detail)?.[1];
}
