// A generated catalogue SCALE times the demo's size (not the demo seed): machines, dosing lines,
// pumps, mixheads, injectors, peripheral equipment, tank farms and formulations, with availability
// matrices as dense per version as the demo's. Deterministic, so every run measures the same data.
import type { RelationType } from '../../src/domain/availability.ts';
import type { Db } from '../../src/server/db/client.ts';
import {
  foamFormulations,
  injectorMaterials,
  injectors,
  injectorTypes,
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
  pumps,
  pumpTypes,
  tankFarmCapacities,
} from '../../src/server/db/schema/index.ts';

/**
 * The demo catalogue's sizes (docs/product.md#operations: about 6 machines, 15 versions, 12 pumps, 10
 * mixheads…).
 */
const DEMO_SIZE = {
  machines: 6,
  versionsPerMachine: 3,
  pumps: 13,
  mixheads: 12,
  injectors: 5,
  peripheralEquipment: 11,
  tankFarmCapacities: 4,
  foamFormulations: 5,
} as const;

const RELATION_TYPES: RelationType[] = ['standardOptimized', 'optionalOptimized', 'standard', 'optional'];
const APPLICATIONS = ['rigid', 'flexible', 'elastomer', 'integralSkin', 'semiRigid', 'coating'] as const;
const CHUNK = 500;

/** A small deterministic generator (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    sample: <T>(list: readonly T[], count: number): T[] => {
      const copy = [...list];
      const out: T[] = [];
      while (out.length < count && copy.length > 0)
        out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
      return out;
    },
  };
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

export type GeneratedSize = Record<string, number>;

export async function insertGeneratedCatalogue(db: Db, scale: number): Promise<GeneratedSize> {
  const rnd = random(20261123);
  const order = (i: number) => (i + 1) * 10;
  return db.transaction(async (tx) => {
    const [axial, gear] = await tx
      .insert(pumpTypes)
      .values([
        { name: 'Axial piston pump', sortOrder: 10 },
        { name: 'Gear pump', sortOrder: 20 },
      ])
      .returning({ id: pumpTypes.id });
    const pumpRows = await tx
      .insert(pumps)
      .values(
        Array.from({ length: DEMO_SIZE.pumps * scale }, (_, i) => {
          const high = i % 3 !== 2;
          const displacement = Math.round((0.5 + rnd.next() * 60) * 10) / 10;
          return {
            name: `${high ? 'AXP' : 'GRP'} ${displacement} #${i + 1}`,
            description: `${displacement} cm³/rev, generated pump ${i + 1} for the portfolio bench.`,
            pumpTypeId: (high ? axial : gear)?.id ?? '',
            pressureClass: high ? ('high' as const) : ('low' as const),
            displacementCm3PerRev: displacement,
            minRpm: 150,
            maxRpm: high ? 1450 : 1200,
            maxPressureBar: high ? 250 : 25,
            sortOrder: order(i),
            // A few are phased out: the pages must hide them.
            availableTo: i % 17 === 16 ? '2024-06' : null,
          };
        }),
      )
      .returning({ id: pumps.id });
    const seriesRows = await tx
      .insert(mixheadSeries)
      .values(
        ['MHS', 'MHL', 'MHZ', 'LDM'].map((name, i) => ({
          name: `${name} series`,
          pressureClass: name === 'LDM' ? ('low' as const) : ('high' as const),
          sortOrder: order(i),
        })),
      )
      .returning({ id: mixheadSeries.id, pressureClass: mixheadSeries.pressureClass });
    const mixheadRows = await tx
      .insert(mixheads)
      .values(
        Array.from({ length: DEMO_SIZE.mixheads * scale }, (_, i) => {
          const series = rnd.pick(seriesRows);
          const min = rnd.int(2, 400);
          return {
            name: `MH ${i + 1}`,
            description: `Generated mixhead ${i + 1}.`,
            seriesId: series.id,
            minGPerS: min,
            maxGPerS: min * rnd.int(5, 10),
            components: rnd.int(2, 4),
            pressureClass: series.pressureClass,
            sortOrder: order(i),
          };
        }),
      )
      .returning({ id: mixheads.id });
    const [type] = await tx
      .insert(injectorTypes)
      .values({ name: 'Pouring nozzle' })
      .returning({ id: injectorTypes.id });
    const [material] = await tx
      .insert(injectorMaterials)
      .values({ name: 'Stainless steel' })
      .returning({ id: injectorMaterials.id });
    const injectorRows = await tx
      .insert(injectors)
      .values(
        Array.from({ length: DEMO_SIZE.injectors * scale }, (_, i) => ({
          name: `Injector ${i + 1}`,
          typeId: type?.id ?? '',
          materialId: material?.id ?? '',
          nozzleDiameterMm: rnd.int(2, 16),
          sortOrder: order(i),
        })),
      )
      .returning({ id: injectors.id });
    const peripheralTypes = await tx
      .insert(peripheralEquipmentTypes)
      .values(
        Array.from({ length: 7 }, (_, i) => ({
          name: `Equipment type ${i + 1}`,
          category: i < 4 ? ('machineComponents' as const) : ('preConditioning' as const),
          description: `Generated equipment type ${i + 1}.`,
          sortOrder: order(i),
        })),
      )
      .returning({ id: peripheralEquipmentTypes.id });
    const peripheralRows = await tx
      .insert(peripheralEquipment)
      .values(
        Array.from({ length: DEMO_SIZE.peripheralEquipment * scale }, (_, i) => ({
          name: `Equipment ${i + 1}`,
          description: `Generated peripheral equipment ${i + 1}.`,
          typeId: rnd.pick(peripheralTypes).id,
          sortOrder: order(i),
        })),
      )
      .returning({ id: peripheralEquipment.id });
    const tankFarmRows = await tx
      .insert(tankFarmCapacities)
      .values(
        Array.from({ length: DEMO_SIZE.tankFarmCapacities * scale }, (_, i) => ({
          name: `Tank farm ${i + 1}`,
          tanks: rnd.int(1, 8),
          tankVolumeL: rnd.int(1, 20) * 500,
          sortOrder: order(i),
        })),
      )
      .returning({ id: tankFarmCapacities.id });
    await tx.insert(foamFormulations).values(
      Array.from({ length: DEMO_SIZE.foamFormulations * scale }, (_, i) => ({
        name: `Formulation ${i + 1}`,
        application: rnd.pick(APPLICATIONS),
        isoPartsPer100Poly: rnd.int(20, 150),
        densityPoly: 1 + rnd.int(0, 20) / 100,
        densityIso: 1.1 + rnd.int(0, 15) / 100,
        viscosityPolyMPas: rnd.int(100, 2000),
        viscosityIsoMPas: rnd.int(40, 1500),
        processingTemperatureC: rnd.int(20, 60),
        sortOrder: order(i),
      })),
    );

    const machineRows = await tx
      .insert(machines)
      .values(
        Array.from({ length: DEMO_SIZE.machines * scale }, (_, i) => ({
          name: `Machine ${i + 1}`,
          slug: `machine-${i + 1}`,
          textKey: `machine.generated-${i + 1}.description`,
          description: `Generated machine platform ${i + 1}.`,
          pressureClass: i % 3 === 2 ? ('low' as const) : ('high' as const),
          components: rnd.int(2, 3),
          applications: rnd.sample(APPLICATIONS, rnd.int(1, 3)),
          comingSoon: i % 11 === 10,
          sortOrder: order(i),
        })),
      )
      .returning({ id: machines.id });
    const versionRows = await tx
      .insert(machineVersions)
      .values(
        machineRows.flatMap((_, m) =>
          Array.from({ length: DEMO_SIZE.versionsPerMachine }, (__, v) => ({
            name: `Machine ${m + 1} / ${v + 1}`,
            description: `Dosing line ${v + 1} of generated machine ${m + 1}.`,
            polyPumpId: rnd.pick(pumpRows).id,
            isoPumpId: rnd.pick(pumpRows).id,
            sortOrder: order(m * DEMO_SIZE.versionsPerMachine + v),
          })),
        ),
      )
      .returning({ id: machineVersions.id });

    const relation = () => rnd.pick(RELATION_TYPES);
    const pairs = <T extends { id: string }>(items: T[], count: () => number) =>
      versionRows.flatMap((version) =>
        rnd.sample(items, count()).map((item) => ({ version: version.id, item: item.id })),
      );
    const machineLinks = versionRows.map((version, i) => ({
      machineId: machineRows[Math.floor(i / DEMO_SIZE.versionsPerMachine)]?.id ?? '',
      machineVersionId: version.id,
      relationType: relation(),
    }));
    await insertChunks(machineLinks, (chunk) => tx.insert(machineMachineVersions).values(chunk));
    const matrices = [
      [pumpRows, () => rnd.int(2, 3), machineVersionPumps, 'pumpId'],
      [mixheadRows, () => rnd.int(1, 3), machineVersionMixheads, 'mixheadId'],
      [peripheralRows, () => rnd.int(5, 9), machineVersionPeripheralEquipment, 'peripheralEquipmentId'],
      [tankFarmRows, () => rnd.int(1, 4), machineVersionTankFarmCapacities, 'tankFarmCapacityId'],
      [injectorRows, () => rnd.int(1, 4), machineVersionInjectors, 'injectorId'],
    ] as const;
    let relations = machineLinks.length;
    for (const [items, count, table, column] of matrices) {
      const rows = pairs(items as { id: string }[], count).map(({ version, item }) => ({
        machineVersionId: version,
        [column]: item,
        relationType: relation(),
      }));
      relations += rows.length;
      // biome-ignore lint/suspicious/noExplicitAny: five matrix tables of the same shape, one loop.
      await insertChunks(rows, (chunk) => tx.insert(table as any).values(chunk));
    }
    return {
      machines: machineRows.length,
      machineVersions: versionRows.length,
      pumps: pumpRows.length,
      mixheads: mixheadRows.length,
      injectors: injectorRows.length,
      peripheralEquipment: peripheralRows.length,
      tankFarmCapacities: tankFarmRows.length,
      relations,
    };
  });
}
