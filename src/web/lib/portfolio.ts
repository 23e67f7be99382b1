// The product portfolio as the internal pages read it: the data store's answer, with items from their
// availableTo month on left out (the server's cached bytes may predate the turn of a month), indexed by
// id, and the paths of each item's page. Portfolio pages, finders, search and dashboard share it.
import { useMemo } from 'react';
import { isAvailable } from '../../domain/availability.ts';
import { type DataStore, type ProductPortfolio, useDataStore } from '../kernel/data-store.tsx';

export type PortfolioMachine = ProductPortfolio['machines'][number];
export type PortfolioMachineVersion = ProductPortfolio['machineVersions'][number];
export type PortfolioPump = ProductPortfolio['pumps'][number];
export type PortfolioMixhead = ProductPortfolio['mixheads'][number];
export type PortfolioInjector = ProductPortfolio['injectors'][number];
export type PortfolioPeripheralEquipment = ProductPortfolio['peripheralEquipment'][number];
type PortfolioTankFarmCapacity = ProductPortfolio['tankFarmCapacities'][number];
export type PortfolioFoamFormulation = ProductPortfolio['foamFormulations'][number];
export type Relation = PortfolioMachine['machineVersions'][number];

/** The kinds of item that have pages of their own (docs/product.md#routes). */
export type PortfolioKind =
  | 'machines'
  | 'machineVersions'
  | 'pumps'
  | 'mixheads'
  | 'injectors'
  | 'machineComponents'
  | 'preConditioning';

export const PORTFOLIO_BASE = '/product-portfolio';

export const PORTFOLIO_LIST_PATHS: Record<PortfolioKind, string> = {
  machines: `${PORTFOLIO_BASE}/machines`,
  machineVersions: `${PORTFOLIO_BASE}/machine-versions`,
  pumps: `${PORTFOLIO_BASE}/pumps`,
  mixheads: `${PORTFOLIO_BASE}/mixheads`,
  injectors: `${PORTFOLIO_BASE}/injectors`,
  machineComponents: `${PORTFOLIO_BASE}/machine-components`,
  preConditioning: `${PORTFOLIO_BASE}/pre-conditioning`,
};

export function portfolioItemPath(kind: PortfolioKind, id: string): string {
  return `${PORTFOLIO_LIST_PATHS[kind]}/${encodeURIComponent(id)}`;
}

/** A peripheral item is a machine component or pre-conditioning equipment by its type's category. */
function peripheralKind(item: PortfolioPeripheralEquipment): PortfolioKind {
  return item.type.category === 'preConditioning' ? 'preConditioning' : 'machineComponents';
}

export type PortfolioIndex = {
  machines: PortfolioMachine[];
  machineVersions: PortfolioMachineVersion[];
  pumps: PortfolioPump[];
  mixheads: PortfolioMixhead[];
  injectors: PortfolioInjector[];
  machineComponents: PortfolioPeripheralEquipment[];
  preConditioning: PortfolioPeripheralEquipment[];
  tankFarmCapacities: PortfolioTankFarmCapacity[];
  foamFormulations: PortfolioFoamFormulation[];
  machineById: ReadonlyMap<string, PortfolioMachine>;
  versionById: ReadonlyMap<string, PortfolioMachineVersion>;
  pumpById: ReadonlyMap<string, PortfolioPump>;
  mixheadById: ReadonlyMap<string, PortfolioMixhead>;
  injectorById: ReadonlyMap<string, PortfolioInjector>;
  peripheralById: ReadonlyMap<string, PortfolioPeripheralEquipment>;
  tankFarmById: ReadonlyMap<string, PortfolioTankFarmCapacity>;
};

function byId<T extends { id: string }>(items: readonly T[]): Map<string, T> {
  return new Map(items.map((item) => [item.id, item]));
}

/**
 * Lists without the items whose availableTo month has come (relations to them are dropped where they
 * are looked up: every lookup goes through the maps), and an index of each list by id.
 */
export function indexPortfolio(portfolio: Partial<ProductPortfolio>, now: Date = new Date()): PortfolioIndex {
  const shown = <T extends { availableTo: string | null }>(items: readonly T[] | undefined): T[] =>
    (items ?? []).filter((item) => {
      try {
        return isAvailable(item.availableTo, now);
      } catch {
        return true; // a malformed date the server let through: show rather than hide silently
      }
    });
  const machines = shown(portfolio.machines);
  const machineVersions = shown(portfolio.machineVersions);
  const pumps = shown(portfolio.pumps);
  const mixheads = shown(portfolio.mixheads);
  const injectors = shown(portfolio.injectors);
  const peripheral = shown(portfolio.peripheralEquipment);
  const tankFarmCapacities = shown(portfolio.tankFarmCapacities);
  return {
    machines,
    machineVersions,
    pumps,
    mixheads,
    injectors,
    machineComponents: peripheral.filter((item) => peripheralKind(item) === 'machineComponents'),
    preConditioning: peripheral.filter((item) => peripheralKind(item) === 'preConditioning'),
    tankFarmCapacities,
    foamFormulations: shown(portfolio.foamFormulations),
    machineById: byId(machines),
    versionById: byId(machineVersions),
    pumpById: byId(pumps),
    mixheadById: byId(mixheads),
    injectorById: byId(injectors),
    peripheralById: byId(peripheral),
    tankFarmById: byId(tankFarmCapacities),
  };
}

/** Relations whose partner is still listed, with the partner. */
export function related<T>(
  relations: readonly Relation[],
  partners: ReadonlyMap<string, T>,
): { item: T; relationType: Relation['relationType'] }[] {
  const list: { item: T; relationType: Relation['relationType'] }[] = [];
  for (const relation of relations) {
    const item = partners.get(relation.id);
    if (item) list.push({ item, relationType: relation.relationType });
  }
  return list;
}

/** Whether the configurator offers the machine: flagged for it and not coming soon (as the server's). */
export function isConfigurable(machine: PortfolioMachine): boolean {
  return machine.useInConfigurator && !machine.comingSoon;
}

/**
 * The machine a dosing line is configured on: the first related machine that has a configurator
 * and is not coming soon; undefined when there is none.
 */
export function configurableMachineOf(
  version: PortfolioMachineVersion,
  index: PortfolioIndex,
): PortfolioMachine | undefined {
  return related(version.machines, index.machineById)
    .map(({ item }) => item)
    .find(isConfigurable);
}

export type PortfolioState = Pick<DataStore, 'state' | 'error' | 'refetch'> & {
  portfolio: PortfolioIndex | undefined;
};

// Many components read the portfolio at once: one index per answer of the data store, not per reader.
const indexes = new WeakMap<ProductPortfolio, PortfolioIndex>();

function indexOnce(data: ProductPortfolio): PortfolioIndex {
  let index = indexes.get(data);
  if (!index) {
    index = indexPortfolio(data);
    indexes.set(data, index);
  }
  return index;
}

/** The indexed portfolio from the data store; built once per answer (no request of its own). */
export function usePortfolio(): PortfolioState {
  const store = useDataStore();
  const data = store.productPortfolio;
  const portfolio = useMemo(() => (data ? indexOnce(data) : undefined), [data]);
  return { state: store.state, error: store.error, refetch: store.refetch, portfolio };
}
