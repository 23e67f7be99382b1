// Which table holds each declared resource (src/domain/resources). The declaration names fields in
// camelCase; they are the table's Drizzle property names (a test checks every one).
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  cleaningMethods,
  controlPlatforms,
  countries,
  dayTanks,
  filters,
  foamFormulations,
  fuses,
  generalInformationPages,
  glossaryTerms,
  hoseLines,
  injectorMaterials,
  injectors,
  injectorTypes,
  interfaceLanguages,
  languages,
  machines,
  machineVersions,
  mixheadSeries,
  mixheads,
  newsArticles,
  peripheralEquipment,
  peripheralEquipmentTypes,
  pressureEquipmentDirectives,
  pumps,
  pumpTypes,
  tankFarmCapacities,
  tankFarmEquipment,
  translations,
  users,
} from '../../schema/index.ts';
import type { VersionedTable } from '../versioned.ts';

export type ResourceBinding = {
  table: VersionedTable;
  /** read-only values computed in the select, e.g. whether a user has a PIN (never the hash) */
  computed?: Record<string, SQL>;
  /**
   * Lower-case copies of searchable fields that the database keeps (stored generated columns): the
   * search matches them with LIKE instead of the field with ILIKE, the same match without lower-casing
   * every row at every search. For lists of tens of thousands of rows (the translations).
   */
  lowerCase?: Record<string, PgColumn>;
};

export const RESOURCE_TABLES: Record<string, ResourceBinding> = {
  languages: { table: languages },
  'pressure-equipment-directives': { table: pressureEquipmentDirectives },
  countries: { table: countries },
  fuses: { table: fuses },
  'control-platforms': { table: controlPlatforms },
  'day-tanks': { table: dayTanks },
  'hose-lines': { table: hoseLines },
  filter: { table: filters },
  cleaning: { table: cleaningMethods },
  'pump-types': { table: pumpTypes },
  pumps: { table: pumps },
  'mixhead-series': { table: mixheadSeries },
  mixheads: { table: mixheads },
  'injector-types': { table: injectorTypes },
  'injector-materials': { table: injectorMaterials },
  injectors: { table: injectors },
  'peripheral-equipment-types': { table: peripheralEquipmentTypes },
  'peripheral-equipment': { table: peripheralEquipment },
  'tank-farm-capacities': { table: tankFarmCapacities },
  'tank-farm-equipment': { table: tankFarmEquipment },
  'machine-versions': { table: machineVersions },
  machines: { table: machines },
  'foam-formulations': { table: foamFormulations },
  'interface-languages': { table: interfaceLanguages },
  translations: {
    table: translations,
    lowerCase: { source: translations.sourceLower, text: translations.textLower },
  },
  glossary: { table: glossaryTerms },
  'general-information': { table: generalInformationPages },
  news: { table: newsArticles },
  users: {
    table: users,
    computed: {
      hasTradeFairPin: sql<boolean>`(${users.tradeFairPinHash} is not null)`,
      hasPassword: sql<boolean>`(${users.passwordHash} is not null)`,
    },
  },
};

export function bindingOf(key: string): ResourceBinding {
  const binding = RESOURCE_TABLES[key];
  if (!binding) throw new Error(`No table is bound to the resource "${key}".`);
  return binding;
}

export function tableName(table: PgTable): string {
  return (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')] as string;
}
