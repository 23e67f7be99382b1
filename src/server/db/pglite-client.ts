// Every PGlite client of the app and its tests is made here, with bytea converted by Node's Buffer.
// PGlite's own conversion makes one string per byte (`Array.from(bytes).map(...)`): storing a 9 MB
// part model kept the request thread busy about 7 s, and reading it back as long (bench:import). Its
// text form is the same `\x` and hex, so nothing stored changes.
//
// pg_trgm is loaded into every client: the translations' search is matched through its trigram indexes
// (schema/i18n.ts), and a database that has them cannot be read without it.
import { PGlite, type PGliteOptions, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

function serializeBytea(value: unknown): string {
  if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
  return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
}

/** A Uint8Array of its own (not a view on Buffer's shared pool), as PGlite's own parser gives. */
function parseBytea(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text.slice(2), 'hex'));
}

export function createPglite(
  dataDir: string,
  options: Pick<PGliteOptions, 'loadDataDir'> = {},
): Promise<PGlite> {
  return PGlite.create(dataDir, {
    ...options,
    extensions: { pg_trgm },
    serializers: { [types.BYTEA]: serializeBytea },
    parsers: { [types.BYTEA]: parseBytea },
  });
}
