// The three shapes of a resource's values and the moves between them, for every declared entity:
// - the item as the API sends it (numbers, null for empty, reference names under `labels`);
// - the form's values (inputs want '' rather than null, write-only fields start empty);
// - the `values` a create or update sends (empty write-only fields left out: empty means unchanged).
// Also how a value reads in a table cell or a conflict dialog.
import dayjs from 'dayjs';
import { formatMonthYear, truncate } from '../../../domain/format.ts';
import type { FieldDeclaration, ResourceDeclaration, ResourceItem } from '../../../domain/resources/types.ts';
import { plainText } from '../../lib/text.ts';

export type FormMode = 'create' | 'edit';
export type FormValues = Record<string, unknown>;

const TEXT_KINDS = new Set(['text', 'textarea', 'richText', 'email', 'password', 'pin']);

/** The fields a form of this mode shows: create-only fields only when creating. */
export function formFields(declaration: ResourceDeclaration, mode: FormMode): FieldDeclaration[] {
  return declaration.fields.filter((field) => mode === 'create' || !field.createOnly);
}

function formValueOf(field: FieldDeclaration, value: unknown): unknown {
  if (field.writeOnly) return '';
  if (TEXT_KINDS.has(field.kind)) return typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      return typeof value === 'number'
        ? value
        : typeof value === 'string' && value !== ''
          ? Number(value)
          : '';
    case 'boolean':
      return value === true;
    case 'enumList':
      return Array.isArray(value) ? [...value] : [];
    default:
      return value === undefined || value === '' ? null : value;
  }
}

/** A declared default a new item may start with; a number the field refuses (0 rpm) starts empty. */
function usableDefault(field: FieldDeclaration): unknown {
  const value = field.defaultValue;
  if (typeof value !== 'number') return value;
  const tooSmall =
    (field.min !== undefined && value < field.min) ||
    (field.greaterThan !== undefined && value <= field.greaterThan);
  return tooSmall ? '' : value;
}

/** What a form starts with: the item's values, or each field's default for a new one. */
export function formValuesOf(
  declaration: ResourceDeclaration,
  mode: FormMode,
  item?: Record<string, unknown>,
): FormValues {
  const values: FormValues = {};
  for (const field of formFields(declaration, mode)) {
    values[field.name] = formValueOf(field, item ? item[field.name] : usableDefault(field));
  }
  return values;
}

function apiValueOf(field: FieldDeclaration, value: unknown): unknown {
  if (field.kind === 'integer' || field.kind === 'decimal') {
    if (value === '' || value === null || value === undefined) return null;
    if (typeof value === 'number') return value;
    const text = String(value).trim().replace(/\./g, '').replace(',', '.');
    return text === '' ? null : Number(text);
  }
  if (field.kind === 'boolean') return value === true;
  if (field.kind === 'enumList') return Array.isArray(value) ? value : [];
  if (TEXT_KINDS.has(field.kind)) return typeof value === 'string' ? value : '';
  return value === '' || value === undefined ? null : value;
}

/** The `values` of a create or update: empty write-only fields are left out (unchanged). */
export function apiValuesOf(
  declaration: ResourceDeclaration,
  mode: FormMode,
  values: FormValues,
): FormValues {
  const result: FormValues = {};
  for (const field of formFields(declaration, mode)) {
    const value = values[field.name];
    if (field.writeOnly && (value === '' || value === undefined || value === null)) continue;
    result[field.name] = apiValueOf(field, value);
  }
  return result;
}

/** A value counts as empty for "required" messages: nothing typed, nothing chosen. */
function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (typeof value === 'number' && Number.isNaN(value))
  );
}

/**
 * Plain "X is required." for empty required fields (zod would say "expected number, received null"),
 * create-only secrets included; the schema checks everything else.
 */
export function requiredErrors(
  declaration: ResourceDeclaration,
  mode: FormMode,
  values: FormValues,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of formFields(declaration, mode)) {
    if (!field.required || field.kind === 'boolean' || field.kind === 'enumList') continue;
    if (field.writeOnly && !(mode === 'create' && field.createOnly)) continue;
    if (isEmptyValue(values[field.name])) errors[field.name] = `${field.label} is required.`;
  }
  return errors;
}

const GERMAN = new Map<number, Intl.NumberFormat>();
function germanNumber(value: number, maxDecimals: number): string {
  let format = GERMAN.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { maximumFractionDigits: maxDecimals });
    GERMAN.set(maxDecimals, format);
  }
  return format.format(value);
}

export const EMPTY_DISPLAY = '—';

/**
 * How a value reads to a person: German numbers with their unit, option labels, Yes/No, names of
 * referenced items (`labels`, from the item or from what the form's selects have loaded).
 */
export function displayValue(
  field: FieldDeclaration,
  value: unknown,
  labels: Record<string, string | null | undefined> = {},
): string {
  if (field.writeOnly) return value ? 'changed' : EMPTY_DISPLAY;
  if (isEmptyValue(value) || (Array.isArray(value) && value.length === 0)) {
    return field.kind === 'boolean' ? 'No' : (field.emptyLabel ?? EMPTY_DISPLAY);
  }
  const optionLabel = (v: unknown) => field.options?.find((o) => o.value === v)?.label ?? String(v);
  switch (field.kind) {
    case 'boolean':
      return value === true ? 'Yes' : 'No';
    case 'enum':
      return optionLabel(value);
    case 'enumList':
      return (value as unknown[]).map(optionLabel).join(', ');
    case 'reference':
      return labels[field.name] ?? String(value);
    case 'integer':
    case 'decimal': {
      const number = typeof value === 'number' ? value : Number(value);
      if (Number.isNaN(number)) return String(value);
      const text = germanNumber(number, field.kind === 'integer' ? 0 : (field.scale ?? 3));
      return field.unit ? `${text} ${field.unit}` : text;
    }
    case 'yearMonth':
      return /^\d{4}-\d{2}$/.test(String(value)) ? formatMonthYear(`${String(value)}-01`) : String(value);
    case 'dateTime': {
      const date = dayjs(String(value));
      return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : String(value);
    }
    case 'richText':
      return truncate(plainText(String(value)), 120) || EMPTY_DISPLAY;
    case 'image':
      return 'Picture';
    case 'partModelFile':
      return `File ${String(value).slice(0, 12)}…`;
    default:
      return truncate(String(value), 120);
  }
}

/** The reference names of an item (`labels`), as the API sends them. */
export function labelsOf(item: Record<string, unknown> | undefined): Record<string, string | null> {
  const labels = item?.labels;
  return labels && typeof labels === 'object' ? (labels as Record<string, string | null>) : {};
}

/** The name of an item in messages and headings. */
export function itemLabel(
  declaration: ResourceDeclaration,
  item: Record<string, unknown> | undefined,
): string {
  const label = item?.[declaration.labelField];
  return typeof label === 'string' && label.trim() ? label : `this ${declaration.singular}`;
}

/** Whether two form values say the same (numbers typed as text, lists, empty as empty). */
export function sameValue(field: FieldDeclaration, a: unknown, b: unknown): boolean {
  return JSON.stringify(apiValueOf(field, a) ?? null) === JSON.stringify(apiValueOf(field, b) ?? null);
}

/** Whether the stored values of two versions of an item are the same (only the version moved on). */
export function sameContent(
  declaration: ResourceDeclaration,
  a: ResourceItem | undefined,
  b: ResourceItem | undefined,
): boolean {
  if (!a || !b) return false;
  return declaration.fields
    .filter((field) => !field.writeOnly)
    .every((field) => sameValue(field, formValueOf(field, a[field.name]), formValueOf(field, b[field.name])));
}
