// The declaration format of the admin's resource mechanism. Each entity is declared once (here, in
// domain, so the browser reads the same declaration as the server): its fields (which give the form,
// the zod input schema and the xlsx columns), its list columns, permission and default order. The
// server binds each declaration to its table (src/server/db/queries/resources/tables.ts).
import type { z } from 'zod';
import type { Permission } from '../permissions.ts';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'richText'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'enum'
  | 'enumList'
  | 'reference'
  | 'yearMonth'
  | 'image'
  | 'partModelFile'
  | 'dateTime'
  | 'email'
  | 'password'
  | 'pin';

export type EnumOption = { value: string; label: string };

export type FieldDeclaration = {
  /** the property name in items, values and the table (camelCase) */
  name: string;
  /** the form label and the column heading */
  label: string;
  kind: FieldKind;
  /** false: the field may be empty (null) */
  required: boolean;
  /** the value a new-item form starts with */
  defaultValue: unknown;
  /** enum and enumList: the allowed values, in display order */
  options?: readonly EnumOption[];
  /** reference: the entity key it points to (its items' label field is shown) */
  reference?: string;
  min?: number;
  max?: number;
  /** a number must be greater than this (e.g. 0 for a positive displacement) */
  greaterThan?: number;
  /** decimal places a decimal may have */
  scale?: number;
  maxLength?: number;
  /** a regular expression (source) text must match, and what to tell when it does not */
  pattern?: { source: string; message: string };
  unit?: string;
  /** a sentence under the field */
  help?: string;
  /** never sent back (passwords, PINs); forms leave it empty, and empty means unchanged */
  writeOnly?: boolean;
  /** only on create (e.g. an initial password); an update that sends it is refused */
  createOnly?: boolean;
  /** a create-only field: how to change it later, told when an update sends it (`{id}`: the item's id) */
  changeHint?: string;
  /** how an empty value reads (a last sign-in: "Never") */
  emptyLabel?: string;
};

/** A value the server fills in on create from other values (translation keys); never in forms. */
type GeneratedField = {
  name: string;
  /** the form field a refusal of the generated value (e.g. a duplicate) is shown on */
  from: string;
  make: (values: Record<string, unknown>) => string;
};

/** A rule across fields (e.g. maximum ≥ minimum), shown on `field`. */
export type CrossFieldRule = {
  field: string;
  message: string;
  holds: (values: Record<string, unknown>) => boolean;
};

type ResourceGroup = 'productPortfolio' | 'configurator' | 'content' | 'users';

export type SortOrder = { field: string; direction: 'asc' | 'desc' };

/**
 * What names an item in addresses (`/api/admin/<key>/<id>`), sheets and the audit log: the table's uuid
 * `id` by default, or a key of its own that never changes (an interface language's code). Items carry it
 * as `id` either way, so the pages and the client need not know which.
 */
type ItemId = {
  /** the column (camelCase) that holds it */
  field: string;
  /** a regular expression (source) every id matches; anything else is not found without a query */
  pattern: string;
};

export type ResourceDeclaration = {
  /** the last segment of the admin path (docs/product.md#routes), and of `/api/admin/<key>` */
  key: string;
  itemId: ItemId;
  /** plural, for headings: "Pump types" */
  title: string;
  /** singular, lower case, for messages: "pump type" */
  singular: string;
  group: ResourceGroup;
  permission: Permission;
  /** the field that names an item in messages, references and delete confirmations */
  labelField: string;
  fields: FieldDeclaration[];
  generated: GeneratedField[];
  /**
   * Values the server keeps and no form writes (a user's last sign-in): sent with items, listable and
   * sortable, shown read-only; an update that sends one is refused as an unknown field.
   */
  readOnlyFields: FieldDeclaration[];
  rules: CrossFieldRule[];
  /**
   * The writes the entity allows; a route, a button or an import row of a write it does not allow is
   * never offered (a fixed set of rows, such as the nine interface languages, is only updated).
   */
  operations: { create: boolean; update: boolean; delete: boolean };
  /**
   * An imported sheet may hold some of the rows (the translations of one language): rows missing from it
   * are left as they are rather than refused. Only for entities an import never deletes.
   */
  partialSheets: boolean;
  list: {
    /** columns of the data table, in order */
    columns: string[];
    sortable: string[];
    /** fields the list may be filtered by (enum, boolean, reference, yearMonth, …) */
    filterable: string[];
    /** text fields the search box looks in */
    searchable: string[];
    defaultOrder: SortOrder[];
  };
  /**
   * spreadsheet columns besides id and version, in order: fields, and read-only fields a reader of the
   * sheet needs (an import refuses a changed value in one of those)
   */
  xlsxColumns: string[];
  /** the input schema of `values` (create; an update is validated merged with the current item) */
  schema: z.ZodType<Record<string, unknown>>;
};

/** What every item of every resource carries. */
export type ResourceItem = { id: string; version: number } & Record<string, unknown>;
