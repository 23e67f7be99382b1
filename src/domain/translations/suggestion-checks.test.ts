import { describe, expect, it } from 'vitest';
import { checkSuggestion, holdsTerm } from './suggestion-checks.ts';

const codes = (source: string, suggestion: string, glossary: string[] = []) =>
  checkSuggestion(source, suggestion, glossary).map((p) => p.code);

describe('the checks of a machine translation', () => {
  it('passes a faithful translation', () => {
    expect(
      codes('Heated day tank of {size} l for HX 100', 'Beheizter Tagesbehälter mit {size} l für HX 100', [
        'HX 100',
      ]),
    ).toEqual([]);
  });

  it('keeps placeholders of both kinds exactly, and adds none', () => {
    expect(checkSuggestion('{{count}} options', 'Optionen', [])[0]?.message).toBe(
      'The placeholder {{count}} was lost.',
    );
    expect(codes('Up to {count}', 'Bis zu {anzahl}')).toEqual(['PLACEHOLDERS']);
    expect(codes('Hello', 'Hallo {name}')).toEqual(['PLACEHOLDERS']);
    expect(codes('{{ count }} left', '{{count}} übrig')).toEqual([]);
  });

  it('keeps numbers, with either decimal sign', () => {
    expect(codes('Output 1.5 l/min at 60 Hz', 'Leistung 1,5 l/min bei 60 Hz')).toEqual([]);
    expect(codes('Output 1.5 l/min at 60 Hz', 'Leistung 15 l/min bei 60 Hz')).toEqual(['NUMBERS']);
  });

  it('keeps glossary terms as whole terms', () => {
    expect(codes('Pressure in bar', 'Druck in Bar', ['bar'])).toEqual(['GLOSSARY']);
    expect(codes('HX 100 with PED', 'HX 100 mit DGRL', ['HX 100', 'PED'])).toEqual(['GLOSSARY']);
    expect(holdsTerm('barrel', 'bar')).toBe(false);
    expect(holdsTerm('20 bar.', 'bar')).toBe(true);
    expect(holdsTerm('3 cm³/s', 'cm³/s')).toBe(true);
  });

  it('refuses English left as it was in a longer text, not in a short one', () => {
    expect(codes('Flushing with solvent after every shot', 'Flushing with solvent after every shot')).toEqual(
      ['UNTRANSLATED'],
    );
    expect(codes('Mixhead cleaning system', 'Mixhead cleaning system')).toEqual([]);
    expect(codes('Stainless steel mixing chamber option', 'Mischkammer aus Edelstahl')).toEqual([]);
  });

  it('bounds the length to three times the source, with room for very short texts', () => {
    expect(codes('Tank', 'Tagesbehälter')).toEqual(['TOO_LONG']);
    expect(codes('Yes', 'Ja, bitte')).toEqual([]);
    expect(codes('Boom arm', 'x'.repeat(25))).toEqual(['TOO_LONG']);
  });

  it('refuses added markup and an empty answer', () => {
    expect(codes('Agitator', '<b>Rührwerk</b>')).toEqual(['MARKUP']);
    expect(codes('<p>Agitator</p>', '<p>Rührwerk</p>')).toEqual([]);
    expect(codes('Agitator', '  ')).toEqual(['EMPTY']);
  });
});
