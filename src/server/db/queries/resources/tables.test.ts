// The declarations (src/domain/resources) against the schema they are bound to.
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  FOAM_APPLICATION_OPTIONS,
  PERIPHERAL_CATEGORY_OPTIONS,
  PRESSURE_CLASS_OPTIONS,
  ROLE_OPTIONS,
} from '../../../../domain/resources/enums.ts';
import { RESOURCES, resourceOf } from '../../../../domain/resources/registry.ts';
import { ROLES } from '../../../../domain/roles.ts';
import { PRESSURE_CLASSES } from '../../schema/columns.ts';
import { FOAM_APPLICATIONS, PERIPHERAL_CATEGORIES } from '../../schema/index.ts';
import { RESOURCE_TABLES } from './tables.ts';

const values = (options: readonly { value: string }[]) => options.map((o) => o.value);

describe('resource declarations', () => {
  it('bind every declared entity to a table, and nothing else', () => {
    expect(Object.keys(RESOURCE_TABLES).sort()).toEqual(RESOURCES.map((r) => r.key).sort());
  });

  it.each(RESOURCES.map((r) => [r.key, r] as const))(
    '%s: fields are columns; required columns are declared',
    (_key, declaration) => {
      const binding = RESOURCE_TABLES[declaration.key];
      const columns = getTableColumns(binding?.table as never) as Record<
        string,
        { notNull: boolean; hasDefault: boolean }
      >;
      const stored = declaration.fields.filter((f) => !f.writeOnly);
      const computed = Object.keys(binding?.computed ?? {});
      for (const field of [...stored, ...declaration.readOnlyFields, ...declaration.generated])
        if (!computed.includes(field.name)) expect(Object.keys(columns)).toContain(field.name);
      const declared = new Set([
        ...declaration.fields.map((f) => f.name),
        ...declaration.generated.map((g) => g.name),
      ]);
      const handledByHooks = ['passwordHash'];
      // What a create must write (an entity whose rows are fixed creates none).
      for (const [name, column] of Object.entries(columns)) {
        if (
          declaration.operations.create &&
          column.notNull &&
          !column.hasDefault &&
          !handledByHooks.includes(name)
        )
          expect(declared.has(name), name).toBe(true);
      }
      const names = declaration.fields.map((f) => f.name);
      const shown = [...names, ...declaration.readOnlyFields.map((f) => f.name)];
      for (const name of declaration.list.columns) expect(shown).toContain(name);
      for (const name of [...declaration.list.filterable, ...declaration.list.searchable]) {
        expect(shown).toContain(name);
      }
      // A sheet may show what the app keeps (a language's name), to be read beside what it changes.
      for (const name of declaration.xlsxColumns) expect(shown).toContain(name);
      // Items are named by a column that is unique: the table's primary key, or a column a unique index
      // holds alone (a translation's `<locale>:<key>`, made from its two-column primary key).
      const key = (
        getTableColumns(binding?.table as never) as Record<string, { primary: boolean; name: string }>
      )[declaration.itemId.field];
      const uniquelyIndexed = getTableConfig(binding?.table as never).indexes.some(
        (index) =>
          index.config.unique &&
          index.config.columns.length === 1 &&
          (index.config.columns[0] as { name?: string }).name === key?.name,
      );
      expect(key?.primary || uniquelyIndexed, declaration.itemId.field).toBe(true);
      for (const order of declaration.list.defaultOrder)
        expect(declaration.list.sortable).toContain(order.field);
      for (const field of declaration.fields.filter((f) => f.kind === 'reference')) {
        expect(resourceOf(field.reference as string), field.name).toBeDefined();
      }
    },
  );

  it('offer exactly the values the database accepts', () => {
    expect(values(PRESSURE_CLASS_OPTIONS)).toEqual([...PRESSURE_CLASSES]);
    expect(values(PERIPHERAL_CATEGORY_OPTIONS)).toEqual([...PERIPHERAL_CATEGORIES]);
    expect(values(FOAM_APPLICATION_OPTIONS)).toEqual([...FOAM_APPLICATIONS]);
    expect(values(ROLE_OPTIONS)).toEqual([...ROLES]);
  });

  it('list the portfolio workbook in an order where every sheet comes after what it refers to', () => {
    const order = RESOURCES.map((r) => r.key);
    for (const declaration of RESOURCES) {
      for (const field of declaration.fields.filter((f) => f.kind === 'reference')) {
        expect(order.indexOf(field.reference as string), `${declaration.key}.${field.name}`).toBeLessThan(
          order.indexOf(declaration.key),
        );
      }
    }
  });
});
