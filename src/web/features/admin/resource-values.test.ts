import { describe, expect, it } from 'vitest';
import { USERS_RESOURCE } from '../../../domain/resources/content.ts';
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { apiValuesOf, displayValue, formValuesOf, requiredErrors, sameContent } from './resource-values.ts';

const PUMPS = resourceOf('pumps') as ResourceDeclaration;
const field = (declaration: ResourceDeclaration, name: string) =>
  declaration.fields.find((f) => f.name === name) as ResourceDeclaration['fields'][number];

const PUMP = {
  id: '7b0c3c1e-0000-4000-8000-000000000001',
  version: 3,
  name: 'AXP 12',
  description: null,
  sortOrder: 10,
  availableTo: null,
  useInConfigurator: true,
  pumpTypeId: '7b0c3c1e-0000-4000-8000-0000000000aa',
  pressureClass: 'high',
  displacementCm3PerRev: 12.5,
  minRpm: 300,
  maxRpm: 1500,
  maxPressureBar: 250,
  labels: { pumpTypeId: 'Axial piston pump' },
};

describe('resource values: item ↔ form ↔ request', () => {
  it('gives inputs empty text for null and keeps numbers', () => {
    const values = formValuesOf(PUMPS, 'edit', PUMP);
    expect(values.description).toBe('');
    expect(values.availableTo).toBeNull();
    expect(values.displacementCm3PerRev).toBe(12.5);
    expect(values).not.toHaveProperty('labels');
  });

  it('starts a new item with the declared defaults, but not with a number the field refuses', () => {
    const values = formValuesOf(PUMPS, 'create');
    expect(values.sortOrder).toBe(0);
    expect(values.useInConfigurator).toBe(true);
    expect(values.pressureClass).toBe('low');
    // 0 rpm and 0 cm³/rev are below their minimum: the inputs start empty instead.
    expect(values.minRpm).toBe('');
    expect(values.displacementCm3PerRev).toBe('');
  });

  it('sends numbers as numbers, German text as numbers, and empty as null', () => {
    const values = { ...formValuesOf(PUMPS, 'edit', PUMP), displacementCm3PerRev: '1.234,5', maxRpm: '' };
    const sent = apiValuesOf(PUMPS, 'edit', values);
    expect(sent.displacementCm3PerRev).toBe(1234.5);
    expect(sent.maxRpm).toBeNull();
    expect(
      PUMPS.schema.safeParse(apiValuesOf(PUMPS, 'edit', formValuesOf(PUMPS, 'edit', PUMP))).success,
    ).toBe(true);
  });

  it('leaves empty write-only fields out (unchanged) and create-only fields out of edits', () => {
    const user = { id: 'u', version: 1, name: 'Sam', email: 's@x.de', role: 'sales', disabled: false };
    const edit = apiValuesOf(USERS_RESOURCE, 'edit', formValuesOf(USERS_RESOURCE, 'edit', user));
    expect(edit).not.toHaveProperty('tradeFairPin');
    expect(edit).not.toHaveProperty('password');
    const withPin = apiValuesOf(USERS_RESOURCE, 'edit', {
      ...formValuesOf(USERS_RESOURCE, 'edit', user),
      tradeFairPin: '123456',
    });
    expect(withPin.tradeFairPin).toBe('123456');
    const create = formValuesOf(USERS_RESOURCE, 'create');
    expect(create).toHaveProperty('password', '');
  });

  it('says "X is required." for empty required fields, the initial password included on create', () => {
    const errors = requiredErrors(USERS_RESOURCE, 'create', formValuesOf(USERS_RESOURCE, 'create'));
    expect(errors).toEqual({
      name: 'Name is required.',
      email: 'E-mail is required.',
      password: 'Initial password is required.',
    });
    expect(requiredErrors(USERS_RESOURCE, 'edit', { name: 'A', email: 'a@b.de', role: 'sales' })).toEqual({});
  });

  it('reads values for people: German numbers with units, labels, Yes/No, months', () => {
    expect(displayValue(field(PUMPS, 'displacementCm3PerRev'), 1234.5)).toBe('1.234,5 cm³/rev');
    expect(displayValue(field(PUMPS, 'pressureClass'), 'high')).toBe('High pressure');
    expect(displayValue(field(PUMPS, 'useInConfigurator'), true)).toBe('Yes');
    expect(displayValue(field(PUMPS, 'pumpTypeId'), PUMP.pumpTypeId, PUMP.labels)).toBe('Axial piston pump');
    expect(displayValue(field(PUMPS, 'availableTo'), '2026-09')).toBe('September 2026');
    expect(displayValue(field(PUMPS, 'availableTo'), null)).toBe('—');
  });

  it('tells a new version with the same content from a changed one', () => {
    expect(sameContent(PUMPS, PUMP, { ...PUMP, version: 4 })).toBe(true);
    expect(sameContent(PUMPS, PUMP, { ...PUMP, version: 4, maxRpm: 1800 })).toBe(false);
  });
});
