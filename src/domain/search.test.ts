import { describe, expect, it } from 'vitest';
import { search } from './search.ts';

const ITEMS = [
  { id: 'a', title: 'Day tanks', text: 'Storage for Polyol and Isocyanate' },
  { id: 'b', title: 'Mixheads', text: 'High pressure mixing' },
  { id: 'c', title: 'News: new MIXHEAD series', text: null },
  { id: 'd', title: 'Untitled' },
];

describe('search', () => {
  it.each([
    { query: 'mixhead', ids: ['b', 'c'] },
    { query: '  MIXHEAD  ', ids: ['b', 'c'] },
    { query: 'polyol', ids: ['a'] },
    { query: 'pressure mix', ids: ['b'] },
    { query: 'tank', ids: ['a'] },
    { query: 'nothing like this', ids: [] },
    { query: '', ids: [] },
    { query: '   ', ids: [] },
  ])('"$query" finds $ids', ({ query, ids }) => {
    expect(search(ITEMS, query).map((item) => item.id)).toEqual(ids);
  });
});
