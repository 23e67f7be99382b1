import { describe, expect, it } from 'vitest';
import {
  type Availability,
  changeOf,
  differences,
  draftOf,
  sameAvailability,
  withCell,
} from './availability-model.ts';

const empty = { pumps: {}, mixheads: {}, injectors: {}, peripheralEquipment: {}, tankFarmCapacities: {} };

const MATRIX: Availability = {
  machine: { id: 'm1', name: 'HX Max', version: 4 },
  versions: [
    {
      id: 'v1',
      name: 'HX Max 900',
      version: 2,
      relationType: 'standard',
      ...empty,
      pumps: { p1: 'standard' },
    },
    { id: 'v2', name: 'HX Max 1400', version: 7, relationType: null, ...empty },
  ],
  options: {
    pumps: [
      { id: 'p1', name: 'AXP 12' },
      { id: 'p2', name: 'AXP 22' },
    ],
    mixheads: [],
    injectors: [],
    peripheralEquipment: [],
    tankFarmCapacities: [],
  },
};

describe('availability matrix model', () => {
  it('sends nothing when nothing changed', () => {
    expect(changeOf(MATRIX, draftOf(MATRIX))).toBeNull();
  });

  it('sends the changed versions only, with the matrices that changed and the versions read', () => {
    let draft = withCell(draftOf(MATRIX), { versionId: 'v1', kind: 'pumps', itemId: 'p2' }, 'optional');
    draft = withCell(draft, { versionId: 'v2', kind: null }, 'optionalOptimized');
    expect(changeOf(MATRIX, draft)).toEqual({
      expectedVersion: 4,
      versions: [
        {
          id: 'v1',
          expectedVersion: 2,
          relationType: 'standard',
          pumps: { p1: 'standard', p2: 'optional' },
        },
        { id: 'v2', expectedVersion: 7, relationType: 'optionalOptimized' },
      ],
    });
  });

  it('removes a cell set to Not Available', () => {
    const draft = withCell(draftOf(MATRIX), { versionId: 'v1', kind: 'pumps', itemId: 'p1' }, null);
    expect(changeOf(MATRIX, draft)?.versions[0]?.pumps).toEqual({});
  });

  it('names every cell where their matrix and the draft differ', () => {
    const theirs: Availability = {
      ...MATRIX,
      machine: { ...MATRIX.machine, version: 5 },
      versions: [
        { ...(MATRIX.versions[0] as Availability['versions'][number]), pumps: { p1: 'optional' } },
        MATRIX.versions[1] as Availability['versions'][number],
      ],
    };
    const draft = withCell(draftOf(MATRIX), { versionId: 'v2', kind: null }, 'standard');
    expect(differences(theirs, draft)).toEqual([
      {
        key: 'v1:pumps:p1',
        label: 'HX Max 900 · Pumps: AXP 12',
        theirs: 'Optional',
        yours: 'Standard',
      },
      {
        key: 'v2:machine',
        label: 'HX Max 1400: offered on this machine',
        theirs: 'Not Available',
        yours: 'Standard',
      },
    ]);
    // Overwriting sends the draft against their versions.
    expect(changeOf(theirs, draft)?.expectedVersion).toBe(5);
  });

  it('sees a new answer with only new version numbers as the same matrix', () => {
    const moved = { ...MATRIX, machine: { ...MATRIX.machine, version: 9 } };
    expect(sameAvailability(MATRIX, moved)).toBe(true);
    const changed = withCell(draftOf(MATRIX), { versionId: 'v2', kind: null }, 'standard');
    expect(changeOf(MATRIX, changed)).not.toBeNull();
  });
});
