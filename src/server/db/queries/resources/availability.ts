// The availability matrix of a machine (admin machines/{machineId}, docs/product.md#availability): which
// machine versions it offers, and for each version which pumps, mixheads, injectors, peripheral equipment and
// tank-farm capacities, each as one of the four relation types (no entry: Not Available). Written as a whole,
// guarded by the machine's version and by the version of every machine version whose rows change.
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { availabilityLabel, type RelationType } from '../../../../domain/availability.ts';
import type { Db } from '../../client.ts';
import {
  injectors,
  machineMachineVersions,
  machines,
  machineVersionInjectors,
  machineVersionMixheads,
  machineVersionPeripheralEquipment,
  machineVersionPumps,
  machineVersions,
  machineVersionTankFarmCapacities,
  mixheads,
  peripheralEquipment,
  pumps,
  tankFarmCapacities,
} from '../../schema/index.ts';
import { type Actor, recordAudit } from '../audit.ts';
import { DataError, mapDbError, withCurrent } from '../errors.ts';
import { updateVersioned } from '../versioned.ts';
import { isUuid } from './read.ts';

type Matrix = {
  items: PgTable & { id: PgColumn; name: PgColumn; sortOrder: PgColumn };
  relations: PgTable & { machineVersionId: PgColumn; relationType: PgColumn };
  itemColumn: PgColumn;
};

/** The component matrices of a machine version, by the name the API uses. */
const MATRICES = {
  pumps: { items: pumps, relations: machineVersionPumps, itemColumn: machineVersionPumps.pumpId },
  mixheads: {
    items: mixheads,
    relations: machineVersionMixheads,
    itemColumn: machineVersionMixheads.mixheadId,
  },
  injectors: {
    items: injectors,
    relations: machineVersionInjectors,
    itemColumn: machineVersionInjectors.injectorId,
  },
  peripheralEquipment: {
    items: peripheralEquipment,
    relations: machineVersionPeripheralEquipment,
    itemColumn: machineVersionPeripheralEquipment.peripheralEquipmentId,
  },
  tankFarmCapacities: {
    items: tankFarmCapacities,
    relations: machineVersionTankFarmCapacities,
    itemColumn: machineVersionTankFarmCapacities.tankFarmCapacityId,
  },
} satisfies Record<string, Matrix>;

export type ComponentKind = keyof typeof MATRICES;
export const COMPONENT_KINDS = Object.keys(MATRICES) as ComponentKind[];

/** item id → relation type */
type RelationMap = Record<string, RelationType>;

type VersionAvailability = {
  id: string;
  name: string;
  version: number;
  /** how the machine offers this version; null: not available */
  relationType: RelationType | null;
} & Record<ComponentKind, RelationMap>;

export type AvailabilityMatrix = {
  machine: { id: string; name: string; version: number };
  versions: VersionAvailability[];
  /** the columns of each matrix */
  options: Record<ComponentKind, { id: string; name: string }[]>;
};

export type AvailabilityChange = {
  expectedVersion: number;
  versions: ({ id: string; expectedVersion: number; relationType: RelationType | null } & Partial<
    Record<ComponentKind, RelationMap>
  >)[];
};

export async function loadAvailability(db: Db, options: { machineId: string }): Promise<AvailabilityMatrix> {
  const { machineId } = options;
  const [machine] = isUuid(machineId)
    ? await db
        .select({ id: machines.id, name: machines.name, version: machines.version })
        .from(machines)
        .where(eq(machines.id, machineId))
    : [];
  if (!machine) throw new DataError('NOT_FOUND', 'Machine not found: it may have been deleted.');
  const versionRows = await db
    .select({ id: machineVersions.id, name: machineVersions.name, version: machineVersions.version })
    .from(machineVersions)
    .orderBy(asc(machineVersions.sortOrder), asc(machineVersions.name));
  const offered = await db
    .select({
      id: machineMachineVersions.machineVersionId,
      relationType: machineMachineVersions.relationType,
    })
    .from(machineMachineVersions)
    .where(eq(machineMachineVersions.machineId, machineId));
  const offeredAs = new Map(offered.map((row) => [row.id, row.relationType]));
  const versions: VersionAvailability[] = versionRows.map((row) => ({
    ...row,
    relationType: offeredAs.get(row.id) ?? null,
    pumps: {},
    mixheads: {},
    injectors: {},
    peripheralEquipment: {},
    tankFarmCapacities: {},
  }));
  const byId = new Map(versions.map((v) => [v.id, v]));
  const options_ = {} as AvailabilityMatrix['options'];
  for (const kind of COMPONENT_KINDS) {
    const matrix: Matrix = MATRICES[kind];
    options_[kind] = (await db
      .select({ id: matrix.items.id, name: matrix.items.name })
      .from(matrix.items)
      .orderBy(asc(matrix.items.sortOrder), asc(matrix.items.name))) as { id: string; name: string }[];
    const rows = (await db
      .select({
        versionId: matrix.relations.machineVersionId,
        itemId: matrix.itemColumn,
        relationType: matrix.relations.relationType,
      })
      .from(matrix.relations)) as { versionId: string; itemId: string; relationType: RelationType }[];
    for (const row of rows) {
      const version = byId.get(row.versionId);
      if (version) version[kind][row.itemId] = row.relationType;
    }
  }
  return { machine, versions, options: options_ };
}

const KIND_LABELS: Record<ComponentKind, string> = {
  pumps: 'Pumps',
  mixheads: 'Mixheads',
  injectors: 'Injectors',
  peripheralEquipment: 'Peripheral equipment',
  tankFarmCapacities: 'Tank-farm capacities',
};

/**
 * Every cell of the matrix under a name a person reads ("HX 1.2 › Pumps › AXP 12") with its
 * availability in words: the audit row then holds the changed cells, not two copies of the matrix.
 */
function availabilityCells(matrix: AvailabilityMatrix): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const version of matrix.versions) {
    cells[`${version.name} › Offered`] = availabilityLabel(version.relationType);
    for (const kind of COMPONENT_KINDS) {
      for (const option of matrix.options[kind]) {
        cells[`${version.name} › ${KIND_LABELS[kind]} › ${option.name}`] = availabilityLabel(
          version[kind][option.id],
        );
      }
    }
  }
  return cells;
}

function relationRows(versionId: string, kind: ComponentKind, map: RelationMap) {
  const matrix: Matrix = MATRICES[kind];
  const itemKey = Object.entries(matrix.relations).find(
    ([, column]) => column === matrix.itemColumn,
  )?.[0] as string;
  return Object.entries(map).map(([itemId, relationType]) => ({
    machineVersionId: versionId,
    [itemKey]: itemId,
    relationType,
  }));
}

/** Replaces the machine's availability as given; one audit row for the machine. */
export async function saveAvailability(
  db: Db,
  options: { machineId: string; change: AvailabilityChange; actor: Actor },
): Promise<AvailabilityMatrix> {
  const { machineId, change, actor } = options;
  const before = await loadAvailability(db, { machineId });
  const subject = `machine "${before.machine.name}"`;
  try {
    await db.transaction(async (tx) => {
      await updateVersioned(tx, {
        table: machines,
        id: machineId,
        expectedVersion: change.expectedVersion,
        values: {},
        subject,
      });
      for (const entry of change.versions) {
        const link = and(
          eq(machineMachineVersions.machineId, machineId),
          eq(machineMachineVersions.machineVersionId, entry.id),
        ) as SQL;
        await tx.delete(machineMachineVersions).where(link);
        if (entry.relationType) {
          await tx
            .insert(machineMachineVersions)
            .values({ machineId, machineVersionId: entry.id, relationType: entry.relationType });
        }
        const kinds = COMPONENT_KINDS.filter((kind) => entry[kind] !== undefined);
        if (kinds.length === 0) continue;
        await updateVersioned(tx, {
          table: machineVersions,
          id: entry.id,
          expectedVersion: entry.expectedVersion,
          values: {},
          subject: `machine version "${before.versions.find((v) => v.id === entry.id)?.name ?? entry.id}"`,
        });
        for (const kind of kinds) {
          const matrix: Matrix = MATRICES[kind];
          await tx.delete(matrix.relations).where(eq(matrix.relations.machineVersionId, entry.id));
          const rows = relationRows(entry.id, kind, entry[kind] as RelationMap);
          if (rows.length) await tx.insert(matrix.relations).values(rows as never);
        }
      }
      const after = await loadAvailability(tx, { machineId });
      await recordAudit(tx, {
        actor,
        action: 'update',
        entity: 'machines',
        entityId: machineId,
        summary: `Changed the availability of ${subject}`,
        before: availabilityCells(before),
        after: availabilityCells(after),
      });
    });
  } catch (error) {
    throw mapDbError(await withCurrent(error, () => loadAvailability(db, { machineId })), subject);
  }
  return loadAvailability(db, { machineId });
}
