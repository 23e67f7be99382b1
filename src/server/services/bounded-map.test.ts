import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.ts';

describe('BoundedMap', () => {
  it('forgets the oldest entries beyond its number of entries', () => {
    const map = new BoundedMap<string, number>(2);
    // A replaced entry keeps its place: it is still the oldest.
    map.set('a', 1).set('b', 2).set('a', 3).set('c', 4);
    expect([...map.entries()]).toEqual([
      ['b', 2],
      ['c', 4],
    ]);
  });

  it('with weights, forgets the oldest entries beyond their total weight', () => {
    const map = new BoundedMap<string, string>(10, { weigh: (value) => value.length });
    map.set('a', 'xxxx').set('b', 'yyyy');
    expect(map.weight).toBe(8);
    map.set('c', 'zzzz');
    expect([...map.keys()]).toEqual(['b', 'c']);
    // Replacing an entry counts its new weight only, and keeps its place.
    map.set('b', 'y');
    expect(map.weight).toBe(5);
    expect([...map.keys()]).toEqual(['b', 'c']);
    map.delete('c');
    expect(map.weight).toBe(1);
    // A value heavier than the bound is not kept, and pushes nothing out.
    map.set('d', 'w'.repeat(11));
    expect([...map.keys()]).toEqual(['b']);
    map.clear();
    expect(map.weight).toBe(0);
  });
});
