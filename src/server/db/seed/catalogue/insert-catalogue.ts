// Inserts the demo catalogue (everything but the configurator models) and returns the ids the
// configurators refer to.
import type { RelationType } from '../../../../domain/availability.ts';
import type { Db } from '../../client.ts';
import { dosingLineTextKey } from '../../queries/configurator-model.ts';
import {
  cleaningMethods,
  controlPlatforms,
  countries,
  dayTanks,
  filters,
  foamFormulations,
  fuses,
  hoseLines,
  injectorMaterials,
  injectors,
  injectorTypes,
  languages,
  machineMachineVersions,
  machines,
  machineVersionInjectors,
  machineVersionMixheads,
  machineVersionPeripheralEquipment,
  machineVersionPumps,
  machineVersions,
  machineVersionTankFarmCapacities,
  mixheadSeries,
  mixheads,
  peripheralEquipment,
  peripheralEquipmentTypes,
  pressureEquipmentDirectives,
  pumps,
  pumpTypes,
  tankFarmCapacities,
  tankFarmEquipment,
} from '../../schema/index.ts';
import { MACHINE_PICTURES } from './machine-pictures.ts';
import { MACHINES, MIXHEAD_SERIES, MIXHEADS, PUMP_TYPES, PUMPS, versionRangeGPerS } from './machines-data.ts';
import { DAY_TANK, fill, type Phrase } from './phrases.ts';
import {
  CLEANING_METHODS,
  CONTROL_PLATFORMS,
  COUNTRIES,
  DAY_TANKS,
  FILTERS,
  FOAM_FORMULATIONS,
  FUSES,
  HOSE_LINES,
  INJECTOR_MATERIALS,
  INJECTOR_TYPES,
  INJECTORS,
  LANGUAGES,
  PEDS,
  PERIPHERAL_EQUIPMENT,
  PERIPHERAL_TYPES,
  TANK_FARM_CAPACITIES,
  TANK_FARM_EQUIPMENT,
} from './reference-data.ts';

export type CatalogueIds = {
  peds: Map<string, string>;
  dayTanks: Map<number, string>;
  machines: Map<string, string>;
  /** machine slug → its versions, in catalogue order */
  versionsOf: Map<string, { id: string; name: string; maxGPerS: number }[]>;
  /** machine version id → mixhead names related to it */
  mixheadsOf: Map<string, string[]>;
  /** mixhead name → id */
  mixheads: Map<string, string>;
  /** texts outside the configurator models that the public configurator shows */
  texts: { key: string; phrase: Phrase }[];
};

function byName<T extends { id: string; name: string }>(rows: T[]): Map<string, string> {
  return new Map(rows.map((row) => [row.name, row.id]));
}

function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo catalogue: unknown reference ${String(key)}`);
  return value;
}

const sortOrders = <T>(items: readonly T[]) => items.map((item, i) => ({ item, sortOrder: (i + 1) * 10 }));

export async function insertCatalogue(tx: Db): Promise<CatalogueIds> {
  const texts: CatalogueIds['texts'] = [];
  await tx
    .insert(languages)
    .values(LANGUAGES.map(([code, name], i) => ({ code, name, sortOrder: (i + 1) * 10 })));
  const pedRows = await tx
    .insert(pressureEquipmentDirectives)
    .values(sortOrders(PEDS).map(({ item, sortOrder }) => ({ ...item, sortOrder })))
    .returning({ id: pressureEquipmentDirectives.id, code: pressureEquipmentDirectives.code });
  const peds = new Map(pedRows.map((row) => [row.code, row.id]));
  await tx.insert(countries).values(
    COUNTRIES.map((country, i) => ({
      iso: country.iso,
      name: country.name,
      pedId: need(peds, country.ped),
      agency: country.agency === true,
      sortOrder: (i + 1) * 10,
    })),
  );
  const fuseIds = byName(
    await tx
      .insert(fuses)
      .values(sortOrders(FUSES).map(({ item, sortOrder }) => ({ ...item, sortOrder })))
      .returning({ id: fuses.id, name: fuses.name }),
  );
  const platformIds = byName(
    await tx
      .insert(controlPlatforms)
      .values(sortOrders(CONTROL_PLATFORMS).map(({ item, sortOrder }) => ({ ...item, sortOrder })))
      .returning({ id: controlPlatforms.id, name: controlPlatforms.name }),
  );
  const tankRows = await tx
    .insert(dayTanks)
    .values(
      DAY_TANKS.map((volumeL, i) => ({
        name: fill(DAY_TANK, { n: volumeL }).en,
        description: `Two stainless steel day tanks of ${volumeL} l each, with sight glass and breather.`,
        volumeL,
        textKey: `day-tank.${volumeL}`,
        sortOrder: (i + 1) * 10,
      })),
    )
    .returning({ id: dayTanks.id, volumeL: dayTanks.volumeL, textKey: dayTanks.textKey });
  for (const row of tankRows) texts.push({ key: row.textKey, phrase: fill(DAY_TANK, { n: row.volumeL }) });
  await tx.insert(hoseLines).values(
    HOSE_LINES.map((hose, i) => ({
      name: `Hose line set ${hose.lengthM} m${hose.heated ? ', heated' : ''}`,
      description: `Poly and iso hoses of ${hose.lengthM} m with return lines.`,
      lengthM: hose.lengthM,
      heated: hose.heated,
      sortOrder: (i + 1) * 10,
    })),
  );
  await tx.insert(filters).values(sortOrders(FILTERS).map(({ item, sortOrder }) => ({ ...item, sortOrder })));
  await tx
    .insert(cleaningMethods)
    .values(sortOrders(CLEANING_METHODS).map(({ item, sortOrder }) => ({ ...item, sortOrder })));
  await tx
    .insert(foamFormulations)
    .values(sortOrders(FOAM_FORMULATIONS).map(({ item, sortOrder }) => ({ ...item, sortOrder })));

  const pumpTypeIds = byName(
    await tx
      .insert(pumpTypes)
      .values(sortOrders(PUMP_TYPES).map(({ item, sortOrder }) => ({ ...item, sortOrder })))
      .returning({ id: pumpTypes.id, name: pumpTypes.name }),
  );
  const pumpIds = byName(
    await tx
      .insert(pumps)
      .values(
        sortOrders(PUMPS).map(({ item, sortOrder }) => ({
          name: item.name,
          description: `${item.displacementCm3PerRev} cm³/rev, ${item.minRpm}–${item.maxRpm} rpm at 50 Hz, up to ${item.maxPressureBar} bar.`,
          pumpTypeId: need(pumpTypeIds, item.type),
          pressureClass: item.pressureClass,
          displacementCm3PerRev: item.displacementCm3PerRev,
          minRpm: item.minRpm,
          maxRpm: item.maxRpm,
          maxPressureBar: item.maxPressureBar,
          sortOrder,
        })),
      )
      .returning({ id: pumps.id, name: pumps.name }),
  );
  const seriesRows = await tx
    .insert(mixheadSeries)
    .values(sortOrders(MIXHEAD_SERIES).map(({ item, sortOrder }) => ({ ...item, sortOrder })))
    .returning({
      id: mixheadSeries.id,
      name: mixheadSeries.name,
      pressureClass: mixheadSeries.pressureClass,
    });
  const mixheadIds = byName(
    await tx
      .insert(mixheads)
      .values(
        sortOrders(MIXHEADS).map(({ item, sortOrder }) => {
          const series = seriesRows.find((row) => row.name === item.series);
          if (!series) throw new Error(`demo catalogue: unknown series ${item.series}`);
          return {
            name: item.name,
            description: `${item.minGPerS}–${item.maxGPerS} g/s, ${item.components} components.`,
            seriesId: series.id,
            minGPerS: item.minGPerS,
            maxGPerS: item.maxGPerS,
            components: item.components,
            pressureClass: series.pressureClass,
            availableTo: item.availableTo ?? null,
            useInConfigurator: item.availableTo === undefined,
            sortOrder,
          };
        }),
      )
      .returning({ id: mixheads.id, name: mixheads.name }),
  );
  const injectorTypeIds = byName(
    await tx
      .insert(injectorTypes)
      .values(INJECTOR_TYPES.map((name, i) => ({ name, sortOrder: (i + 1) * 10 })))
      .returning({ id: injectorTypes.id, name: injectorTypes.name }),
  );
  const injectorMaterialIds = byName(
    await tx
      .insert(injectorMaterials)
      .values(INJECTOR_MATERIALS.map((name, i) => ({ name, sortOrder: (i + 1) * 10 })))
      .returning({ id: injectorMaterials.id, name: injectorMaterials.name }),
  );
  const injectorRows = await tx
    .insert(injectors)
    .values(
      sortOrders(INJECTORS).map(({ item, sortOrder }) => ({
        name: item.name,
        description: `${item.type} with ${item.nozzleDiameterMm} mm bore for ${item.pressure}-pressure machines.`,
        typeId: need(injectorTypeIds, item.type),
        materialId: need(injectorMaterialIds, item.material),
        nozzleDiameterMm: item.nozzleDiameterMm,
        sortOrder,
      })),
    )
    .returning({ id: injectors.id, name: injectors.name });
  const peripheralTypeIds = byName(
    await tx
      .insert(peripheralEquipmentTypes)
      .values(sortOrders(PERIPHERAL_TYPES).map(({ item, sortOrder }) => ({ ...item, sortOrder })))
      .returning({ id: peripheralEquipmentTypes.id, name: peripheralEquipmentTypes.name }),
  );
  const peripheralRows = await tx
    .insert(peripheralEquipment)
    .values(
      sortOrders(PERIPHERAL_EQUIPMENT).map(({ item, sortOrder }) => ({
        name: item.name,
        description: `${item.type}: ${item.name}.`,
        typeId: need(peripheralTypeIds, item.type),
        availableTo: 'availableTo' in item ? item.availableTo : null,
        sortOrder,
      })),
    )
    .returning({ id: peripheralEquipment.id, name: peripheralEquipment.name });
  const tankFarmRows = await tx
    .insert(tankFarmCapacities)
    .values(
      sortOrders(TANK_FARM_CAPACITIES).map(({ item, sortOrder }) => ({
        name: item.name,
        description: `${item.tanks} tanks of ${item.tankVolumeL.toLocaleString('en')} l for poly and iso.`,
        tanks: item.tanks,
        tankVolumeL: item.tankVolumeL,
        sortOrder,
      })),
    )
    .returning({ id: tankFarmCapacities.id, name: tankFarmCapacities.name });
  await tx
    .insert(tankFarmEquipment)
    .values(sortOrders(TANK_FARM_EQUIPMENT).map(({ item, sortOrder }) => ({ ...item, sortOrder })));

  const machineRows = await tx
    .insert(machines)
    .values(
      sortOrders(MACHINES).map(({ item, sortOrder }) => ({
        name: item.name,
        slug: item.slug,
        description: item.description.en,
        textKey: `machine.${item.slug}.description`,
        comingSoon: item.comingSoon === true,
        useInConfigurator: true,
        image: MACHINE_PICTURES[item.slug] ?? null,
        pressureClass: item.pressureClass,
        components: item.components,
        applications: item.applications,
        sortOrder,
      })),
    )
    .returning({ id: machines.id, slug: machines.slug, textKey: machines.textKey });
  const machineIds = new Map(machineRows.map((row) => [row.slug, row.id]));
  for (const machine of MACHINES) {
    texts.push({ key: `machine.${machine.slug}.description`, phrase: machine.description });
  }

  const versionsOf: CatalogueIds['versionsOf'] = new Map();
  const mixheadsOf: CatalogueIds['mixheadsOf'] = new Map();
  const relations = {
    machine: [] as (typeof machineMachineVersions.$inferInsert)[],
    pump: [] as (typeof machineVersionPumps.$inferInsert)[],
    mixhead: [] as (typeof machineVersionMixheads.$inferInsert)[],
    peripheral: [] as (typeof machineVersionPeripheralEquipment.$inferInsert)[],
    tankFarm: [] as (typeof machineVersionTankFarmCapacities.$inferInsert)[],
    injector: [] as (typeof machineVersionInjectors.$inferInsert)[],
  };
  let versionOrder = 0;
  for (const machine of MACHINES) {
    const list: { id: string; name: string; maxGPerS: number }[] = [];
    for (const spec of machine.versions) {
      versionOrder += 10;
      const [min, max] = versionRangeGPerS(spec);
      const [row] = await tx
        .insert(machineVersions)
        .values({
          name: spec.name,
          description: spec.description.en,
          polyPumpId: need(pumpIds, spec.poly),
          isoPumpId: need(pumpIds, spec.iso),
          controlPlatformId: need(platformIds, spec.controlPlatform),
          fuseId: need(fuseIds, spec.fuse),
          useInConfigurator: machine.comingSoon !== true,
          sortOrder: versionOrder,
        })
        .returning({ id: machineVersions.id });
      if (!row) throw new Error('demo catalogue: machine version not inserted');
      const id = row.id;
      texts.push({ key: dosingLineTextKey(id), phrase: spec.description });
      list.push({ id, name: spec.name, maxGPerS: max });
      mixheadsOf.set(
        id,
        spec.mixheads.map(([name]) => name),
      );
      relations.machine.push({
        machineId: need(machineIds, machine.slug),
        machineVersionId: id,
        relationType: spec.relationType,
      });
      for (const pumpName of new Set([spec.poly, spec.iso])) {
        relations.pump.push({
          machineVersionId: id,
          pumpId: need(pumpIds, pumpName),
          relationType: 'standardOptimized',
        });
      }
      const bigger = nextPump(spec.poly);
      if (bigger && bigger !== spec.iso) {
        relations.pump.push({
          machineVersionId: id,
          pumpId: need(pumpIds, bigger),
          relationType: 'optional',
        });
      }
      for (const [name, relationType] of spec.mixheads) {
        relations.mixhead.push({ machineVersionId: id, mixheadId: need(mixheadIds, name), relationType });
      }
      for (const [i, item] of PERIPHERAL_EQUIPMENT.entries()) {
        const peripheral = peripheralRows[i];
        if (!peripheral || max < item.minSize || min > item.maxSize) continue;
        relations.peripheral.push({
          machineVersionId: id,
          peripheralEquipmentId: peripheral.id,
          relationType: PERIPHERAL_RELATION[item.type],
        });
      }
      const farms = TANK_FARM_CAPACITIES.flatMap((farm, i) => (max >= farm.minSize ? [tankFarmRows[i]] : []));
      farms.forEach((farm, i) => {
        if (!farm) return;
        relations.tankFarm.push({
          machineVersionId: id,
          tankFarmCapacityId: farm.id,
          relationType: i === farms.length - 1 ? 'optionalOptimized' : 'optional',
        });
      });
      for (const [i, item] of INJECTORS.entries()) {
        const injector = injectorRows[i];
        if (!injector || item.pressure !== machine.pressureClass) continue;
        const fits = item.nozzleDiameterMm >= 8 ? max >= 150 : max < 700;
        if (fits) {
          relations.injector.push({
            machineVersionId: id,
            injectorId: injector.id,
            relationType: item.nozzleDiameterMm >= 8 ? 'standard' : 'optional',
          });
        }
      }
    }
    versionsOf.set(machine.slug, list);
  }
  await tx.insert(machineMachineVersions).values(relations.machine);
  await tx.insert(machineVersionPumps).values(relations.pump);
  await tx.insert(machineVersionMixheads).values(relations.mixhead);
  await tx.insert(machineVersionPeripheralEquipment).values(relations.peripheral);
  await tx.insert(machineVersionTankFarmCapacities).values(relations.tankFarm);
  await tx.insert(machineVersionInjectors).values(relations.injector);

  return {
    peds,
    dayTanks: new Map(tankRows.map((row) => [row.volumeL, row.id])),
    machines: machineIds,
    versionsOf,
    mixheadsOf,
    mixheads: mixheadIds,
    texts,
  };
}

const PERIPHERAL_RELATION: Record<(typeof PERIPHERAL_EQUIPMENT)[number]['type'], RelationType> = {
  Agitators: 'standard',
  'Temperature control units': 'optionalOptimized',
  'Level monitoring': 'standardOptimized',
  'Swivel booms': 'optional',
  'Premix stations': 'optional',
  'Material conditioning': 'optional',
  'Drum and IBC unloading': 'optional',
};

/** The next size of the same pump family: offered as the optional upgrade of a version. */
function nextPump(name: string): string | undefined {
  const index = PUMPS.findIndex((pump) => pump.name === name);
  const pump = PUMPS[index];
  const next = PUMPS[index + 1];
  return pump && next && next.type === pump.type ? next.name : undefined;
}
