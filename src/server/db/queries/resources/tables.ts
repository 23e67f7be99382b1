// Which table holds each declared resource (src/domain/resources). The declaration names fields in
// camelCase; they are the table's Drizzle property names (a test checks every one).
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  cleaningMethods,
  configuratorDayTanks,
  configuratorOptions,
  configuratorSubSteps,
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
  machineMachineVersions,
  machines,
  machineVersions,
  mixheadSeries,
  mixheads,
  newsArticles,
  partModels,
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
  /**
   * read-only values computed in the select, e.g. whether a user has a PIN (never the hash); one named
   * like a declared read-only field is that field
   */
  computed?: Record<string, SQL>;
  /**
   * Lower-case copies of searchable fields that the database keeps (stored generated columns): the
   * search matches them with LIKE instead of the field with ILIKE, the same match without lower-casing
   * every row at every search. For lists of tens of thousands of rows (the translations).
   */
  lowerCase?: Record<string, PgColumn>;
};

/** One link of a part model's `shownBy` (src/domain/resources/part-models.ts), in the SQL below. */
const LINK = sql.raw('link');

/**
 * The links of a part model that the published model of its machine does not have (a line each, in
 * their order), or null: an option by sub-step slug and value, a dosing line among the machine's
 * versions, a day tank among its configurator's day tanks.
 */
const missingPartLinks = sql<string | null>`(
  select string_agg(${LINK}, E'\n' order by n)
  from unnest(string_to_array(replace(${partModels.shownBy}, E'\r', ''), E'\n')) with ordinality as l(${LINK}, n)
  where ${LINK} <> 'always' and not case split_part(${LINK}, '=', 1)
    when 'dosingLine' then exists (
      select 1 from ${machineMachineVersions}
      where ${machineMachineVersions.machineId} = ${partModels.machineId}
        and ${machineMachineVersions.machineVersionId}::text = lower(split_part(${LINK}, '=', 2)))
    when 'dayTank' then exists (
      select 1 from ${configuratorDayTanks}
      where ${configuratorDayTanks.machineId} = ${partModels.machineId}
        and ${configuratorDayTanks.dayTankId}::text = lower(split_part(${LINK}, '=', 2)))
    else exists (
      select 1 from ${configuratorOptions}
      join ${configuratorSubSteps} on ${configuratorSubSteps.id} = ${configuratorOptions.subStepId}
      where ${configuratorSubSteps.machineId} = ${partModels.machineId}
        and ${configuratorSubSteps.slug} = split_part(${LINK}, '=', 1)
        and ${configuratorOptions.value} = substr(${LINK}, strpos(${LINK}, '=') + 1))
  end
)`;

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
  'part-models': { table: partModels, computed: { missingLinks: missingPartLinks } },
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
