// A small configurator in a test database, built from a domain model with symbolic ids (the docs'
// EXAMPLE_CONFIGURATOR by default): tests compare server answers with the domain on the same data
// without loading the whole demo seed.
import { eq } from 'drizzle-orm';
import type { ChoiceOffers } from '../../../domain/configurator/choices.ts';
import { isBaseChoice } from '../../../domain/configurator/model.ts';
import { EXAMPLE_CHOICES, EXAMPLE_MODEL } from '../../../domain/configurator/testing/example-model.ts';
import type { ConfiguratorData, Price, Selection } from '../../../domain/configurator/types.ts';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { eurToCents } from '../../../domain/money.ts';
import type { Db } from '../client.ts';
import {
  agencyBasePrices,
  basePrices,
  configuratorDayTanks,
  configuratorOptionFilters,
  configuratorOptionPrices,
  configuratorOptions,
  configuratorPackageOptions,
  configuratorSteps,
  configuratorSubSteps,
  configurators,
  countries,
  dayTanks,
  interfaceLanguages,
  machineMachineVersions,
  machines,
  machineVersions,
  mixheadSeries,
  mixheads,
  pressureEquipmentDirectives,
  pumps,
  pumpTypes,
} from '../schema/index.ts';

export type TestConfigurator = {
  slug: string;
  machineId: string;
  /** symbolic id (e.g. ml-20, dt-60, ped-eu) → database id */
  ids: Map<string, string>;
  /** a selection with symbolic dosing line and day tank ids → database ids */
  selection(symbolic: Selection): Selection;
  /** database ids → symbolic ids */
  symbolic(id: string): string;
};

async function ensureLanguages(db: Db): Promise<void> {
  await db
    .insert(interfaceLanguages)
    .values(
      INTERFACE_LOCALES.map((code, i) => ({
        code,
        name: code,
        englishName: code,
        enabled: true,
        sortOrder: i,
      })),
    )
    .onConflictDoNothing();
}

async function pedId(db: Db, code: string): Promise<string> {
  const [found] = await db
    .select({ id: pressureEquipmentDirectives.id })
    .from(pressureEquipmentDirectives)
    .where(eq(pressureEquipmentDirectives.code, code));
  if (found) return found.id;
  const [row] = await db
    .insert(pressureEquipmentDirectives)
    .values({ name: code.toUpperCase(), code })
    .returning({ id: pressureEquipmentDirectives.id });
  return row?.id ?? '';
}

/**
 * Inserts a machine with a configurator: its dosing lines (with pumps that give the offered output),
 * day tanks, countries and PEDs (created when missing), steps, options, prices, filters, packages and
 * base prices. Countries without a PED in the model get the first PED.
 */
export async function insertTestConfigurator(
  db: Db,
  options: { slug?: string; model?: ConfiguratorData; choices?: ChoiceOffers } = {},
): Promise<TestConfigurator> {
  const slug = options.slug ?? 'test-machine';
  const model = options.model ?? EXAMPLE_MODEL;
  const choices = options.choices ?? EXAMPLE_CHOICES;
  const ids = new Map<string, string>();
  await ensureLanguages(db);

  const pedCodes = new Set([model.pedOverride, ...Object.values(model.countryPeds)]);
  for (const code of pedCodes) ids.set(code, await pedId(db, code));
  const firstPed = [...pedCodes][0] ?? model.pedOverride;
  for (const country of choices.countries) {
    await db
      .insert(countries)
      .values({
        name: country.name,
        iso: country.iso,
        agency: model.agencyIsos.includes(country.iso),
        pedId: ids.get(model.countryPeds[country.iso] ?? firstPed) ?? '',
      })
      .onConflictDoNothing();
  }

  const [pumpType] = await db
    .insert(pumpTypes)
    .values({ name: `${slug} pumps` })
    .returning({ id: pumpTypes.id });
  const [machine] = await db
    .insert(machines)
    .values({ name: `Machine ${slug}`, slug, textKey: `test.${slug}.machine`, pressureClass: 'high' })
    .returning({ id: machines.id });
  const machineId = machine?.id ?? '';
  await db.insert(configurators).values({ machineId, pedOverrideId: ids.get(model.pedOverride) ?? '' });

  for (const [i, line] of choices.dosingLines.entries()) {
    // Pumps running 300–1500 rpm: displacement = max flow × 60 / 1500 gives the offered range.
    const pump = async (side: 'poly' | 'iso') => {
      const maxFlow = line.output?.[side].maxCm3PerS ?? 100;
      const [row] = await db
        .insert(pumps)
        .values({
          name: `${line.name} ${side}`,
          pumpTypeId: pumpType?.id ?? '',
          pressureClass: 'high',
          displacementCm3PerRev: (maxFlow * 60) / 1500,
          minRpm: 300,
          maxRpm: 1500,
          maxPressureBar: 200,
        })
        .returning({ id: pumps.id });
      return row?.id ?? '';
    };
    const [version] = await db
      .insert(machineVersions)
      .values({
        name: line.name,
        description: line.description ?? null,
        polyPumpId: await pump('poly'),
        isoPumpId: await pump('iso'),
        sortOrder: i,
      })
      .returning({ id: machineVersions.id });
    ids.set(line.id, version?.id ?? '');
    await db
      .insert(machineMachineVersions)
      .values({ machineId, machineVersionId: version?.id ?? '', relationType: 'standard' });
  }
  for (const [i, tank] of choices.dayTanks.entries()) {
    const [row] = await db
      .insert(dayTanks)
      .values({ name: tank.name, volumeL: tank.volumeL, textKey: `test.${slug}.tank.${tank.id}` })
      .returning({ id: dayTanks.id });
    ids.set(tank.id, row?.id ?? '');
    await db.insert(configuratorDayTanks).values({ machineId, dayTankId: row?.id ?? '', sortOrder: i });
  }

  // An option with an output range stands for a catalogue mixhead of that range.
  let seriesId: string | undefined;
  const mixheadFor = async (label: string, output: { minGPerS: number; maxGPerS: number }) => {
    if (!seriesId) {
      const [series] = await db
        .insert(mixheadSeries)
        .values({ name: `${slug} mixheads`, pressureClass: 'high' })
        .returning({ id: mixheadSeries.id });
      seriesId = series?.id ?? '';
    }
    const [row] = await db
      .insert(mixheads)
      .values({ name: `${slug} ${label}`, seriesId, ...output, pressureClass: 'high' })
      .returning({ id: mixheads.id });
    return row?.id ?? null;
  };
  const real = (key: string, value: string) =>
    key === 'dosingLine' || key === 'dayTank' ? (ids.get(value) ?? value) : value;
  const optionIds = new Map<string, string>();
  const packages: { optionId: string; targets: { slug: string; optionIds: string[] }[] }[] = [];
  for (const [stepIndex, step] of model.steps.entries()) {
    const [stepRow] = await db
      .insert(configuratorSteps)
      .values({
        machineId,
        slug: step.slug,
        title: step.title,
        textKey: `test.${slug}.step.${step.slug}`,
        sortOrder: stepIndex,
      })
      .returning({ id: configuratorSteps.id });
    for (const [subIndex, subStep] of step.subSteps.entries()) {
      const [subRow] = await db
        .insert(configuratorSubSteps)
        .values({
          stepId: stepRow?.id ?? '',
          machineId,
          slug: subStep.slug,
          title: subStep.title,
          textKey: `test.${slug}.sub.${subStep.slug}`,
          fieldType: subStep.options.fieldType,
          sortOrder: subIndex,
        })
        .returning({ id: configuratorSubSteps.id });
      for (const [optionIndex, option] of subStep.options.data.entries()) {
        const price: Price = option.price;
        const [row] = await db
          .insert(configuratorOptions)
          .values({
            subStepId: subRow?.id ?? '',
            value: option.value,
            label: option.label,
            textKey: `test.${slug}.opt.${subStep.slug}.${option.value}`,
            priceKind: price === null ? 'none' : typeof price === 'number' ? 'fixed' : 'dependent',
            priceCents: typeof price === 'number' ? eurToCents(price) : null,
            priceDependsOn: price !== null && typeof price === 'object' ? price.dependsOn : null,
            articleNumber: `ART-${option.value}`,
            isDefault: option.default === true,
            defaultWhen: option.defaultWhen
              ? Object.fromEntries(
                  Object.entries(option.defaultWhen).map(([key, values]) => [
                    key,
                    values.map((value) => (isBaseChoice(key) ? real(key, value) : value)),
                  ]),
                )
              : null,
            mixheadId: option.output ? await mixheadFor(option.label, option.output) : null,
            sortOrder: optionIndex,
          })
          .returning({ id: configuratorOptions.id });
        const optionId = row?.id ?? '';
        optionIds.set(`${subStep.slug}/${option.value}`, optionId);
        if (price !== null && typeof price === 'object') {
          await db.insert(configuratorOptionPrices).values(
            Object.entries(price.prices).map(([key, eur]) => ({
              optionId,
              key: real(price.dependsOn, key),
              priceCents: eurToCents(eur),
            })),
          );
        }
        const filterRows = Object.entries(option.filter ?? {}).flatMap(([key, values]) =>
          values.map((value) => ({
            optionId,
            filterKey: key,
            value: isBaseChoice(key) ? real(key, value) : value,
          })),
        );
        if (filterRows.length > 0) await db.insert(configuratorOptionFilters).values(filterRows);
        if (option.packageOptions) packages.push({ optionId, targets: option.packageOptions });
      }
    }
  }
  for (const pack of packages) {
    const rows = pack.targets.flatMap((target) =>
      target.optionIds.map((value, i) => ({
        packageOptionId: pack.optionId,
        optionId: optionIds.get(`${target.slug}/${value}`) ?? '',
        sortOrder: i,
      })),
    );
    if (rows.length > 0) await db.insert(configuratorPackageOptions).values(rows);
  }
  if (model.basePrices.length > 0) {
    await db.insert(basePrices).values(
      model.basePrices.map((row) => ({
        machineId,
        machineVersionId: ids.get(row.machineVersionId) ?? '',
        pedId: ids.get(row.pedId) ?? '',
        dayTankId: ids.get(row.dayTankId) ?? '',
        priceCents: eurToCents(row.price),
      })),
    );
  }
  if (model.agencyBasePrices.length > 0) {
    await db.insert(agencyBasePrices).values(
      model.agencyBasePrices.map((row) => ({
        machineId,
        machineVersionId: ids.get(row.machineVersionId) ?? '',
        dayTankId: ids.get(row.dayTankId) ?? '',
        priceCents: eurToCents(row.price),
      })),
    );
  }
  const back = new Map([...ids].map(([symbol, id]) => [id, symbol]));
  return {
    slug,
    machineId,
    ids,
    selection: (symbolic) => ({
      ...symbolic,
      dosingLine: ids.get(symbolic.dosingLine) ?? symbolic.dosingLine,
      dayTank: ids.get(symbolic.dayTank) ?? symbolic.dayTank,
    }),
    symbolic: (id) => back.get(id) ?? id,
  };
}
