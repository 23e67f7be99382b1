// What the model editor does on every edit, bundled for Chromium by run.ts: an immutable change of one
// option's price, the live model check of the whole draft, and the price of a selection on it.
import { livePrice } from '../../src/domain/configurator/live-price.ts';
import { checkConfiguratorModel } from '../../src/domain/configurator/model-check.ts';
import {
  documentData,
  documentTexts,
  type ModelDocument,
  withTextKeys,
} from '../../src/domain/configurator/model-document.ts';
import type { ConfiguratorData, Selection } from '../../src/domain/configurator/types.ts';
import { generateModel, generateSelections } from '../domain/model.ts';

const LOCALES = ['de', 'it', 'ja', 'es', 'pt', 'cs', 'zh', 'ko'];

function asDocument(data: ConfiguratorData): ModelDocument {
  const { countryPeds: _peds, ...rest } = data;
  return withTextKeys({ ...rest, discountRatePerOption: 0.005, publicPrices: true }, 'bench');
}

/** The editor's change: a new document with one option's price set, everything else shared. */
function setPrice(doc: ModelDocument, at: number, price: number): ModelDocument {
  let index = 0;
  return {
    ...doc,
    steps: doc.steps.map((step) => ({
      ...step,
      subSteps: step.subSteps.map((subStep) => {
        const first = index;
        index += subStep.options.data.length;
        if (at < first || at >= index) return subStep;
        return {
          ...subStep,
          options: {
            ...subStep.options,
            data: subStep.options.data.map((option, i) => (first + i === at ? { ...option, price } : option)),
          },
        };
      }),
    })),
  };
}

function run(edits: number): { edit: number[]; baseline: number[]; findings: number; options: number } {
  const generated = generateModel();
  const selection = generateSelections(generated, 1)[0] as Selection;
  const countryPeds = generated.countryPeds;
  let doc = asDocument(generated);
  const options = doc.steps.reduce(
    (sum, step) => sum + step.subSteps.reduce((inner, subStep) => inner + subStep.options.data.length, 0),
    0,
  );
  const choices = {
    dosingLine: ['ml-10', 'ml-20', 'ml-40', 'ml-80', 'ml-120', 'ml-200'],
    country: ['DE', 'FR', 'GB', 'US', 'MX'],
    dayTank: ['dt-60', 'dt-250', 'dt-500'],
  };
  // Every text translated but a few, as a model in use is.
  const translated = (key: string) =>
    Object.fromEntries(LOCALES.map((l) => [l, key.endsWith('7') ? null : key]));
  let findings = 0;
  const edit: number[] = [];
  const baseline: number[] = [];
  for (let i = 0; i < edits + 20; i++) {
    const at = (i * 37) % options;
    const price = 100 + (i % 50);
    const start = performance.now();
    const next = setPrice(doc, at, price);
    const changed = performance.now();
    const keyed = withTextKeys(next, 'bench');
    const data = documentData(keyed, countryPeds);
    const found = checkConfiguratorModel({
      machine: 'bench',
      data,
      choices,
      locales: LOCALES,
      texts: documentTexts(keyed).map(({ key, where }) => ({ key, where, translations: translated(key) })),
    });
    const price_ = livePrice(
      { ...data, pricesVisible: true, discountRatePerOption: keyed.discountRatePerOption },
      selection,
      { salesMode: false, discount: false },
    );
    const end = performance.now();
    findings = found.length + (price_.kind === 'visible' ? 0 : 1);
    doc = next;
    if (i >= 20) {
      edit.push(end - start);
      baseline.push(changed - start);
    }
  }
  return { edit, baseline, findings, options };
}

(globalThis as unknown as { meterlineEditBench: typeof run }).meterlineEditBench = run;
