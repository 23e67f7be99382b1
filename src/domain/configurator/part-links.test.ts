import { describe, expect, it } from 'vitest';
import { type PartLink, parsePartLinks, partShown } from './part-links.ts';
import type { Selection } from './types.ts';

const selection: Selection = {
  values: { 'temperature-control': ['tc-heating'], 'tank-equipment': ['agitator-poly', 'level-sensor'] },
  dosingLine: 'line-a',
  country: 'DE',
  dayTank: 'tank-60',
};

describe('parsePartLinks', () => {
  it('reads one link a line, of each kind, skipping blank lines', () => {
    expect(
      parsePartLinks('always\r\n\n temperature-control=tc-heating \ndosingLine=line-a\ndayTank=tank-60'),
    ).toEqual([
      { kind: 'always' },
      { kind: 'option', subStep: 'temperature-control', value: 'tc-heating' },
      { kind: 'dosingLine', id: 'line-a' },
      { kind: 'dayTank', id: 'tank-60' },
    ]);
  });

  it('keeps an "=" inside the value and skips a line without key or value', () => {
    expect(parsePartLinks('hose=a=b\n=x\nheating=\nnonsense')).toEqual([
      { kind: 'option', subStep: 'hose', value: 'a=b' },
    ]);
  });
});

describe('partShown', () => {
  const shown = (links: PartLink[]) => partShown(links, selection);

  it('shows an always part, and one whose option, dosing line or day tank is selected', () => {
    expect(shown([{ kind: 'always' }])).toBe(true);
    expect(shown([{ kind: 'option', subStep: 'tank-equipment', value: 'agitator-poly' }])).toBe(true);
    expect(shown([{ kind: 'dosingLine', id: 'line-a' }])).toBe(true);
    expect(shown([{ kind: 'dayTank', id: 'tank-60' }])).toBe(true);
  });

  it('hides a part none of whose links is selected, and one with no links', () => {
    expect(shown([{ kind: 'option', subStep: 'temperature-control', value: 'tc-heating-cooling' }])).toBe(
      false,
    );
    expect(shown([{ kind: 'option', subStep: 'unknown', value: 'x' }])).toBe(false);
    expect(
      shown([
        { kind: 'dosingLine', id: 'line-b' },
        { kind: 'dayTank', id: 'tank-30' },
      ]),
    ).toBe(false);
    expect(shown([])).toBe(false);
  });

  it('shows a part when any one of its links is selected', () => {
    expect(
      shown([
        { kind: 'option', subStep: 'temperature-control', value: 'tc-heating-cooling' },
        { kind: 'option', subStep: 'temperature-control', value: 'tc-heating' },
      ]),
    ).toBe(true);
  });
});
