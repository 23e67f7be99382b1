// The availability matrix of a machine as the editor holds it (GET/PUT
// /api/admin/machines/<id>/availability): which machine versions the machine offers, and for each
// version its pumps, mixheads, injectors, peripheral equipment and tank-farm capacities, each as one
// of the four relation types or not available. Pure: what changed, and how two versions differ.
import { z } from 'zod';
import { availabilityLabel, RELATION_TYPES, type RelationType } from '../../../../domain/availability.ts';

export const COMPONENT_KINDS = [
  'pumps',
  'mixheads',
  'injectors',
  'peripheralEquipment',
  'tankFarmCapacities',
] as const;
export type ComponentKind = (typeof COMPONENT_KINDS)[number];

export const KIND_TITLES: Record<ComponentKind, string> = {
  pumps: 'Pumps',
  mixheads: 'Mixheads',
  injectors: 'Injectors',
  peripheralEquipment: 'Peripheral equipment',
  tankFarmCapacities: 'Tank-farm capacities',
};

const relationMap = z.record(z.string(), z.enum(RELATION_TYPES));
const named = z.object({ id: z.string(), name: z.string() });

export const availabilitySchema = z.object({
  machine: z.object({ id: z.string(), name: z.string(), version: z.number().int() }),
  versions: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.number().int(),
      relationType: z.enum(RELATION_TYPES).nullable(),
      pumps: relationMap,
      mixheads: relationMap,
      injectors: relationMap,
      peripheralEquipment: relationMap,
      tankFarmCapacities: relationMap,
    }),
  ),
  options: z.object({
    pumps: z.array(named),
    mixheads: z.array(named),
    injectors: z.array(named),
    peripheralEquipment: z.array(named),
    tankFarmCapacities: z.array(named),
  }),
});
export type Availability = z.infer<typeof availabilitySchema>;

type VersionDraft = { relationType: RelationType | null } & Record<
  ComponentKind,
  Record<string, RelationType>
>;
/** version id → what the editor shows for it */
export type Draft = Record<string, VersionDraft>;

export type AvailabilityChange = {
  expectedVersion: number;
  versions: ({ id: string; expectedVersion: number; relationType: RelationType | null } & Partial<
    Record<ComponentKind, Record<string, RelationType>>
  >)[];
};

export function draftOf(availability: Availability): Draft {
  const draft: Draft = {};
  for (const version of availability.versions) {
    draft[version.id] = {
      relationType: version.relationType,
      pumps: { ...version.pumps },
      mixheads: { ...version.mixheads },
      injectors: { ...version.injectors },
      peripheralEquipment: { ...version.peripheralEquipment },
      tankFarmCapacities: { ...version.tankFarmCapacities },
    };
  }
  return draft;
}

/** One cell: the machine's offer of a version (`kind` null), or a component of a version. */
export function withCell(
  draft: Draft,
  cell: { versionId: string; kind: ComponentKind | null; itemId?: string },
  relationType: RelationType | null,
): Draft {
  const current = draft[cell.versionId];
  if (!current) return draft;
  if (cell.kind === null) return { ...draft, [cell.versionId]: { ...current, relationType } };
  const map = { ...current[cell.kind] };
  if (relationType) map[cell.itemId as string] = relationType;
  else delete map[cell.itemId as string];
  return { ...draft, [cell.versionId]: { ...current, [cell.kind]: map } };
}

const sameMap = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(a).every(([key, value]) => b[key] === value);

/**
 * What to send so that the stored matrix `base` becomes `draft`: every version with a difference,
 * with the matrices that differ (the server replaces each one given), guarded by the versions of
 * `base`. Null when nothing differs.
 */
export function changeOf(base: Availability, draft: Draft): AvailabilityChange | null {
  const versions: AvailabilityChange['versions'] = [];
  for (const version of base.versions) {
    const wanted = draft[version.id];
    if (!wanted) continue;
    const kinds = COMPONENT_KINDS.filter((kind) => !sameMap(version[kind], wanted[kind]));
    if (kinds.length === 0 && wanted.relationType === version.relationType) continue;
    versions.push({
      id: version.id,
      expectedVersion: version.version,
      relationType: wanted.relationType,
      ...Object.fromEntries(kinds.map((kind) => [kind, wanted[kind]])),
    });
  }
  return versions.length === 0 ? null : { expectedVersion: base.machine.version, versions };
}

/** Whether two answers hold the same matrix (only version numbers may differ). */
export function sameAvailability(a: Availability, b: Availability): boolean {
  return changeOf(a, draftOf(b)) === null && a.versions.length === b.versions.length;
}

export type CellDifference = { key: string; label: string; theirs: string; yours: string };

/** Every cell where their stored matrix and the editor's draft differ, named for a person. */
export function differences(theirs: Availability, draft: Draft): CellDifference[] {
  const found: CellDifference[] = [];
  const names = (kind: ComponentKind) =>
    new Map(theirs.options[kind].map((option) => [option.id, option.name]));
  for (const version of theirs.versions) {
    const wanted = draft[version.id];
    if (!wanted) continue;
    if (wanted.relationType !== version.relationType) {
      found.push({
        key: `${version.id}:machine`,
        label: `${version.name}: offered on this machine`,
        theirs: availabilityLabel(version.relationType),
        yours: availabilityLabel(wanted.relationType),
      });
    }
    for (const kind of COMPONENT_KINDS) {
      const itemNames = names(kind);
      for (const itemId of new Set([...Object.keys(version[kind]), ...Object.keys(wanted[kind])])) {
        if (version[kind][itemId] === wanted[kind][itemId]) continue;
        found.push({
          key: `${version.id}:${kind}:${itemId}`,
          label: `${version.name} · ${KIND_TITLES[kind]}: ${itemNames.get(itemId) ?? itemId}`,
          theirs: availabilityLabel(version[kind][itemId]),
          yours: availabilityLabel(wanted[kind][itemId]),
        });
      }
    }
  }
  return found;
}
