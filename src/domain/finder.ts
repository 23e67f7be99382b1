// The machine finder (docs/product.md#finders, docs/domain.md §3): which machine versions can run a foam at
// the required output, and why the others cannot.
import type { Frequency, UnitsConfig } from './flow.ts';
import { formatFlow, formatNumber } from './format.ts';
import { componentFlows, type FlowRequirement } from './formulation.ts';
import {
  machineFlowRange,
  pumpFlowRange,
  type Range,
  type RangeVersion,
  versionFlowRange,
} from './output-range.ts';

/** Speeds are catalogue values at 50 Hz. */
export type FinderPump = {
  id: string;
  name: string;
  displacementCm3PerRev: number;
  minRpm: number;
  maxRpm: number;
};

/** Output range of the mixhead for the total of both components. */
export type FinderMixhead = { id: string; name: string; minGPerS: number; maxGPerS: number };

export type FinderMachineVersion = {
  id: string;
  name: string;
  polyPump: FinderPump;
  isoPump: FinderPump;
  /** mixheads that can be fitted to this version */
  mixheadIds: string[];
};

export type FinderCatalogue = { machineVersions: FinderMachineVersion[]; mixheads: FinderMixhead[] };

export type FinderRequirement = FlowRequirement & { frequency: Frequency };

export type PumpFit = {
  pumpId: string;
  gPerS: number;
  cm3PerS: number;
  /** the pump's range at the requirement's frequency */
  minCm3PerS: number;
  maxCm3PerS: number;
  /** required flow as a share of the maximum flow */
  utilisationPercent: number;
  /** speed the pump has to run at */
  rpm: number;
  /** 1 in the middle of the range, 0 at either end */
  headroom: number;
};

type MixheadFit = {
  mixheadId: string;
  name: string;
  utilisationPercent: number;
  headroom: number;
};

export type FinderMatch = {
  machineVersionId: string;
  name: string;
  poly: PumpFit;
  iso: PumpFit;
  /** mixheads whose range covers the total output, most headroom first */
  mixheads: MixheadFit[];
  /** the smaller headroom of the two pumps; matches are ranked by it */
  headroom: number;
};

type FinderRejectionReason = 'tooSmall' | 'tooBig' | 'noMixhead';

/** One component of a version that does not cover the requirement, with the numbers that say why. */
export type FinderShortfall =
  | {
      component: 'poly' | 'iso';
      reason: 'tooSmall' | 'tooBig';
      pumpId: string;
      pumpName: string;
      /** the flow the pump must deliver, cm³/s */
      requiredCm3PerS: number;
      /** the pump's range at the requirement's frequency, cm³/s */
      minCm3PerS: number;
      maxCm3PerS: number;
      /** how far the requirement lies outside the range, cm³/s */
      byCm3PerS: number;
    }
  | {
      component: 'mixhead';
      reason: 'noMixhead';
      requiredGPerS: number;
      /** the offered mixhead whose range comes closest; absent when the version offers none */
      nearest?: { mixheadId: string; name: string; minGPerS: number; maxGPerS: number };
      /** how far the total lies outside the nearest range, g/s (0 when no mixhead is offered) */
      byGPerS: number;
    };

type FinderRejection = {
  machineVersionId: string;
  name: string;
  /** the first thing that does not fit: the poly pump, then the iso pump, then the mixheads */
  reason: FinderRejectionReason;
  /** the pump that does not fit; absent for noMixhead */
  component?: 'poly' | 'iso';
  /** every component that does not cover the requirement, in the order poly, iso, mixhead */
  shortfalls: FinderShortfall[];
  /**
   * The largest miss relative to what is needed (e.g. 0.1 = 10 % short or over); the "why empty"
   * explanation names the versions that came closest first.
   */
  miss: number;
};

export type FinderResult = { matches: FinderMatch[]; rejected: FinderRejection[] };

/**
 * Machine versions whose poly and iso pump ranges, at the requirement's frequency, and one of whose
 * mixheads cover the required flows, best headroom first; every other version with the reason.
 * Ranges include their ends.
 */
export function findMachines(catalogue: FinderCatalogue, requirement: FinderRequirement): FinderResult {
  const flows = componentFlows(requirement);
  const mixheadsById = new Map(catalogue.mixheads.map((mixhead) => [mixhead.id, mixhead]));
  const matches: FinderMatch[] = [];
  const rejected: FinderRejection[] = [];

  for (const version of catalogue.machineVersions) {
    const poly = fitPump(version.polyPump, flows.poly.gPerS, flows.poly.cm3PerS, requirement.frequency);
    const iso = fitPump(version.isoPump, flows.iso.gPerS, flows.iso.cm3PerS, requirement.frequency);
    const mixheads: MixheadFit[] = [];
    let nearest: { mixhead: FinderMixhead; by: number } | undefined;
    for (const id of version.mixheadIds) {
      const mixhead = mixheadsById.get(id);
      if (!mixhead) continue;
      const by = outside(requirement.totalGPerS, mixhead.minGPerS, mixhead.maxGPerS);
      if (by > 0) {
        if (!nearest || by < nearest.by) nearest = { mixhead, by };
        continue;
      }
      mixheads.push({
        mixheadId: mixhead.id,
        name: mixhead.name,
        utilisationPercent: (requirement.totalGPerS / mixhead.maxGPerS) * 100,
        headroom: headroom(requirement.totalGPerS, mixhead.minGPerS, mixhead.maxGPerS),
      });
    }

    const shortfalls: FinderShortfall[] = [];
    if (!('headroom' in poly)) shortfalls.push({ component: 'poly', ...poly });
    if (!('headroom' in iso)) shortfalls.push({ component: 'iso', ...iso });
    if (mixheads.length === 0) {
      shortfalls.push({
        component: 'mixhead',
        reason: 'noMixhead',
        requiredGPerS: requirement.totalGPerS,
        ...(nearest
          ? {
              nearest: {
                mixheadId: nearest.mixhead.id,
                name: nearest.mixhead.name,
                minGPerS: nearest.mixhead.minGPerS,
                maxGPerS: nearest.mixhead.maxGPerS,
              },
            }
          : {}),
        byGPerS: nearest?.by ?? 0,
      });
    }
    const [first] = shortfalls;
    if (first || !('headroom' in poly) || !('headroom' in iso)) {
      rejected.push({
        machineVersionId: version.id,
        name: version.name,
        reason: first?.reason ?? 'noMixhead',
        ...(first && first.component !== 'mixhead' ? { component: first.component } : {}),
        shortfalls,
        miss: Math.max(...shortfalls.map(relativeMiss)),
      });
      continue;
    }
    mixheads.sort((a, b) => b.headroom - a.headroom || a.name.localeCompare(b.name, 'en'));
    matches.push({
      machineVersionId: version.id,
      name: version.name,
      poly,
      iso,
      mixheads,
      headroom: Math.min(poly.headroom, iso.headroom),
    });
  }

  // Worst pump first, then the other pump, so that of two equally tight versions the better balanced wins.
  matches.sort(
    (a, b) =>
      b.headroom - a.headroom ||
      b.poly.headroom + b.iso.headroom - (a.poly.headroom + a.iso.headroom) ||
      a.name.localeCompare(b.name, 'en') ||
      (a.machineVersionId < b.machineVersionId ? -1 : a.machineVersionId > b.machineVersionId ? 1 : 0),
  );
  return { matches, rejected };
}

type PumpMiss = Omit<Extract<FinderShortfall, { component: 'poly' | 'iso' }>, 'component'>;

function fitPump(pump: FinderPump, gPerS: number, cm3PerS: number, frequency: Frequency): PumpFit | PumpMiss {
  const { min: minCm3PerS, max: maxCm3PerS } = pumpFlowRange(pump, frequency);
  if (cm3PerS > maxCm3PerS || cm3PerS < minCm3PerS) {
    return {
      reason: cm3PerS > maxCm3PerS ? 'tooSmall' : 'tooBig',
      pumpId: pump.id,
      pumpName: pump.name,
      requiredCm3PerS: cm3PerS,
      minCm3PerS,
      maxCm3PerS,
      byCm3PerS: outside(cm3PerS, minCm3PerS, maxCm3PerS),
    };
  }
  return {
    pumpId: pump.id,
    gPerS,
    cm3PerS,
    minCm3PerS,
    maxCm3PerS,
    utilisationPercent: maxCm3PerS > 0 ? (cm3PerS / maxCm3PerS) * 100 : 0,
    rpm: pump.displacementCm3PerRev > 0 ? (cm3PerS * 60) / pump.displacementCm3PerRev : 0,
    headroom: headroom(cm3PerS, minCm3PerS, maxCm3PerS),
  };
}

/** How far a value lies outside [min, max]; 0 inside (the ends count as inside). */
function outside(value: number, min: number, max: number): number {
  return value > max ? value - max : value < min ? min - value : 0;
}

/** A miss as a share of what is needed; a version offering no mixhead at all misses by everything. */
function relativeMiss(shortfall: FinderShortfall): number {
  if (shortfall.component === 'mixhead') {
    return shortfall.nearest && shortfall.requiredGPerS > 0
      ? shortfall.byGPerS / shortfall.requiredGPerS
      : Number.POSITIVE_INFINITY;
  }
  return shortfall.requiredCm3PerS > 0
    ? shortfall.byCm3PerS / shortfall.requiredCm3PerS
    : Number.POSITIVE_INFINITY;
}

/** 1 − distance from the middle of [min, max] as a share of half the range; a one-point range is 1. */
function headroom(value: number, min: number, max: number): number {
  if (max <= min) return 1;
  const half = (max - min) / 2;
  return Math.max(0, 1 - Math.abs(value - (min + half)) / half);
}

// ---------------------------------------------------------------------------------------------------
// "Why empty": the machine finder says which component of the closest versions falls short, and by
// how much, in the user's units.

export type NoMatchExplanation = {
  /** one sentence: what was asked for, and that no version covers it */
  summary: string;
  /** the versions that came closest, each with one sentence per component that does not fit */
  closest: { machineVersionId: string; name: string; reasons: string[] }[];
};

/** Explains an empty result; the required flows are the same at any frequency, ranges are at it. */
export function explainNoMatch(
  result: FinderResult,
  requirement: FinderRequirement,
  units: UnitsConfig,
  options: { limit?: number } = {},
): NoMatchExplanation {
  const { limit = 3 } = options;
  if (result.rejected.length === 0) {
    return { summary: 'There are no dosing lines in the catalogue to compare with.', closest: [] };
  }
  const flows = componentFlows(requirement);
  const flow = (cm3PerS: number) => formatFlow(cm3PerS, units, { scaleToFrequency: false });
  const summary =
    `No dosing line covers ${flow(flows.poly.cm3PerS)} poly, ${flow(flows.iso.cm3PerS)} iso and ` +
    `${formatNumber(requirement.totalGPerS)} g/s in total at ${requirement.frequency} Hz.`;
  // The worst miss first; of two equally bad, the one whose other components miss less.
  const total = (rejection: FinderRejection) =>
    rejection.shortfalls.reduce((sum, shortfall) => sum + relativeMiss(shortfall), 0);
  const closest = result.rejected
    .map((rejection, index) => ({ rejection, index, total: total(rejection) }))
    .sort((a, b) => a.rejection.miss - b.rejection.miss || a.total - b.total || a.index - b.index)
    .slice(0, limit)
    .map(({ rejection }) => ({
      machineVersionId: rejection.machineVersionId,
      name: rejection.name,
      reasons: rejection.shortfalls.map((shortfall) => describeShortfall(shortfall, flow)),
    }));
  return { summary, closest };
}

/** One sentence (without the full stop) for one component that does not fit. */
export function describeShortfall(shortfall: FinderShortfall, flow: (cm3PerS: number) => string): string {
  const g = (gPerS: number) => `${formatNumber(gPerS)} g/s`;
  if (shortfall.component === 'mixhead') {
    const { nearest, requiredGPerS, byGPerS } = shortfall;
    if (!nearest) return 'no mixhead is offered for this dosing line';
    const range = `${nearest.name} (${formatNumber(nearest.minGPerS)}–${g(nearest.maxGPerS)})`;
    return requiredGPerS > nearest.maxGPerS
      ? `no mixhead covers ${g(requiredGPerS)}: the closest, ${range}, falls short by ${g(byGPerS)}`
      : `no mixhead covers ${g(requiredGPerS)}: the closest, ${range}, needs ${g(byGPerS)} more`;
  }
  const pump = `${shortfall.component} pump ${shortfall.pumpName}`;
  return shortfall.reason === 'tooSmall'
    ? `${pump} falls short by ${flow(shortfall.byCm3PerS)}: it reaches ${flow(shortfall.maxCm3PerS)}, ` +
        `${flow(shortfall.requiredCm3PerS)} are needed`
    : `${pump} is too large by ${flow(shortfall.byCm3PerS)}: it delivers at least ` +
        `${flow(shortfall.minCm3PerS)}, ${flow(shortfall.requiredCm3PerS)} are needed`;
}

// ---------------------------------------------------------------------------------------------------
// The platform finder (docs/product.md#finders): machines by application, pressure class, components and
// output range.

export type PlatformMachine = {
  applications: readonly string[];
  pressureClass: string;
  components: number;
  versions: readonly RangeVersion[];
};

export type PlatformFilter = {
  application?: string | null;
  pressureClass?: string | null;
  /** the machine must handle at least this many components */
  minComponents?: number | null;
  /** wanted output, cm³/s at the frequency; a machine qualifies when its range overlaps it */
  output?: { min?: number | null; max?: number | null };
};

export type PlatformMatch<T> = { machine: T; range: Range };

/** Machines with at least one dosing line that pass every filter set, in their catalogue order. */
export function findPlatforms<T extends PlatformMachine>(
  machines: readonly T[],
  filter: PlatformFilter,
  frequency: Frequency,
): PlatformMatch<T>[] {
  const wantMin = filter.output?.min ?? Number.NEGATIVE_INFINITY;
  const wantMax = filter.output?.max ?? Number.POSITIVE_INFINITY;
  const matches: PlatformMatch<T>[] = [];
  for (const machine of machines) {
    if (filter.application && !machine.applications.includes(filter.application)) continue;
    if (filter.pressureClass && machine.pressureClass !== filter.pressureClass) continue;
    if (filter.minComponents && machine.components < filter.minComponents) continue;
    const range = machineFlowRange(machine.versions, frequency);
    if (!range || range.max < wantMin || range.min > wantMax) continue;
    matches.push({ machine, range });
  }
  return matches;
}

/**
 * The dosing line a platform-finder click hands to the configurator: with a wanted output, the line
 * whose range holds the wanted output (the middle of the band, or its one bound) nearest the middle of
 * its range; when none holds it (a gap between lines), the line whose range comes closest. Without a
 * wanted output there is nothing to choose by: undefined, and the configurator starts as it would.
 */
export function platformDosingLine<T extends RangeVersion>(
  versions: readonly T[],
  output: PlatformFilter['output'],
  frequency: Frequency,
): T | undefined {
  const low = output?.min ?? null;
  const high = output?.max ?? null;
  if (low === null && high === null) return undefined;
  const target = low !== null && high !== null ? (low + high) / 2 : ((low ?? high) as number);
  let best: { version: T; inside: boolean; score: number } | undefined;
  for (const version of versions) {
    const range = versionFlowRange(version, frequency);
    const inside = target >= range.min && target <= range.max;
    // Inside: headroom (1 in the middle, 0 at an end), higher is better. Outside: minus the distance.
    const score = inside
      ? range.max > range.min
        ? 1 - Math.abs((2 * (target - range.min)) / (range.max - range.min) - 1)
        : 1
      : -Math.min(Math.abs(target - range.min), Math.abs(target - range.max));
    if (!best || (inside && !best.inside) || (inside === best.inside && score > best.score)) {
      best = { version, inside, score };
    }
  }
  return best?.version;
}
