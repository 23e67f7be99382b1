import { describe, expect, it } from 'vitest';
import { checkContext, previewOption, runLiveCheck } from './live-check.ts';
import { updateOption } from './model-edits.ts';
import { editorCatalogue, editorDocument, IDS, largeDocument } from './testing/editor-fixture.ts';

describe('the live model check', () => {
  it('finds an incomplete price where it is, and nothing once it is filled', () => {
    const catalogue = editorCatalogue();
    const context = checkContext(catalogue);
    const doc = editorDocument();
    expect(runLiveCheck(doc, context).errors).toEqual([]);
    const at = { step: 1, subStep: 0 };
    const incomplete = updateOption(doc, at, 1, (option) => ({
      ...option,
      price: { dependsOn: 'dosingLine', prices: { [IDS.lineSmall]: 300 } },
    }));
    const check = runLiveCheck(incomplete, context);
    expect(
      check.errors.map((live) => [live.finding.code, live.subStepSlug, live.value, live.section]),
    ).toEqual([['INCOMPLETE_PRICE', 'hose-length', '5m', 'steps']]);
    expect(check.bySubStep.get('hose-length')).toEqual({ errors: 1, warnings: 0 });
  });

  it('places base price and translation findings in their sections and sub-steps', () => {
    const catalogue = { ...editorCatalogue(), locales: ['de'], translated: { 'cfg.hx.sub.mixhead': ['de'] } };
    const doc = { ...editorDocument(), basePrices: [] };
    const check = runLiveCheck(doc, checkContext(catalogue));
    expect(check.errors.map((live) => [live.finding.code, live.section])).toEqual([
      ['MISSING_BASE_PRICE', 'basePrices'],
      ['MISSING_BASE_PRICE', 'basePrices'],
    ]);
    const translations = check.warnings.filter((live) => live.finding.code === 'MISSING_TRANSLATION');
    // Every text but the translated sub-step title; an option's finding points at the option.
    expect(translations.some((live) => live.finding.key === 'cfg.hx.sub.mixhead')).toBe(false);
    expect(translations.find((live) => live.finding.key === 'cfg.hx.opt.hose-length.5m')).toMatchObject({
      subStepSlug: 'hose-length',
      value: '5m',
      section: 'steps',
    });
  });

  it("warns at the option of a visual sub-step that the machine's parts do not show", () => {
    const catalogue = { ...editorCatalogue(), partLinks: ['always', 'hose-length=3m'] };
    const check = runLiveCheck(editorDocument(), checkContext(catalogue));
    expect(check.errors).toEqual([]);
    expect(
      check.warnings.map((live) => [live.finding.code, live.subStepSlug, live.value, live.section]),
    ).toEqual([['OPTION_WITHOUT_PART', 'hose-length', '5m', 'steps']]);
    expect(check.bySubStep.get('hose-length')).toEqual({ errors: 0, warnings: 1 });
  });

  it('previews what an option costs on each dosing line', () => {
    const catalogue = editorCatalogue();
    const check = runLiveCheck(editorDocument(), checkContext(catalogue));
    expect(previewOption(check.data, catalogue, 'hose-length', '5m')).toEqual([
      { dosingLine: catalogue.dosingLines[0], result: { base: 50000, option: 300, total: 50300 } },
      { dosingLine: catalogue.dosingLines[1], result: { base: 70000, option: 450, total: 70450 } },
    ]);
  });

  it('previews a price that waits for a sub-step as "from" its least amount', () => {
    const catalogue = editorCatalogue();
    const doc = updateOption(editorDocument(), { step: 0, subStep: 0 }, 1, (option) => ({
      ...option,
      price: { dependsOn: 'hose-length', prices: { '3m': 20, '5m': 10 } },
    }));
    const check = runLiveCheck(doc, checkContext(catalogue));
    expect(previewOption(check.data, catalogue, 'mixhead', 'mhl-18')[0]?.result).toEqual({
      base: 50000,
      option: null,
      total: 50000,
      waitsFor: { dependsOn: 'hose-length', from: 10 },
    });
  });

  it('checks a 400-option model whole: every option placed, every missing translation found', () => {
    // Its time per edit is npm run bench:model-editor's (16 ms at the median).
    const catalogue = { ...editorCatalogue(), locales: ['de', 'it'] };
    const doc = largeDocument(10, 8, 5);
    expect(
      doc.steps.flatMap((step) => step.subSteps).flatMap((subStep) => subStep.options.data),
    ).toHaveLength(400);
    const check = runLiveCheck(doc, checkContext(catalogue));
    expect(check.errors).toEqual([]);
    // 10 steps, 80 sub-steps and 400 options, each text missing in both locales.
    expect(check.warnings).toHaveLength(2 * (10 + 80 + 400));
    expect(check.bySubStep.get('sub-9-7')).toEqual({ errors: 0, warnings: 2 * 6 });
    expect(previewOption(check.data, catalogue, 'sub-5-3', 'o2').map((row) => row.result)).toEqual([
      { base: 50000, option: 102, total: 50102 },
      { base: 70000, option: 202, total: 70202 },
    ]);
  });
});
