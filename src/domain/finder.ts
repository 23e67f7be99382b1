// DESIGN §3 machine finder: which machine versions can run a foam at the required output.
import { componentFlows, type FlowRequirement, type Frequency, frequencyFactor, pumpFlow } from './flow.ts';

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

export type MixheadFit = {
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

export type FinderRejectionReason = 'tooSmall' | 'tooBig' | 'noMixhead';

export type FinderRejection = {
  machineVersionId: string;
  name: string;
  reason: FinderRejectionReason;
  /** the pump that does not fit; absent for noMixhead */
  component?: 'poly' | 'iso';
};

export type FinderResult = { matches: FinderMatch[]; rejected: FinderRejection[] };

/**
 * Machine versions whose poly and iso pump ranges, at the requirement's frequency, and one of whose
 * mixheads cover the required flows, best headroom first; every other version with the reason.
 * Ranges include their ends.
 */
export function findMachines(catalogue: FinderCatalogue, requirement: FinderRequirement): FinderResult {
  const flows = componentFlows(requirement);
  const factor = frequencyFactor(requirement.frequency);
  const mixheadsById = new Map(catalogue.mixheads.map((mixhead) => [mixhead.id, mixhead]));
  const matches: FinderMatch[] = [];
  const rejected: FinderRejection[] = [];

  for (const version of catalogue.machineVersions) {
    const reject = (reason: FinderRejectionReason, component?: 'poly' | 'iso') => {
      rejected.push(
        component
          ? { machineVersionId: version.id, name: version.name, reason, component }
          : { machineVersionId: version.id, name: version.name, reason },
      );
    };
    const poly = fitPump(version.polyPump, flows.poly.gPerS, flows.poly.cm3PerS, factor);
    const iso = fitPump(version.isoPump, flows.iso.gPerS, flows.iso.cm3PerS, factor);
    if (typeof poly === 'string') {
      reject(poly, 'poly');
      continue;
    }
    if (typeof iso === 'string') {
      reject(iso, 'iso');
      continue;
    }
    const mixheads: MixheadFit[] = [];
    for (const id of version.mixheadIds) {
      const mixhead = mixheadsById.get(id);
      if (!mixhead || requirement.totalGPerS < mixhead.minGPerS || requirement.totalGPerS > mixhead.maxGPerS)
        continue;
      mixheads.push({
        mixheadId: mixhead.id,
        name: mixhead.name,
        utilisationPercent: (requirement.totalGPerS / mixhead.maxGPerS) * 100,
        headroom: headroom(requirement.totalGPerS, mixhead.minGPerS, mixhead.maxGPerS),
      });
    }
    if (mixheads.length === 0) {
      reject('noMixhead');
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

function fitPump(
  pump: FinderPump,
  gPerS: number,
  cm3PerS: number,
  factor: number,
): PumpFit | 'tooSmall' | 'tooBig' {
  const minCm3PerS = pumpFlow(pump.displacementCm3PerRev, pump.minRpm) * factor;
  const maxCm3PerS = pumpFlow(pump.displacementCm3PerRev, pump.maxRpm) * factor;
  if (cm3PerS > maxCm3PerS) return 'tooSmall';
  if (cm3PerS < minCm3PerS) return 'tooBig';
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

/** 1 − distance from the middle of [min, max] as a share of half the range; a one-point range is 1. */
function headroom(value: number, min: number, max: number): number {
  if (max <= min) return 1;
  const half = (max - min) / 2;
  return Math.max(0, 1 - Math.abs(value - (min + half)) / half);
}
