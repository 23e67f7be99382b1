// Turns the portfolio into the rows, columns and cells of availability matrices.
import { bestRelationType } from '../../../domain/availability.ts';
import {
  type PortfolioIndex,
  type PortfolioKind,
  type PortfolioMachineVersion,
  portfolioItemPath,
  type Relation,
  related,
} from '../../lib/portfolio.ts';
import type { MatrixColumn, MatrixRow, MatrixSection, RelationOf } from './availability-matrix.tsx';

/** The matrices of a version, as the portfolio answer names them. */
const VERSION_LISTS = [
  'pumps',
  'mixheads',
  'injectors',
  'peripheralEquipment',
  'tankFarmCapacities',
] as const;
type VersionList = (typeof VERSION_LISTS)[number];

const rowKey = (list: VersionList, itemId: string) => `${list}:${itemId}`;

/** The options of a version, one section per kind of item; tank farms have no page of their own. */
export function optionSections(index: PortfolioIndex): MatrixSection[] {
  const rows = (
    list: VersionList,
    items: readonly { id: string; name: string }[],
    kind?: PortfolioKind,
  ): MatrixRow[] =>
    items.map((item) => ({
      id: rowKey(list, item.id),
      label: item.name,
      ...(kind ? { href: portfolioItemPath(kind, item.id) } : {}),
    }));
  return [
    { id: 'pumps', title: 'Pumps', rows: rows('pumps', index.pumps, 'pumps') },
    { id: 'mixheads', title: 'Mixheads', rows: rows('mixheads', index.mixheads, 'mixheads') },
    { id: 'injectors', title: 'Injectors', rows: rows('injectors', index.injectors, 'injectors') },
    {
      id: 'machineComponents',
      title: 'Machine components',
      rows: rows('peripheralEquipment', index.machineComponents, 'machineComponents'),
    },
    {
      id: 'preConditioning',
      title: 'Pre-conditioning',
      rows: rows('peripheralEquipment', index.preConditioning, 'preConditioning'),
    },
    {
      id: 'tankFarmCapacities',
      title: 'Tank farm capacities',
      rows: rows('tankFarmCapacities', index.tankFarmCapacities),
    },
  ];
}

/** Versions as columns; grouped by their first machine when asked (the overview of all versions). */
export function versionColumns(
  versions: readonly PortfolioMachineVersion[],
  index: PortfolioIndex,
  options: { grouped?: boolean } = {},
): MatrixColumn[] {
  const column = (version: PortfolioMachineVersion, group?: string): MatrixColumn => ({
    id: version.id,
    label: version.name,
    href: portfolioItemPath('machineVersions', version.id),
    ...(group !== undefined ? { group } : {}),
  });
  if (!options.grouped) return versions.map((version) => column(version));
  // Machine by machine in catalogue order, then the versions no machine lists.
  const wanted = new Set(versions.map((version) => version.id));
  const placed = new Set<string>();
  const columns: MatrixColumn[] = [];
  for (const machine of index.machines) {
    for (const { item: version } of related(machine.machineVersions, index.versionById)) {
      if (!wanted.has(version.id) || placed.has(version.id)) continue;
      placed.add(version.id);
      columns.push(column(version, machine.name));
    }
  }
  for (const version of versions) {
    if (!placed.has(version.id)) columns.push(column(version, 'Without machine'));
  }
  return columns;
}

/** The cell lookup of an option × version matrix (relations to hidden items were never indexed). */
export function versionRelations(versions: readonly PortfolioMachineVersion[]): RelationOf {
  const cells = new Map<string, Map<string, string>>();
  for (const version of versions) {
    for (const list of VERSION_LISTS) {
      for (const relation of version[list] as Relation[]) {
        const key = rowKey(list, relation.id);
        let row = cells.get(key);
        if (!row) {
          row = new Map();
          cells.set(key, row);
        }
        row.set(version.id, relation.relationType);
      }
    }
  }
  const lookup: RelationOf = (rowId, columnId) => cells.get(rowId)?.get(columnId);
  // The columns are exactly these versions: a row's best availability is among its own few relations.
  lookup.best = (rowId) => bestRelationType(cells.get(rowId)?.values() ?? []);
  return lookup;
}

/**
 * One item against the versions that offer it (item pages): a section per machine, with the item as
 * the only column.
 */
export function itemAvailability(
  item: { id: string; name: string; machineVersions: readonly Relation[] },
  index: PortfolioIndex,
): { columns: MatrixColumn[]; sections: MatrixSection[]; relationOf: RelationOf } {
  const byVersion = new Map(item.machineVersions.map((relation) => [relation.id, relation.relationType]));
  const versionRow = (version: PortfolioMachineVersion): MatrixRow => ({
    id: version.id,
    label: version.name,
    href: portfolioItemPath('machineVersions', version.id),
  });
  const placed = new Set<string>();
  const sections: MatrixSection[] = index.machines.map((machine) => {
    const versions = related(machine.machineVersions, index.versionById).map(({ item: version }) => version);
    for (const version of versions) placed.add(version.id);
    return { id: machine.id, title: machine.name, rows: versions.map(versionRow) };
  });
  const unplaced = index.machineVersions.filter((version) => !placed.has(version.id));
  if (unplaced.length > 0) {
    sections.push({ id: 'without-machine', title: 'Without machine', rows: unplaced.map(versionRow) });
  }
  // Machines that offer the item first, those that do not after them (each in catalogue order).
  const offers = (section: MatrixSection) => section.rows.some((row) => byVersion.has(row.id));
  return {
    columns: [{ id: item.id, label: item.name }],
    sections: [...sections.filter(offers), ...sections.filter((section) => !offers(section))],
    relationOf: (rowId) => byVersion.get(rowId),
  };
}
