// Test data for any declared resource, derived from its declaration: valid values for a new item
// (creating what it refers to first), and a change of its label field for an update.

import { resourceOf } from '../../../domain/resources/registry.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../../../domain/resources/types.ts';

let counter = 0;

function letters(n: number, length: number, base: 'a' | 'A'): string {
  const start = base.charCodeAt(0);
  let text = '';
  for (let i = 0; i < length; i++) {
    text = String.fromCharCode(start + (Math.floor(n / 26 ** i) % 26)) + text;
  }
  return text;
}

/** Values matching the patterns the declarations use, unique per call. */
const PATTERNED: Record<string, (n: number) => string> = {
  '^[a-z0-9]+(-[a-z0-9]+)*$': (n) => `item-${n}`,
  '^[A-Z]{2}$': (n) => letters(n, 2, 'A'),
  '^[a-z]{2,3}(-[A-Z]{2})?$': (n) => letters(n, 3, 'a'),
};

function valueFor(field: FieldDeclaration, n: number): unknown {
  switch (field.kind) {
    case 'text':
      return field.pattern
        ? (PATTERNED[field.pattern.source] as (n: number) => string)(n)
        : `${field.label} ${n}`;
    case 'textarea':
      return `About ${field.label.toLowerCase()} ${n}.`;
    case 'richText':
      return `<p>Text ${n}</p>`;
    case 'integer': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 1_000_000;
      return min + (n % (max - min + 1));
    }
    case 'decimal': {
      const low = field.min ?? (field.greaterThan ?? 0) + 1;
      return Math.min(field.max ?? low, low);
    }
    case 'boolean':
      return false;
    case 'enum':
      return field.options?.[0]?.value;
    case 'enumList':
      return field.options?.slice(0, 1).map((o) => o.value) ?? [];
    case 'email':
      return `user-${n}@factory.example`;
    case 'password':
      return 'factory-password-1';
    default:
      // optional kinds (yearMonth, image, dateTime, pin) start empty
      return null;
  }
}

export type CreateItem = (key: string, values: Record<string, unknown>) => Promise<{ id: string }>;

/**
 * Values for a new item of `declaration`. Required references are created through `create` (the
 * same API under test), once per referenced entity and call.
 */
export async function newValues(
  declaration: ResourceDeclaration,
  create: CreateItem,
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const field of declaration.fields) {
    const n = ++counter;
    if (field.kind === 'reference') {
      if (!field.required) {
        values[field.name] = null;
        continue;
      }
      const target = resourceOf(field.reference as string) as ResourceDeclaration;
      values[field.name] = (await create(target.key, await newValues(target, create))).id;
    } else if (field.kind === 'pin') {
    } else {
      values[field.name] = valueFor(field, n);
    }
  }
  return values;
}

/** A change an update can make to any item: its label field. */
export function changedValues(declaration: ResourceDeclaration): Record<string, unknown> {
  return { [declaration.labelField]: `Changed ${++counter}` };
}

/** A declared entity that refers to `key`, to put an item of `key` in use. */
export function dependantOf(key: string, all: readonly ResourceDeclaration[]) {
  for (const declaration of all) {
    const field = declaration.fields.find((f) => f.kind === 'reference' && f.reference === key && f.required);
    if (field) return { declaration, field: field.name };
  }
  return undefined;
}
