// The demo machines' 3D parts (docs/product.md#part-models-and-the-3d-preview): what each machine is assembled from in the
// configurator's preview, and which choices show each part. The shapes are built from primitives by
// scripts/build-demo-parts.ts, which writes one `.glb` per part to src/server/db/seed/parts/<machine>/
// (committed: seeding needs no build step). Every part is modelled in the machine's own coordinates
// (metres, y up, the machine's front towards +z), so it is placed at the origin.
import { MACHINES, type MachineSpec } from './machines-data.ts';
import { hoseLengthsOf } from './model-spec.ts';

/**
 * When a part shows: always (the frame), or while one of these options is chosen. An always-shown part
 * may name options too: the ones that rightly add nothing to the machine ("no temperature control" is
 * the bare tanks), so the model check does not take them for options whose part is missing.
 */
type DemoPartShow =
  | { always: true; options?: { subStep: string; value: string }[] }
  | { options: { subStep: string; value: string }[] };

type DemoPartKind =
  | 'frame'
  | 'day-tanks'
  | 'pumps'
  | 'mixhead'
  | 'control-cabinet'
  | 'heating'
  | 'agitator'
  | 'level-sensors'
  | 'desiccant-dryer'
  | 'hoses';

export type DemoPart = {
  /** file name without `.glb`, unique within the machine */
  key: string;
  name: string;
  kind: DemoPartKind;
  show: DemoPartShow;
  /** hose length in metres (`hoses` only) */
  lengthM?: number;
};

const ALWAYS = { always: true } as const;

/** The parts of one machine, the frame first. */
export function demoPartsOf(machine: Pick<MachineSpec, 'slug'>): DemoPart[] {
  return [
    { key: 'frame', name: 'Frame', kind: 'frame', show: ALWAYS },
    {
      key: 'day-tanks',
      name: 'Day tanks (poly and iso)',
      kind: 'day-tanks',
      show: { always: true, options: [{ subStep: 'temperature-control', value: 'tc-none' }] },
    },
    { key: 'pumps', name: 'Metering pumps and motors', kind: 'pumps', show: ALWAYS },
    { key: 'mixhead', name: 'Mixhead', kind: 'mixhead', show: ALWAYS },
    { key: 'control-cabinet', name: 'Control cabinet', kind: 'control-cabinet', show: ALWAYS },
    {
      key: 'heating',
      name: 'Tank heating jackets',
      kind: 'heating',
      show: {
        options: [
          { subStep: 'temperature-control', value: 'tc-heating' },
          { subStep: 'temperature-control', value: 'tc-heating-cooling' },
        ],
      },
    },
    {
      key: 'agitator',
      name: 'Poly tank agitator',
      kind: 'agitator',
      show: { options: [{ subStep: 'tank-equipment', value: 'agitator-poly' }] },
    },
    {
      key: 'level-sensors',
      name: 'Tank level sensors',
      kind: 'level-sensors',
      show: { options: [{ subStep: 'tank-equipment', value: 'level-sensors' }] },
    },
    {
      key: 'desiccant-dryer',
      name: 'Desiccant air dryers',
      kind: 'desiccant-dryer',
      show: { options: [{ subStep: 'tank-equipment', value: 'desiccant-dryer' }] },
    },
    ...hoseLengthsOf(machine.slug).map(
      (length): DemoPart => ({
        key: `hoses-${length}`,
        name: `Hose lines, ${length} m`,
        kind: 'hoses',
        lengthM: length,
        show: { options: [{ subStep: 'hose-length', value: `hose-${length}` }] },
      }),
    ),
  ];
}

export { MACHINES };

/** Where a part's file is, relative to the repository. */
export const demoPartPath = (machineSlug: string, key: string) =>
  `src/server/db/seed/parts/${machineSlug}/${key}.glb`;

/** What shows a part, as a part model's "Shown by" holds it: a line each, any of them shows it. */
export function shownByOf(part: DemoPart): string {
  const options = (part.show.options ?? []).map(({ subStep, value }) => `${subStep}=${value}`);
  return ['always' in part.show ? ['always'] : [], options].flat().join('\n');
}
