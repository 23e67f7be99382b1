import { describe, expect, it } from 'vitest';
import { frequencyFactor } from './flow.ts';
import { scaleOutputFigures } from './output-figures.ts';

const at60 = (text: string, locale: string) => scaleOutputFigures(text, frequencyFactor(60), locale);

describe('scaleOutputFigures: the g/s figures of a text at 60 Hz', () => {
  it('leaves a text at 50 Hz as it is', () => {
    expect(scaleOutputFigures('7–64 g/s with two AXP 1.2 pumps.', 1, 'en')).toBe(
      '7–64 g/s with two AXP 1.2 pumps.',
    );
  });

  it('scales a range and leaves the other numbers (pump sizes, ratios) alone', () => {
    expect(at60('7–64 g/s with two AXP 1.2 pumps.', 'en')).toBe('8–77 g/s with two AXP 1.2 pumps.');
    expect(at60('10–98 g/s; the larger poly pump suits ratios around 100:50.', 'en')).toBe(
      '12–118 g/s; the larger poly pump suits ratios around 100:50.',
    );
  });

  it('reads and writes each locale its own way: groups, no groups below 10.000, a space that groups', () => {
    // 121 × 1.2 = 145.2, 1170 × 1.2 = 1404
    expect(at60('121–1,170 g/s for large moulds.', 'en')).toBe('145–1,404 g/s for large moulds.');
    expect(at60('121–1.170 g/s für große Formen.', 'de')).toBe('145–1.404 g/s für große Formen.');
    expect(at60('121–1170 g/s per stampi grandi.', 'it')).toBe('145–1404 g/s per stampi grandi.');
    expect(at60('121–1170 g/s para moldes grandes.', 'es')).toBe('145–1404 g/s para moldes grandes.');
    expect(at60('121–1.170 g/s para moldes grandes.', 'pt')).toBe('145–1.404 g/s para moldes grandes.');
    expect(at60('121–1\u00a0170 g/s pro velké formy.', 'cs')).toBe('145–1\u00a0404 g/s pro velké formy.');
    // Typed with a plain space, it is still one figure.
    expect(at60('121–1 170 g/s pro velké formy.', 'cs')).toBe('145–1\u00a0404 g/s pro velké formy.');
    expect(at60('大型金型向けに121–1,170 g/s。', 'ja')).toBe('大型金型向けに145–1,404 g/s。');
    expect(at60('121–1,170 g/s，适用于大型模具。', 'zh')).toBe('145–1,404 g/s，适用于大型模具。');
    expect(at60('대형 금형용 121–1,170 g/s.', 'ko')).toBe('대형 금형용 145–1,404 g/s.');
  });

  it('keeps the decimals a figure had, and scales a lone figure and kg/s too', () => {
    expect(at60('up to 2,5 g/s', 'de')).toBe('up to 3,0 g/s');
    expect(at60('reaches 2,870 g/s at full speed', 'en')).toBe('reaches 3,444 g/s at full speed');
    expect(at60('almost 3 kg/s for panels', 'en')).toBe('almost 4 kg/s for panels');
    expect(at60('3.5 - 12 g/s', 'en')).toBe('4.2 - 14 g/s');
  });

  it('changes nothing in a text without output figures', () => {
    const text = 'Poly-heavy pair for PIR panels, 100:150.';
    expect(at60(text, 'en')).toBe(text);
  });
});
