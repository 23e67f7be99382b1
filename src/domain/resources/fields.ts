// Field builders and the derivation of a declaration's zod schema, list and xlsx columns from its
// fields, so that an entity states each fact once.
import { z } from 'zod';
import { passwordProblem } from '../passwords.ts';
import type {
  CrossFieldRule,
  EnumOption,
  FieldDeclaration,
  FieldKind,
  ResourceDeclaration,
  SortOrder,
} from './types.ts';

type FieldOptions = Partial<Omit<FieldDeclaration, 'name' | 'label' | 'kind' | 'required'>> & {
  optional?: boolean;
};

const EMPTY_DEFAULTS: Record<FieldKind, unknown> = {
  text: '',
  textarea: '',
  richText: '',
  integer: 0,
  decimal: 0,
  boolean: false,
  enum: null,
  enumList: [],
  reference: null,
  yearMonth: null,
  image: null,
  partModelFile: '',
  dateTime: null,
  email: '',
  password: '',
  pin: '',
};

function field(kind: FieldKind, name: string, label: string, options: FieldOptions = {}): FieldDeclaration {
  const { optional, ...rest } = options;
  const required = !optional && kind !== 'boolean' && kind !== 'enumList';
  return {
    name,
    label,
    kind,
    required,
    ...rest,
    defaultValue:
      options.defaultValue !== undefined
        ? options.defaultValue
        : optional && kind !== 'boolean'
          ? null
          : (rest.options?.[0]?.value ?? EMPTY_DEFAULTS[kind]),
  };
}

const SLUG_PATTERN = {
  source: '^[a-z0-9]+(-[a-z0-9]+)*$',
  message: 'Use lower-case letters, digits and single hyphens.',
};
const YEAR_MONTH_PATTERN = '^[0-9]{4}-(0[1-9]|1[0-2])$';

/** Builders, one call per field. */
export const f = {
  text: (name: string, label: string, o?: FieldOptions) =>
    field('text', name, label, { maxLength: 200, ...o }),
  textarea: (name: string, label: string, o?: FieldOptions) =>
    field('textarea', name, label, { maxLength: 5000, ...o }),
  richText: (name: string, label: string, o?: FieldOptions) =>
    field('richText', name, label, { maxLength: 200_000, ...o }),
  slug: (name: string, label: string, o?: FieldOptions) =>
    field('text', name, label, { maxLength: 100, pattern: SLUG_PATTERN, ...o }),
  integer: (name: string, label: string, o?: FieldOptions) => field('integer', name, label, o),
  decimal: (name: string, label: string, o?: FieldOptions) => field('decimal', name, label, o),
  boolean: (name: string, label: string, o?: FieldOptions) => field('boolean', name, label, o),
  enumOf: (name: string, label: string, options: readonly EnumOption[], o?: FieldOptions) =>
    field('enum', name, label, { options, ...o }),
  enumList: (name: string, label: string, options: readonly EnumOption[], o?: FieldOptions) =>
    field('enumList', name, label, { options, ...o }),
  reference: (name: string, label: string, entity: string, o?: FieldOptions) =>
    field('reference', name, label, { reference: entity, ...o }),
  yearMonth: (name: string, label: string, o?: FieldOptions) =>
    field('yearMonth', name, label, { optional: true, ...o }),
  image: (name: string, label: string, o?: FieldOptions) =>
    field('image', name, label, { optional: true, ...o }),
  /** a part model's .glb, uploaded and checked first: the SHA-256 the upload answered */
  partModelFile: (name: string, label: string, o?: FieldOptions) => field('partModelFile', name, label, o),
  dateTime: (name: string, label: string, o?: FieldOptions) => field('dateTime', name, label, o),
  email: (name: string, label: string, o?: FieldOptions) =>
    field('email', name, label, { maxLength: 254, ...o }),
  password: (name: string, label: string, o?: FieldOptions) =>
    field('password', name, label, { writeOnly: true, ...o }),
  pin: (name: string, label: string, o?: FieldOptions) =>
    field('pin', name, label, { writeOnly: true, ...o }),
};

/** What every catalogue entity has (docs/product.md#catalogue). */
export function catalogueFields(options: { inConfigurator?: boolean } = {}): FieldDeclaration[] {
  return [
    f.text('name', 'Name'),
    f.textarea('description', 'Description', { optional: true }),
    f.integer('sortOrder', 'Sort order', {
      min: -1_000_000,
      max: 1_000_000,
      help: 'Lower numbers come first.',
    }),
    f.yearMonth('availableTo', 'Available to', {
      help: 'The item is hidden from the first day of this month on. Empty: no end.',
    }),
    ...(options.inConfigurator
      ? [f.boolean('useInConfigurator', 'Use in configurator', { defaultValue: true })]
      : []),
  ];
}

/** An uploaded image, or a picture shipped with the app: each segment starts with a letter or digit. */
const IMAGE_URL_PATTERN = '^/(api/images/[0-9a-f-]{36}|images(/[a-z0-9][a-z0-9._-]*)+)$';

/**
 * An image address as it is kept: repeated slashes and `.` segments dropped, so one picture has one
 * address. A `..` segment stays, and the pattern refuses it: an address never climbs out of /images.
 */
function normaliseImagePath(path: string): string {
  if (!path.startsWith('/')) return path;
  const segments = path.split('/').filter((segment) => segment !== '' && segment !== '.');
  return `/${segments.join('/')}`;
}

function decimalsOf(value: number): number {
  const text = String(value);
  if (text.includes('e-')) return Number(text.split('e-')[1]);
  return text.split('.')[1]?.length ?? 0;
}

function numberSchema(field: FieldDeclaration) {
  let schema =
    field.kind === 'integer' ? z.number().int(`${field.label} must be a whole number.`) : z.number();
  schema = schema.refine(Number.isFinite, `${field.label} must be a number.`);
  if (field.min !== undefined)
    schema = schema.min(field.min, `${field.label} must be at least ${field.min}.`);
  if (field.max !== undefined) schema = schema.max(field.max, `${field.label} must be at most ${field.max}.`);
  if (field.greaterThan !== undefined) {
    schema = schema.gt(field.greaterThan, `${field.label} must be greater than ${field.greaterThan}.`);
  }
  const scale = field.scale;
  if (scale !== undefined) {
    schema = schema.refine(
      (n) => decimalsOf(n) <= scale,
      `${field.label} may have at most ${scale} decimal place${scale === 1 ? '' : 's'}.`,
    );
  }
  return schema;
}

function textSchema(field: FieldDeclaration) {
  let schema = z
    .string(`${field.label} must be text.`)
    .trim()
    .refine((text) => !text.includes('\u0000'), `${field.label} must not contain NUL characters.`);
  if (field.required) schema = schema.min(1, `${field.label} is required.`);
  if (field.maxLength !== undefined) {
    schema = schema.max(field.maxLength, `${field.label} may have at most ${field.maxLength} characters.`);
  }
  if (field.kind === 'yearMonth')
    schema = schema.regex(new RegExp(YEAR_MONTH_PATTERN), 'Use the form YYYY-MM.');
  if (field.kind === 'image') {
    return schema
      .transform(normaliseImagePath)
      .refine(
        (path) => !path.split('/').includes('..'),
        `${field.label}: the address may not contain "..". Upload the picture instead.`,
      )
      .refine(
        (path) => new RegExp(IMAGE_URL_PATTERN).test(path),
        'Upload an image; links to other sites are not allowed.',
      );
  }
  if (field.kind === 'partModelFile')
    schema = schema.regex(
      /^[0-9a-f]{64}$/,
      'Upload a part model (.glb); the field holds what the upload answered.',
    );
  if (field.kind === 'email') schema = schema.regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'Enter an e-mail address.');
  if (field.kind === 'pin') schema = schema.regex(/^\d{6,12}$/, 'The PIN must have 6 to 12 digits.');
  if (field.pattern) schema = schema.regex(new RegExp(field.pattern.source), field.pattern.message);
  return schema;
}

/** The zod schema of one field's value. Optional fields accept null, and empty text as null. */
export function fieldSchema(field: FieldDeclaration): z.ZodType {
  let schema: z.ZodType;
  switch (field.kind) {
    case 'integer':
    case 'decimal':
      schema = numberSchema(field);
      break;
    case 'boolean':
      return z.boolean(`${field.label} must be yes or no.`);
    case 'enum': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      schema = z.enum(values, `Choose one of: ${values.join(', ')}.`);
      break;
    }
    case 'enumList': {
      const values = (field.options ?? []).map((o) => o.value) as [string, ...string[]];
      return z
        .array(z.enum(values, `Choose from: ${values.join(', ')}.`))
        .max(values.length)
        .refine((list) => new Set(list).size === list.length, `${field.label} lists a value twice.`);
    }
    case 'reference':
      schema = z.guid(`Choose a ${field.label.toLowerCase()}.`);
      break;
    case 'dateTime':
      schema = z.iso.datetime({ offset: true, message: `${field.label} must be a date and time.` });
      break;
    case 'password':
      schema = z.string().superRefine((value, ctx) => {
        const problem = passwordProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
      break;
    default:
      schema = textSchema(field);
  }
  if (field.required) return schema;
  // An optional field: null, or empty text, means "no value".
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );
}

/** The input schema of `values`: exactly the declared, writable fields, and the rules across them. */
function valuesSchema(fields: FieldDeclaration[], rules: CrossFieldRule[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const schema = fieldSchema(field);
    // Write-only fields (a new password) may be left out: empty means unchanged.
    shape[field.name] = field.writeOnly ? schema.optional() : schema;
  }
  return z.strictObject(shape).superRefine((values, ctx) => {
    for (const rule of rules) {
      if (!rule.holds(values)) ctx.addIssue({ code: 'custom', path: [rule.field], message: rule.message });
    }
  }) as unknown as z.ZodType<Record<string, unknown>>;
}

/** The uuid `id` of most tables (any case, as PostgreSQL reads it). */
export const UUID_ITEM_ID = {
  field: 'id',
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
} as const;

const UUID = new RegExp(UUID_ITEM_ID.pattern);
const ID_PATTERNS = new Map<string, RegExp>([[UUID_ITEM_ID.pattern, UUID]]);

/** Whether `text` can name an item of this entity (a uuid, or e.g. a locale code); else it is not found. */
export function isItemId(declaration: Pick<ResourceDeclaration, 'itemId'>, text: string): boolean {
  const { pattern } = declaration.itemId;
  let regex = ID_PATTERNS.get(pattern);
  if (!regex) {
    regex = new RegExp(pattern);
    ID_PATTERNS.set(pattern, regex);
  }
  return regex.test(text);
}

type DeclarationInput = Pick<
  ResourceDeclaration,
  'key' | 'title' | 'singular' | 'group' | 'permission' | 'fields'
> &
  Partial<Omit<ResourceDeclaration, 'list' | 'schema'>> & {
    list?: Partial<ResourceDeclaration['list']>;
  };

const NOT_LISTED: FieldKind[] = ['textarea', 'richText', 'password', 'pin', 'image', 'partModelFile'];
const SEARCHABLE: FieldKind[] = ['text', 'textarea', 'email'];
const FILTERABLE: FieldKind[] = ['enum', 'enumList', 'boolean', 'reference', 'yearMonth'];

/** A declaration with the usual defaults: list what fits a table, search text, filter choices. */
export function defineResource(input: DeclarationInput): ResourceDeclaration {
  const fields = input.fields;
  const readable = fields.filter((field) => !field.writeOnly);
  const labelField = input.labelField ?? 'name';
  const hasSortOrder = fields.some((field) => field.name === 'sortOrder');
  const defaultOrder: SortOrder[] = input.list?.defaultOrder ?? [
    ...(hasSortOrder ? [{ field: 'sortOrder', direction: 'asc' as const }] : []),
    { field: labelField, direction: 'asc' },
  ];
  const columns =
    input.list?.columns ??
    readable
      .filter((field) => !NOT_LISTED.includes(field.kind) && field.name !== 'sortOrder')
      .map((f) => f.name);
  const rules = input.rules ?? [];
  const readOnlyFields = input.readOnlyFields ?? [];
  return {
    itemId: UUID_ITEM_ID,
    labelField,
    generated: [],
    readOnlyFields,
    rules,
    operations: { create: true, update: true, delete: true },
    partialSheets: false,
    xlsxColumns: fields.filter((field) => !field.writeOnly).map((field) => field.name),
    ...input,
    list: {
      columns,
      sortable: input.list?.sortable ?? [
        ...readable
          .filter((field) => !['enumList', 'richText', 'textarea'].includes(field.kind))
          .map((f) => f.name),
        ...readOnlyFields.map((f) => f.name),
        'createdAt',
        'updatedAt',
      ],
      filterable:
        input.list?.filterable ?? readable.filter((f) => FILTERABLE.includes(f.kind)).map((f) => f.name),
      searchable:
        input.list?.searchable ?? readable.filter((f) => SEARCHABLE.includes(f.kind)).map((f) => f.name),
      defaultOrder,
    },
    schema: valuesSchema(fields, rules),
  };
}

/** `maximum ≥ minimum`, the rule of ranges. */
export function rangeRule(minField: string, maxField: string, message: string): CrossFieldRule {
  return {
    field: maxField,
    message,
    holds: (values) => {
      const min = values[minField];
      const max = values[maxField];
      return typeof min !== 'number' || typeof max !== 'number' || max >= min;
    },
  };
}
