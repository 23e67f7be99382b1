// fast-check inputs built from a procedure's zod schema (through its JSON Schema): mostly inputs of
// the right shape with hostile values inside, sometimes anything at all. Used by the robustness test
// and bench/fuzz, so a new procedure is fuzzed without writing a generator for it.
import fc from 'fast-check';
import { type ZodType, z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
};

/** Strings people and attackers send: control characters, markup, SQL, odd Unicode, huge numbers. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\r\n\r\n',
  '../../etc/passwd',
  '%E0%A4%A',
  '%00',
  "'; drop table users; --",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '__proto__',
  'constructor',
  '\uD800',
  '\uFFFF',
  '🏭'.repeat(50),
  'x'.repeat(10_000),
  '1e309',
  '-0',
  'NaN',
  'null',
  '00000000-0000-0000-0000-000000000000',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER, 1e308, 0.1, -0),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  const valid: fc.Arbitrary<string>[] = [];
  if (schema.pattern) {
    try {
      valid.push(fc.stringMatching(new RegExp(schema.pattern)));
    } catch {
      // A pattern fast-check cannot read: hostile strings only.
    }
  } else {
    valid.push(
      fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 30, 60) }),
    );
  }
  if (schema.format === 'email') valid.push(fc.emailAddress());
  return fc.oneof(...valid, hostileString);
}

function numberFor(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  const ranged =
    integer &&
    min !== undefined &&
    max !== undefined &&
    Number.isSafeInteger(min) &&
    Number.isSafeInteger(max)
      ? fc.integer({ min, max })
      : integer
        ? fc.integer()
        : fc.double({ noNaN: true, noDefaultInfinity: true });
  return fc.oneof(ranged, hostileNumber);
}

function arbitraryFromJsonSchema(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileString);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return fc.oneof(...union.map((s) => arbitraryFromJsonSchema(s, depth + 1)));
  if (schema.allOf?.length) return arbitraryFromJsonSchema(schema.allOf[0] as JsonSchema, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return stringFor(schema);
    case 'integer':
      return numberFor(schema, true);
    case 'number':
      return numberFor(schema, false);
    case 'boolean':
      return fc.oneof(fc.boolean(), fc.constantFrom('true', 0, null));
    case 'null':
      return fc.constant(null);
    case 'array': {
      const items = schema.items ? arbitraryFromJsonSchema(schema.items, depth + 1) : fc.anything();
      return fc.array(items, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 8),
      });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = arbitraryFromJsonSchema(value, depth + 1);
      const shaped = fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key)),
      });
      const extra =
        typeof schema.additionalProperties === 'object'
          ? fc.dictionary(hostileString, arbitraryFromJsonSchema(schema.additionalProperties, depth + 1), {
              maxKeys: 4,
            })
          : fc.constant({});
      return fc.tuple(shaped, extra).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/**
 * Inputs for a procedure: 5 in 6 follow the schema's shape (with hostile leaves), 1 in 6 is anything,
 * so both the validator's refusals and the code behind it are exercised.
 */
export function arbitraryInput(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.anything({ maxDepth: 2 }));
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
  return fc.oneof(
    { weight: 5, arbitrary: arbitraryFromJsonSchema(json) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }) },
  );
}
