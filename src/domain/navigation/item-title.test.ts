import { describe, expect, it } from 'vitest';
import { itemPageTitle } from './item-title.ts';

describe('itemPageTitle', () => {
  it.each([
    ['AXP 1.2', 'Pumps', 'AXP 1.2 · Pumps · Meterline'],
    ['  AXP 1.2 ', ' Pumps', 'AXP 1.2 · Pumps · Meterline'],
    ['AXP 1.2', undefined, 'AXP 1.2 · Meterline'],
    ['AXP 1.2', '', 'AXP 1.2 · Meterline'],
    ['Pumps', 'Pumps', 'Pumps · Meterline'],
    ['', 'Pumps', 'Pumps · Meterline'],
  ])('%j in %j → %s', (name, section, title) => {
    expect(itemPageTitle(name, section, 'Meterline')).toBe(title);
  });
});
