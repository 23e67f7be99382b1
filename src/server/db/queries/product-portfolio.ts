// GET /api/product-portfolio (docs/product.md#catalogue, #availability): every portfolio list with its
// availability relations (and the foam formulations the machine finder sizes for), built
// from a fixed number of queries whatever the catalogue's size.
import { asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isAvailable, type RelationType } from '../../../domain/availability.ts';
import type { Db } from '../client.ts';
import {
  controlPlatforms,
  type FoamApplication,
  foamFormulations,
  fuses,
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
  type PeripheralCategory,
  peripheralEquipment,
  peripheralEquipmentTypes,
  pumps,
  pumpTypes,
  tankFarmCapacities,
} from '../schema/index.ts';
import { machineColumns, machineOrder } from './machine-columns.ts';

/** An availability relation to an item of another list (docs/product.md#availability). */
type Relation = { id: string; relationType: RelationType };

type Item = {
  id: string;
  name: string;
  description: string | null;
  sortOrder: number;
  availableTo: string | null;
};
type Named = { id: string; name: string };

export type PumpSummary = Named & { displacementCm3PerRev: number; minRpm: number; maxRpm: number };

type PortfolioMachine = Item & {
  slug: string;
  comingSoon: boolean;
  useInConfigurator: boolean;
  image: string | null;
  pressureClass: 'low' | 'high';
  components: number;
  applications: string[];
  machineVersions: Relation[];
};

type PortfolioMachineVersion = Item & {
  useInConfigurator: boolean;
  polyPump: PumpSummary;
  isoPump: PumpSummary;
  controlPlatform: Named | null;
  fuse: (Named & { amperes: number }) | null;
  machines: Relation[];
  pumps: Relation[];
  mixheads: Relation[];
  peripheralEquipment: Relation[];
  tankFarmCapacities: Relation[];
  injectors: Relation[];
};

type PortfolioPump = Item & {
  useInConfigurator: boolean;
  pumpType: Named;
  pressureClass: 'low' | 'high';
  displacementCm3PerRev: number;
  minRpm: number;
  maxRpm: number;
  maxPressureBar: number;
  machineVersions: Relation[];
};

type PortfolioMixhead = Item & {
  useInConfigurator: boolean;
  series: Named & { pressureClass: 'low' | 'high' };
  minGPerS: number;
  maxGPerS: number;
  components: number;
  pressureClass: 'low' | 'high';
  machineVersions: Relation[];
};

type PortfolioInjector = Item & {
  useInConfigurator: boolean;
  type: Named;
  material: Named;
  nozzleDiameterMm: number | null;
  machineVersions: Relation[];
};

type PortfolioPeripheralEquipment = Item & {
  useInConfigurator: boolean;
  type: Named & { category: PeripheralCategory; description: string | null };
  machineVersions: Relation[];
};

type PortfolioTankFarmCapacity = Item & {
  tanks: number;
  tankVolumeL: number;
  machineVersions: Relation[];
};

/** Foam formulation (docs/product.md#catalogue): what the machine finder sizes machines for. */
type PortfolioFoamFormulation = Item & {
  application: FoamApplication;
  /** mix ratio by weight poly:iso = 100:R */
  isoPartsPer100Poly: number;
  /** g/cm³ */
  densityPoly: number;
  densityIso: number;
  /** mPa·s at the processing temperature */
  viscosityPolyMPas: number;
  viscosityIsoMPas: number;
  processingTemperatureC: number;
};

export type ProductPortfolio = {
  machines: PortfolioMachine[];
  machineVersions: PortfolioMachineVersion[];
  pumps: PortfolioPump[];
  mixheads: PortfolioMixhead[];
  injectors: PortfolioInjector[];
  peripheralEquipment: PortfolioPeripheralEquipment[];
  tankFarmCapacities: PortfolioTankFarmCapacity[];
  foamFormulations: PortfolioFoamFormulation[];
};

type Pair = { left: string; right: string; relationType: RelationType };

/**
 * Both directions of a matrix, each side keeping only partners that are themselves listed, in the
 * partner list's order, so that the serialised bytes (and their ETag) are the same on every instance.
 */
function sides(pairs: Pair[], leftIds: string[], rightIds: string[]) {
  const leftAt = new Map(leftIds.map((id, i) => [id, i]));
  const rightAt = new Map(rightIds.map((id, i) => [id, i]));
  const listed = pairs.filter(({ left, right }) => leftAt.has(left) && rightAt.has(right));
  const byLeft = new Map<string, Relation[]>();
  const byRight = new Map<string, Relation[]>();
  const at = (map: Map<string, number>, id: string) => map.get(id) ?? 0;
  for (const { left, right, relationType } of [...listed].sort(
    (a, b) => at(rightAt, a.right) - at(rightAt, b.right),
  )) {
    push(byLeft, left, { id: right, relationType });
  }
  for (const { left, right, relationType } of listed.sort(
    (a, b) => at(leftAt, a.left) - at(leftAt, b.left),
  )) {
    push(byRight, right, { id: left, relationType });
  }
  return { of: (id: string) => byLeft.get(id) ?? [], back: (id: string) => byRight.get(id) ?? [] };
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

type CatalogueItemTable =
  | typeof machineVersions
  | typeof pumps
  | typeof mixheads
  | typeof injectors
  | typeof peripheralEquipment
  | typeof tankFarmCapacities
  | typeof foamFormulations;

const itemColumns = <T extends CatalogueItemTable>(t: T) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  sortOrder: t.sortOrder,
  availableTo: t.availableTo,
});

export async function loadProductPortfolio(db: Db, options: { now?: Date } = {}): Promise<ProductPortfolio> {
  const now = options.now ?? new Date();
  const visible = <T extends { availableTo: string | null }>(rows: T[]) =>
    rows.filter((row) => isAvailable(row.availableTo, now));
  const polyPump = alias(pumps, 'poly_pump');
  const isoPump = alias(pumps, 'iso_pump');

  const machineRows = visible(
    await db
      .select(machineColumns)
      .from(machines)
      .orderBy(...machineOrder),
  );
  const versionRows = visible(
    await db
      .select({
        ...itemColumns(machineVersions),
        useInConfigurator: machineVersions.useInConfigurator,
        polyPump: {
          id: polyPump.id,
          name: polyPump.name,
          displacementCm3PerRev: polyPump.displacementCm3PerRev,
          minRpm: polyPump.minRpm,
          maxRpm: polyPump.maxRpm,
        },
        isoPump: {
          id: isoPump.id,
          name: isoPump.name,
          displacementCm3PerRev: isoPump.displacementCm3PerRev,
          minRpm: isoPump.minRpm,
          maxRpm: isoPump.maxRpm,
        },
        controlPlatformId: controlPlatforms.id,
        controlPlatformName: controlPlatforms.name,
        fuseId: fuses.id,
        fuseName: fuses.name,
        fuseAmperes: fuses.amperes,
      })
      .from(machineVersions)
      .innerJoin(polyPump, eq(polyPump.id, machineVersions.polyPumpId))
      .innerJoin(isoPump, eq(isoPump.id, machineVersions.isoPumpId))
      .leftJoin(controlPlatforms, eq(controlPlatforms.id, machineVersions.controlPlatformId))
      .leftJoin(fuses, eq(fuses.id, machineVersions.fuseId))
      .orderBy(asc(machineVersions.sortOrder), asc(machineVersions.name)),
  );
  const pumpRows = visible(
    await db
      .select({
        ...itemColumns(pumps),
        useInConfigurator: pumps.useInConfigurator,
        pumpType: { id: pumpTypes.id, name: pumpTypes.name },
        pressureClass: pumps.pressureClass,
        displacementCm3PerRev: pumps.displacementCm3PerRev,
        minRpm: pumps.minRpm,
        maxRpm: pumps.maxRpm,
        maxPressureBar: pumps.maxPressureBar,
      })
      .from(pumps)
      .innerJoin(pumpTypes, eq(pumpTypes.id, pumps.pumpTypeId))
      .orderBy(asc(pumps.sortOrder), asc(pumps.name)),
  );
  const mixheadRows = visible(
    await db
      .select({
        ...itemColumns(mixheads),
        useInConfigurator: mixheads.useInConfigurator,
        series: {
          id: mixheadSeries.id,
          name: mixheadSeries.name,
          pressureClass: mixheadSeries.pressureClass,
        },
        minGPerS: mixheads.minGPerS,
        maxGPerS: mixheads.maxGPerS,
        components: mixheads.components,
        pressureClass: mixheads.pressureClass,
      })
      .from(mixheads)
      .innerJoin(mixheadSeries, eq(mixheadSeries.id, mixheads.seriesId))
      .orderBy(asc(mixheads.sortOrder), asc(mixheads.name)),
  );
  const injectorRows = visible(
    await db
      .select({
        ...itemColumns(injectors),
        useInConfigurator: injectors.useInConfigurator,
        type: { id: injectorTypes.id, name: injectorTypes.name },
        material: { id: injectorMaterials.id, name: injectorMaterials.name },
        nozzleDiameterMm: injectors.nozzleDiameterMm,
      })
      .from(injectors)
      .innerJoin(injectorTypes, eq(injectorTypes.id, injectors.typeId))
      .innerJoin(injectorMaterials, eq(injectorMaterials.id, injectors.materialId))
      .orderBy(asc(injectors.sortOrder), asc(injectors.name)),
  );
  const peripheralRows = visible(
    await db
      .select({
        ...itemColumns(peripheralEquipment),
        useInConfigurator: peripheralEquipment.useInConfigurator,
        type: {
          id: peripheralEquipmentTypes.id,
          name: peripheralEquipmentTypes.name,
          category: peripheralEquipmentTypes.category,
          description: peripheralEquipmentTypes.description,
        },
      })
      .from(peripheralEquipment)
      .innerJoin(peripheralEquipmentTypes, eq(peripheralEquipmentTypes.id, peripheralEquipment.typeId))
      .orderBy(
        asc(peripheralEquipmentTypes.sortOrder),
        asc(peripheralEquipment.sortOrder),
        asc(peripheralEquipment.name),
      ),
  );
  const tankFarmRows = visible(
    await db
      .select({
        ...itemColumns(tankFarmCapacities),
        tanks: tankFarmCapacities.tanks,
        tankVolumeL: tankFarmCapacities.tankVolumeL,
      })
      .from(tankFarmCapacities)
      .orderBy(asc(tankFarmCapacities.sortOrder), asc(tankFarmCapacities.name)),
  );

  const formulationRows = visible(
    await db
      .select({
        ...itemColumns(foamFormulations),
        application: foamFormulations.application,
        isoPartsPer100Poly: foamFormulations.isoPartsPer100Poly,
        densityPoly: foamFormulations.densityPoly,
        densityIso: foamFormulations.densityIso,
        viscosityPolyMPas: foamFormulations.viscosityPolyMPas,
        viscosityIsoMPas: foamFormulations.viscosityIsoMPas,
        processingTemperatureC: foamFormulations.processingTemperatureC,
      })
      .from(foamFormulations)
      .orderBy(asc(foamFormulations.sortOrder), asc(foamFormulations.name)),
  );

  const m = machineMachineVersions;
  const machinePairs = await db
    .select({ left: m.machineId, right: m.machineVersionId, relationType: m.relationType })
    .from(m);
  const pumpPairs = await db
    .select({
      left: machineVersionPumps.machineVersionId,
      right: machineVersionPumps.pumpId,
      relationType: machineVersionPumps.relationType,
    })
    .from(machineVersionPumps);
  const mixheadPairs = await db
    .select({
      left: machineVersionMixheads.machineVersionId,
      right: machineVersionMixheads.mixheadId,
      relationType: machineVersionMixheads.relationType,
    })
    .from(machineVersionMixheads);
  const peripheralPairs = await db
    .select({
      left: machineVersionPeripheralEquipment.machineVersionId,
      right: machineVersionPeripheralEquipment.peripheralEquipmentId,
      relationType: machineVersionPeripheralEquipment.relationType,
    })
    .from(machineVersionPeripheralEquipment);
  const tankFarmPairs = await db
    .select({
      left: machineVersionTankFarmCapacities.machineVersionId,
      right: machineVersionTankFarmCapacities.tankFarmCapacityId,
      relationType: machineVersionTankFarmCapacities.relationType,
    })
    .from(machineVersionTankFarmCapacities);
  const injectorPairs = await db
    .select({
      left: machineVersionInjectors.machineVersionId,
      right: machineVersionInjectors.injectorId,
      relationType: machineVersionInjectors.relationType,
    })
    .from(machineVersionInjectors);

  const ids = (rows: { id: string }[]) => rows.map((row) => row.id);
  const versionIds = ids(versionRows);
  const machineMatrix = sides(machinePairs, ids(machineRows), versionIds);
  const pumpMatrix = sides(pumpPairs, versionIds, ids(pumpRows));
  const mixheadMatrix = sides(mixheadPairs, versionIds, ids(mixheadRows));
  const peripheralMatrix = sides(peripheralPairs, versionIds, ids(peripheralRows));
  const tankFarmMatrix = sides(tankFarmPairs, versionIds, ids(tankFarmRows));
  const injectorMatrix = sides(injectorPairs, versionIds, ids(injectorRows));

  return {
    // The portfolio shows English texts: no translation key.
    machines: machineRows.map(({ textKey: _textKey, ...row }) => ({
      ...row,
      machineVersions: machineMatrix.of(row.id),
    })),
    machineVersions: versionRows.map(
      ({ controlPlatformId, controlPlatformName, fuseId, fuseName, fuseAmperes, ...row }) => ({
        ...row,
        controlPlatform:
          controlPlatformId && controlPlatformName
            ? { id: controlPlatformId, name: controlPlatformName }
            : null,
        fuse:
          fuseId && fuseName && fuseAmperes !== null
            ? { id: fuseId, name: fuseName, amperes: fuseAmperes }
            : null,
        machines: machineMatrix.back(row.id),
        pumps: pumpMatrix.of(row.id),
        mixheads: mixheadMatrix.of(row.id),
        peripheralEquipment: peripheralMatrix.of(row.id),
        tankFarmCapacities: tankFarmMatrix.of(row.id),
        injectors: injectorMatrix.of(row.id),
      }),
    ),
    pumps: pumpRows.map((row) => ({ ...row, machineVersions: pumpMatrix.back(row.id) })),
    mixheads: mixheadRows.map((row) => ({ ...row, machineVersions: mixheadMatrix.back(row.id) })),
    injectors: injectorRows.map((row) => ({ ...row, machineVersions: injectorMatrix.back(row.id) })),
    peripheralEquipment: peripheralRows.map((row) => ({
      ...row,
      machineVersions: peripheralMatrix.back(row.id),
    })),
    tankFarmCapacities: tankFarmRows.map((row) => ({ ...row, machineVersions: tankFarmMatrix.back(row.id) })),
    foamFormulations: formulationRows,
  };
}
