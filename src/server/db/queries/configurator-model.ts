// Loads configurator models (docs/product.md#configurator-model) for one or all machines in a fixed number of
// queries. The result is English, with the text keys needed to translate it.
import { and, asc, eq, inArray, not, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAvailable } from '../../../domain/availability.ts';
import type { DosingLineOutput } from '../../../domain/configurator/choices.ts';
import {
  DESCRIPTION_KEY,
  type DocumentOption,
  type DocumentText,
  documentData,
  documentTexts,
  HELP_KEY,
  type ModelDocument,
  REASON_KEY,
  TEXT_AT,
} from '../../../domain/configurator/model-document.ts';
import type {
  ConfiguratorData,
  FieldType,
  Option,
  Price,
  Step,
  SubStep,
} from '../../../domain/configurator/types.ts';
import { centsToEur } from '../../../domain/money.ts';
import { pumpFlowRange } from '../../../domain/output-range.ts';
import type { Db } from '../client.ts';
import {
  agencyBasePrices,
  basePrices,
  configuratorDayTanks,
  configuratorOptionFilters,
  configuratorOptionPrices,
  configuratorOptions,
  configuratorPackageOptions,
  configuratorStarters,
  configuratorSteps,
  configuratorSubSteps,
  configurators,
  countries,
  dayTanks,
  machineMachineVersions,
  machines,
  machineVersions,
  mixheads,
  pumps,
} from '../schema/index.ts';
import { machineColumns, machineOrder } from './machine-columns.ts';
import { loadConfiguratorSettings } from './settings.ts';

/**
 * `output`: the pumps' flow ranges at 50 Hz in cm³/s (docs/product.md#units), for display in the user's
 * units.
 */
type DosingLineChoice = {
  id: string;
  name: string;
  description: string | null;
  /** the description with its g/s figures at 60 Hz, when it has any (set in the served model) */
  description60Hz?: string;
  output: DosingLineOutput;
};
type CountryChoice = { iso: string; name: string; agency: boolean };
type DayTankChoice = { id: string; name: string; volumeL: number };
/** What a customer picks before the steps; these key the base price. */
export type ConfiguratorChoices = {
  dosingLines: DosingLineChoice[];
  countries: CountryChoice[];
  dayTanks: DayTankChoice[];
};

/** An option as stored: the shared shape plus what only staff see. */
type ModelOption = Option & { articleNumber: string | null };
type ModelSubStep = Omit<SubStep, 'options'> & {
  options: { fieldType: FieldType; data: ModelOption[] };
};
type ModelStep = Omit<Step, 'subSteps'> & { subSteps: ModelSubStep[] };
/** ConfiguratorData whose options carry article numbers; usable wherever ConfiguratorData is. */
export type StaffConfiguratorData = Omit<ConfiguratorData, 'steps'> & { steps: ModelStep[] };

export { DESCRIPTION_KEY, HELP_KEY, REASON_KEY, TEXT_AT };

/**
 * The translation key of a dosing line's description. A machine version has no text key of its own (its
 * description is catalogue data, written in English); the key follows its id, so a rename keeps it.
 */
export const dosingLineTextKey = (machineVersionId: string) =>
  `machineVersion.${machineVersionId}.description`;

export type LoadedConfigurator = {
  machine: {
    id: string;
    slug: string;
    name: string;
    description: string | null;
    textKey: string;
    modelVersion: number;
    /** the machine's picture (a path under the web root): the configurator's still image */
    image: string | null;
  };
  data: StaffConfiguratorData;
  choices: ConfiguratorChoices;
  /** the model as one document: what its published version holds (src/domain/configurator/model-document.ts) */
  document: ModelDocument;
  /** the catalogue it was built with, to build a draft of the same machine the same way */
  around: ModelSurroundings;
  /** every text of the model a customer sees, with its translation key */
  texts: DocumentText[];
  /** text keys of the day tank names, by day tank id */
  dayTankKeys: Map<string, string>;
};

function group<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(keyOf(row));
    if (list) list.push(row);
    else map.set(keyOf(row), [row]);
  }
  return map;
}

/**
 * Machines offered in the public configurator: flagged for it, not coming soon, still available, and
 * with a configurator model.
 */
export async function loadConfigurators(
  db: Db,
  options: { now?: Date; slug?: string; editable?: boolean } = {},
): Promise<LoadedConfigurator[]> {
  const now = options.now ?? new Date();
  // The model editor works on every machine with a configurator, offered or not yet.
  const conditions: SQL[] = options.editable
    ? []
    : [eq(machines.useInConfigurator, true), not(machines.comingSoon)];
  if (options.slug !== undefined) conditions.push(eq(machines.slug, options.slug));
  const machineRows = (
    await db
      .select({
        ...machineColumns,
        modelVersion: configurators.modelVersion,
        pedOverrideId: configurators.pedOverrideId,
        leadTimeMinWeeks: configurators.leadTimeMinWeeks,
        leadTimeMaxWeeks: configurators.leadTimeMaxWeeks,
        agencyIsos: configurators.agencyIsos,
        discountRatePerOption: configurators.discountRatePerOption,
        publicPrices: configurators.publicPrices,
      })
      .from(machines)
      .innerJoin(configurators, eq(configurators.machineId, machines.id))
      .where(and(...conditions))
      .orderBy(...machineOrder)
  ).filter((row) => options.editable || isAvailable(row.availableTo, now));
  if (machineRows.length === 0) return [];
  const ids = machineRows.map((row) => row.id);

  const steps = await db
    .select()
    .from(configuratorSteps)
    .where(inArray(configuratorSteps.machineId, ids))
    .orderBy(asc(configuratorSteps.sortOrder), asc(configuratorSteps.slug));
  const subSteps = await db
    .select()
    .from(configuratorSubSteps)
    .where(inArray(configuratorSubSteps.machineId, ids))
    .orderBy(asc(configuratorSubSteps.sortOrder), asc(configuratorSubSteps.slug));
  const optionRows = await db
    .select({ option: configuratorOptions })
    .from(configuratorOptions)
    .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.id, configuratorOptions.subStepId))
    .where(inArray(configuratorSubSteps.machineId, ids))
    .orderBy(asc(configuratorOptions.sortOrder), asc(configuratorOptions.value));
  const priceRows = await db
    .select({
      optionId: configuratorOptionPrices.optionId,
      key: configuratorOptionPrices.key,
      priceCents: configuratorOptionPrices.priceCents,
    })
    .from(configuratorOptionPrices)
    .innerJoin(configuratorOptions, eq(configuratorOptions.id, configuratorOptionPrices.optionId))
    .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.id, configuratorOptions.subStepId))
    .where(inArray(configuratorSubSteps.machineId, ids))
    .orderBy(asc(configuratorOptionPrices.key));
  const filterRows = await db
    .select({
      optionId: configuratorOptionFilters.optionId,
      key: configuratorOptionFilters.filterKey,
      value: configuratorOptionFilters.value,
    })
    .from(configuratorOptionFilters)
    .innerJoin(configuratorOptions, eq(configuratorOptions.id, configuratorOptionFilters.optionId))
    .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.id, configuratorOptions.subStepId))
    .where(inArray(configuratorSubSteps.machineId, ids))
    .orderBy(asc(configuratorOptionFilters.filterKey), asc(configuratorOptionFilters.value));
  const packageSubStep = alias(configuratorSubSteps, 'package_sub_step');
  const packageOption = alias(configuratorOptions, 'package_option');
  const targetSubStep = alias(configuratorSubSteps, 'target_sub_step');
  const packageRows = await db
    .select({
      packageOptionId: configuratorPackageOptions.packageOptionId,
      slug: targetSubStep.slug,
      value: configuratorOptions.value,
    })
    .from(configuratorPackageOptions)
    .innerJoin(packageOption, eq(packageOption.id, configuratorPackageOptions.packageOptionId))
    .innerJoin(packageSubStep, eq(packageSubStep.id, packageOption.subStepId))
    .innerJoin(configuratorOptions, eq(configuratorOptions.id, configuratorPackageOptions.optionId))
    .innerJoin(targetSubStep, eq(targetSubStep.id, configuratorOptions.subStepId))
    .where(inArray(packageSubStep.machineId, ids))
    .orderBy(
      asc(configuratorPackageOptions.sortOrder),
      asc(targetSubStep.slug),
      asc(configuratorOptions.value),
    );
  const starterRows = await db
    .select()
    .from(configuratorStarters)
    .where(inArray(configuratorStarters.machineId, ids))
    .orderBy(asc(configuratorStarters.sortOrder), asc(configuratorStarters.slug));
  const baseRows = await db
    .select()
    .from(basePrices)
    .where(inArray(basePrices.machineId, ids))
    .orderBy(asc(basePrices.machineVersionId), asc(basePrices.pedId), asc(basePrices.dayTankId));
  const agencyRows = await db
    .select()
    .from(agencyBasePrices)
    .where(inArray(agencyBasePrices.machineId, ids))
    .orderBy(asc(agencyBasePrices.machineVersionId), asc(agencyBasePrices.dayTankId));
  const dayTankRows = (
    await db
      .select({
        machineId: configuratorDayTanks.machineId,
        id: dayTanks.id,
        name: dayTanks.name,
        volumeL: dayTanks.volumeL,
        textKey: dayTanks.textKey,
        availableTo: dayTanks.availableTo,
      })
      .from(configuratorDayTanks)
      .innerJoin(dayTanks, eq(dayTanks.id, configuratorDayTanks.dayTankId))
      .where(and(inArray(configuratorDayTanks.machineId, ids), eq(dayTanks.useInConfigurator, true)))
      .orderBy(asc(configuratorDayTanks.sortOrder), asc(dayTanks.volumeL))
  ).filter((row) => isAvailable(row.availableTo, now));
  const polyPump = alias(pumps, 'poly_pump');
  const isoPump = alias(pumps, 'iso_pump');
  const dosingLineRows = (
    await db
      .select({
        machineId: machineMachineVersions.machineId,
        id: machineVersions.id,
        name: machineVersions.name,
        description: machineVersions.description,
        availableTo: machineVersions.availableTo,
        poly: {
          displacement: polyPump.displacementCm3PerRev,
          minRpm: polyPump.minRpm,
          maxRpm: polyPump.maxRpm,
        },
        iso: {
          displacement: isoPump.displacementCm3PerRev,
          minRpm: isoPump.minRpm,
          maxRpm: isoPump.maxRpm,
        },
      })
      .from(machineMachineVersions)
      .innerJoin(machineVersions, eq(machineVersions.id, machineMachineVersions.machineVersionId))
      .innerJoin(polyPump, eq(polyPump.id, machineVersions.polyPumpId))
      .innerJoin(isoPump, eq(isoPump.id, machineVersions.isoPumpId))
      .where(and(inArray(machineMachineVersions.machineId, ids), eq(machineVersions.useInConfigurator, true)))
      .orderBy(asc(machineVersions.sortOrder), asc(machineVersions.name))
  ).filter((row) => isAvailable(row.availableTo, now));
  const countryRows = (
    await db
      .select({
        iso: countries.iso,
        name: countries.name,
        agency: countries.agency,
        pedId: countries.pedId,
        availableTo: countries.availableTo,
      })
      .from(countries)
      .orderBy(asc(countries.sortOrder), asc(countries.name))
  ).filter((row) => isAvailable(row.availableTo, now));

  const prices = group(priceRows, (row) => row.optionId);
  const filters = group(filterRows, (row) => row.optionId);
  const packages = group(packageRows, (row) => row.packageOptionId);
  const optionsBySubStep = group(optionRows, (row) => row.option.subStepId);
  const subStepsByStep = group(subSteps, (row) => row.stepId);
  const stepsByMachine = group(steps, (row) => row.machineId);
  const baseByMachine = group(baseRows, (row) => row.machineId);
  const agencyByMachine = group(agencyRows, (row) => row.machineId);
  const dayTanksByMachine = group(dayTankRows, (row) => row.machineId);
  const dosingLinesByMachine = group(dosingLineRows, (row) => row.machineId);
  const startersByMachine = group(starterRows, (row) => row.machineId);
  const settings = await loadConfiguratorSettings(db);
  const mixheadOutputs = await loadMixheadOutputs(db);
  const flaggedAgencies = countryRows.filter((row) => row.agency).map((row) => row.iso);

  return machineRows.map((machine) => {
    const document: ModelDocument = {
      steps: (stepsByMachine.get(machine.id) ?? []).map((step) => ({
        slug: step.slug,
        title: step.title,
        textKey: step.textKey,
        subSteps: (subStepsByStep.get(step.id) ?? []).map((subStep) => ({
          slug: subStep.slug,
          title: subStep.title,
          textKey: subStep.textKey,
          options: {
            fieldType: subStep.fieldType as FieldType,
            data: (optionsBySubStep.get(subStep.id) ?? []).map(({ option }) =>
              documentOption(option, prices.get(option.id), filters.get(option.id), packages.get(option.id)),
            ),
          },
        })),
      })),
      ...((startersByMachine.get(machine.id) ?? []).length > 0
        ? {
            starters: (startersByMachine.get(machine.id) ?? []).map((row) => ({
              slug: row.slug,
              title: row.title,
              ...(row.description ? { description: row.description } : {}),
              textKey: row.textKey,
              selection: row.selection,
            })),
          }
        : {}),
      ...(machine.leadTimeMinWeeks !== null && machine.leadTimeMaxWeeks !== null
        ? { leadTimeWeeks: { min: machine.leadTimeMinWeeks, max: machine.leadTimeMaxWeeks } }
        : {}),
      basePrices: (baseByMachine.get(machine.id) ?? []).map((row) => ({
        machineVersionId: row.machineVersionId,
        pedId: row.pedId,
        dayTankId: row.dayTankId,
        price: centsToEur(row.priceCents),
      })),
      agencyBasePrices: (agencyByMachine.get(machine.id) ?? []).map((row) => ({
        machineVersionId: row.machineVersionId,
        dayTankId: row.dayTankId,
        price: centsToEur(row.priceCents),
      })),
      agencyIsos: machine.agencyIsos ?? flaggedAgencies,
      pedOverride: machine.pedOverrideId,
      discountRatePerOption: machine.discountRatePerOption ?? settings.discountRatePerOption,
      publicPrices: machine.publicPrices ?? settings.publicPrices,
    };
    return loadedFromDocument(
      {
        machine: {
          id: machine.id,
          slug: machine.slug,
          name: machine.name,
          description: machine.description,
          textKey: machine.textKey,
          modelVersion: machine.modelVersion,
          image: machine.image,
        },
        dosingLines: dosingLinesByMachine.get(machine.id) ?? [],
        dayTanks: dayTanksByMachine.get(machine.id) ?? [],
        countries: countryRows,
        mixheadOutputs,
      },
      document,
    );
  });
}

/** What a model document is built into a configurator with: the machine and the catalogue around it. */
export type ModelSurroundings = {
  machine: LoadedConfigurator['machine'];
  dosingLines: {
    id: string;
    name: string;
    description: string | null;
    poly: PumpRow;
    iso: PumpRow;
  }[];
  dayTanks: { id: string; name: string; volumeL: number; textKey: string }[];
  countries: { iso: string; name: string; pedId: string }[];
  /** both components together, g/s, by mixhead id */
  mixheadOutputs: ReadonlyMap<string, { minGPerS: number; maxGPerS: number }>;
};

/**
 * A configurator built from a model document: the published one (rows of the current version), or a
 * draft the editor previews. The one builder of both, so a preview is what customers will get.
 */
export function loadedFromDocument(around: ModelSurroundings, document: ModelDocument): LoadedConfigurator {
  const { machine } = around;
  const texts: DocumentText[] = [];
  if (machine.description) {
    texts.push({ key: machine.textKey, where: 'machine description', english: machine.description });
  }
  const dosingLines = around.dosingLines.map(({ id, name, description, poly, iso }) => {
    if (description) {
      texts.push({ key: dosingLineTextKey(id), where: TEXT_AT.dosingLine(id), english: description });
    }
    return { id, name, description, output: { poly: pumpRange(poly), iso: pumpRange(iso) } };
  });
  texts.push(...documentTexts(document));
  for (const tank of around.dayTanks) {
    texts.push({ key: tank.textKey, where: `day tank ${tank.name}`, english: tank.name });
  }
  const countryPeds = Object.fromEntries(around.countries.map((row) => [row.iso, row.pedId]));
  const data = documentData(document, countryPeds, (id) => around.mixheadOutputs.get(id));
  const dosingLineIds = new Set(dosingLines.map((line) => line.id));
  const dayTankIds = new Set(around.dayTanks.map((tank) => tank.id));
  const offered = (row: { machineVersionId: string; dayTankId: string }) =>
    dosingLineIds.has(row.machineVersionId) && dayTankIds.has(row.dayTankId);
  return {
    machine,
    around,
    data: {
      ...data,
      steps: withArticleNumbers(data.steps, document),
      basePrices: data.basePrices.filter(offered),
      agencyBasePrices: data.agencyBasePrices.filter(offered),
    },
    choices: {
      dosingLines,
      countries: around.countries.map(({ iso, name }) => ({
        iso,
        name,
        agency: document.agencyIsos.includes(iso),
      })),
      dayTanks: around.dayTanks.map(({ id, name, volumeL }) => ({ id, name, volumeL })),
    },
    document,
    texts,
    dayTankKeys: new Map(around.dayTanks.map((tank) => [tank.id, tank.textKey])),
  };
}

/** The staff-only article numbers put beside the served options (sales mode reads them). */
function withArticleNumbers(steps: Step[], document: ModelDocument): ModelStep[] {
  return steps.map((step, i) => ({
    ...step,
    subSteps: step.subSteps.map((subStep, j) => ({
      ...subStep,
      options: {
        ...subStep.options,
        data: subStep.options.data.map((option, k) => ({
          ...option,
          articleNumber: document.steps[i]?.subSteps[j]?.options.data[k]?.articleNumber ?? null,
        })),
      },
    })),
  }));
}

/** Every mixhead's output (a small table), so any option of a model or draft can name one. */
async function loadMixheadOutputs(db: Db): Promise<Map<string, { minGPerS: number; maxGPerS: number }>> {
  const rows = await db
    .select({ id: mixheads.id, minGPerS: mixheads.minGPerS, maxGPerS: mixheads.maxGPerS })
    .from(mixheads);
  return new Map(
    rows.map((row) => [row.id, { minGPerS: Number(row.minGPerS), maxGPerS: Number(row.maxGPerS) }]),
  );
}

type OptionRow = typeof configuratorOptions.$inferSelect;

function documentOption(
  row: OptionRow,
  prices: { key: string; priceCents: number }[] | undefined,
  filterRows: { key: string; value: string }[] | undefined,
  packageRows: { slug: string; value: string }[] | undefined,
): DocumentOption {
  const option: DocumentOption = {
    value: row.value,
    label: row.label,
    price: buildPrice(row, prices),
    textKey: row.textKey,
  };
  if (row.articleNumber) option.articleNumber = row.articleNumber;
  if (row.isDefault) option.default = true;
  if (row.defaultWhen) option.defaultWhen = row.defaultWhen;
  if (row.help) option.help = row.help;
  if (row.recommended) option.recommended = row.recommendedReason ? { reason: row.recommendedReason } : {};
  if (row.mixheadId) option.mixheadId = row.mixheadId;
  if (filterRows) {
    const filter: Record<string, string[]> = {};
    for (const { key, value } of filterRows) {
      const values = filter[key];
      if (values) values.push(value);
      else filter[key] = [value];
    }
    option.filter = filter;
  }
  if (packageRows) {
    const targets: { slug: string; optionIds: string[] }[] = [];
    for (const { slug, value } of packageRows) {
      const target = targets.find((candidate) => candidate.slug === slug);
      if (target) target.optionIds.push(value);
      else targets.push({ slug, optionIds: [value] });
    }
    option.packageOptions = targets;
  }
  return option;
}

function buildPrice(row: OptionRow, prices: { key: string; priceCents: number }[] | undefined): Price {
  if (row.priceKind === 'fixed' && row.priceCents !== null) return centsToEur(row.priceCents);
  if (row.priceKind === 'dependent' && row.priceDependsOn !== null) {
    return {
      dependsOn: row.priceDependsOn,
      prices: Object.fromEntries((prices ?? []).map((p) => [p.key, centsToEur(p.priceCents)])),
    };
  }
  return null;
}

type PumpRow = { displacement: number | string; minRpm: number; maxRpm: number };

function pumpRange(pump: PumpRow): DosingLineOutput['poly'] {
  const { min, max } = pumpFlowRange({
    displacementCm3PerRev: Number(pump.displacement),
    minRpm: pump.minRpm,
    maxRpm: pump.maxRpm,
  });
  return { minCm3PerS: min, maxCm3PerS: max };
}
