// Value lists of catalogue fields, with the words the admin shows for them. The database checks the
// same lists (src/server/db/schema); a test keeps the two equal.
import type { EnumOption } from './types.ts';

export const PRESSURE_CLASS_OPTIONS: readonly EnumOption[] = [
  { value: 'low', label: 'Low pressure' },
  { value: 'high', label: 'High pressure' },
];

export const PERIPHERAL_CATEGORY_OPTIONS: readonly EnumOption[] = [
  { value: 'machineComponents', label: 'Machine components' },
  { value: 'preConditioning', label: 'Pre-conditioning' },
];

export const FOAM_APPLICATION_OPTIONS: readonly EnumOption[] = [
  { value: 'rigid', label: 'Rigid foam' },
  { value: 'flexible', label: 'Flexible foam' },
  { value: 'elastomer', label: 'Elastomer' },
  { value: 'integralSkin', label: 'Integral skin' },
  { value: 'semiRigid', label: 'Semi-rigid foam' },
  { value: 'coating', label: 'Coating' },
];

export const ROLE_OPTIONS: readonly EnumOption[] = [
  { value: 'development', label: 'Development' },
  { value: 'admin', label: 'Admin' },
  { value: 'backoffice', label: 'Backoffice' },
  { value: 'sales', label: 'Sales' },
];
