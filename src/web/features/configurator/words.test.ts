import { describe, expect, it } from 'vitest';
import { type SessionState, sessionReducer } from '../../../domain/configurator/session.ts';
import { EXAMPLE_CONFIGURATOR } from '../../../domain/configurator/testing/example-model.ts';
import { createI18n } from '../../i18n/i18n.ts';
import de from '../../i18n/locales/de/configurator.ts';
import en from '../../i18n/locales/en/configurator.ts';
import { alternatives, hiddenText, removalText } from './steps/option-words.ts';
import { flowRange, money, signedMoney } from './words.ts';

const t = (locale: 'en' | 'de') =>
  createI18n(locale, { resources: { en: { configurator: en }, de: { configurator: de } } }).getFixedT(
    locale,
    'configurator',
  );

describe('configurator words', () => {
  it('writes money from cents for the locale, signed for price differences', () => {
    expect(money(123_456, 'de')).toMatch(/^1\.234,56\s€$/);
    expect(money(123_456, 'en')).toBe('€1,234.56');
    expect(signedMoney(125_000, 'de', t('de'))).toMatch(/^\+ 1\.250,00\s€$/);
    expect(signedMoney(-64_000, 'en', t('en'))).toBe('− €640.00');
  });

  it('writes flow ranges in the user’s frequency and unit, numbers in the locale’s style', () => {
    const range = { minCm3PerS: 60, maxCm3PerS: 300 };
    expect(flowRange(range, { freq: 50, unit: 'cm' }, 'en', t('en'))).toBe('60–300 cm³/s');
    // 300 cm³/s × 1.2 at 60 Hz × 60 / 1000 = 21.6 l/min
    expect(flowRange(range, { freq: 60, unit: 'l' }, 'de', t('de'))).toBe('4,3–22 l/min');
    expect(flowRange({ minCm3PerS: 3, maxCm3PerS: 29 }, { freq: 50, unit: 'l' }, 'de', t('de'))).toBe(
      '0,18–1,7 l/min',
    );
  });

  it('lists alternatives the locale’s way', () => {
    expect(alternatives(['MH 18', 'MH 24'], 'en')).toBe('MH 18 or MH 24');
    expect(alternatives(['MH 18', 'MH 24', 'MH 30'], 'de')).toBe('MH 18, MH 24 oder MH 30');
  });

  it('explains hidden options and removals in the user’s language, base choices included', () => {
    const model = EXAMPLE_CONFIGURATOR;
    const hidden = {
      stepSlug: 'base',
      stepTitle: 'Dosing line, country and day tank',
      subStepSlug: 'dosingLine',
      subStepTitle: 'Dosing line',
      needs: [{ value: 'ml-40', label: 'ML 40' }],
      chosen: [{ value: 'ml-20', label: 'ML 20' }],
    };
    expect(hiddenText(model, hidden, t('de'), 'de')).toBe(
      'Benötigt ML 40 (Dosierlinie, Schritt Dosierlinie, Land und Arbeitsbehälter)',
    );
    let state: SessionState = {
      selection: { dosingLine: 'ml-40', country: 'DE', dayTank: 'dt-60', values: {} },
      undo: [],
      removed: [],
    };
    state = sessionReducer(model, state, { type: 'toggleOption', subStepSlug: 'mixhead', value: 'mh-24' });
    state = sessionReducer(model, state, { type: 'chooseBase', key: 'dosingLine', value: 'ml-20' });
    expect(state.removed.map((removed) => removalText(model, removed, t('de')))).toEqual([
      'MH 24 wurde entfernt, weil Sie ML 20 im Schritt Dosierlinie, Land und Arbeitsbehälter gewählt haben.',
    ]);
  });
});
