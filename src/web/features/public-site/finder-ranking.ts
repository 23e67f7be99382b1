// The customer's finder (docs/product.md#finders): which offered machines, and which of their dosing lines,
// run the foam at the required output. The fit itself is src/domain/finder.ts; this groups it by machine.
import { type FinderMatch, type FinderRequirement, findMachines } from '../../../domain/finder.ts';
import { hull, type Range, versionMassOutputRange } from '../../../domain/output-range.ts';
import type { CatalogueMachine, MachineCatalogue } from '../../lib/public-site-data.ts';

export type MachineFit = {
  machine: CatalogueMachine;
  /** total outputs in g/s the machine covers for this formulation (its dosing lines together) */
  range: Range | undefined;
  /** dosing lines that fit, best first */
  matches: FinderMatch[];
};

export type Ranking = {
  /** machines with at least one fitting dosing line, the best fit first */
  fitting: MachineFit[];
  /** the other offered machines for the application, in catalogue order */
  others: MachineFit[];
};

/** Offered machines (not coming soon) for the application, or all of them without one. */
export function candidates(catalogue: MachineCatalogue, application: string | null): CatalogueMachine[] {
  return catalogue.machines.filter(
    (machine) =>
      !machine.comingSoon &&
      (application === null || (machine.applications as readonly string[]).includes(application)),
  );
}

export function rankMachines(
  catalogue: MachineCatalogue,
  application: string | null,
  requirement: FinderRequirement,
): Ranking {
  const machines = candidates(catalogue, application);
  const { matches } = findMachines(
    { machineVersions: machines.flatMap((machine) => machine.versions), mixheads: catalogue.mixheads },
    requirement,
  );
  const rank = new Map(matches.map((match, index) => [match.machineVersionId, index]));
  const fits = machines.map((machine): MachineFit => {
    const own = new Set(machine.versions.map((version) => version.id));
    return {
      machine,
      range: hull(
        machine.versions.map((version) =>
          versionMassOutputRange(version, catalogue.mixheads, requirement, requirement.frequency),
        ),
      ),
      matches: matches.filter((match) => own.has(match.machineVersionId)),
    };
  });
  const best = (fit: MachineFit) =>
    rank.get(fit.matches[0]?.machineVersionId ?? '') ?? Number.POSITIVE_INFINITY;
  return {
    fitting: fits.filter((fit) => fit.matches.length > 0).sort((a, b) => best(a) - best(b)),
    others: fits.filter((fit) => fit.matches.length === 0),
  };
}

/** How far an output lies outside a range, as a share of the output; 0 inside. */
function missBy(gPerS: number, range: Range): number {
  const by = gPerS > range.max ? gPerS - range.max : gPerS < range.min ? range.min - gPerS : 0;
  return by / gPerS;
}

/**
 * When nothing fits: the offered machine whose reach for this foam comes closest to the output, and its
 * dosing line that comes closest, for a contact about it; undefined when no machine reaches any output of
 * this foam.
 */
export function closestMachine(
  ranking: Ranking,
  mixheads: MachineCatalogue['mixheads'],
  requirement: FinderRequirement,
): { machine: CatalogueMachine; dosingLine: string } | undefined {
  let best: { machine: CatalogueMachine; dosingLine: string; miss: number } | undefined;
  for (const fit of ranking.others) {
    for (const version of fit.machine.versions) {
      const range = versionMassOutputRange(version, mixheads, requirement, requirement.frequency);
      const miss = range ? missBy(requirement.totalGPerS, range) : Number.POSITIVE_INFINITY;
      if (range && (!best || miss < best.miss)) best = { machine: fit.machine, dosingLine: version.id, miss };
    }
  }
  return best && { machine: best.machine, dosingLine: best.dosingLine };
}
