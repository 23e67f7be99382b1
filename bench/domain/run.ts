// npm run bench:domain: median time of one full configurator evaluation (every sub-step's options
// through the filters, the invalid selections and the price), against a plain loop over the model.
import { priceConfiguration } from '../../src/domain/configurator/pricing.ts';
import { evaluateOptions, invalidSelections } from '../../src/domain/configurator/rules.ts';
import type { ConfiguratorData, Selection } from '../../src/domain/configurator/types.ts';
import { generateModel, generateSelections } from './model.ts';

const GOAL_MICROSECONDS = 1000;
const SAMPLES = 400;

const model = generateModel();
const selections = generateSelections(model, 64);
const subStepSlugs = model.steps.flatMap((step) => step.subSteps.map((subStep) => subStep.slug));
const optionCount = model.steps.reduce(
  (sum, step) => sum + step.subSteps.reduce((inner, subStep) => inner + subStep.options.data.length, 0),
  0,
);

let sink = 0; // results feed this, so that the engine cannot drop the work

function evaluate(data: ConfiguratorData, selection: Selection): void {
  for (const slug of subStepSlugs) {
    for (const option of evaluateOptions(data, selection, slug)) if (option.hidden) sink++;
  }
  sink += invalidSelections(data, selection).length;
  sink += priceConfiguration(data, selection, { discount: true }).total;
}

/** Touches every option once: the least any full evaluation has to do. */
function baseline(data: ConfiguratorData, selection: Selection): void {
  for (const step of data.steps) {
    for (const subStep of step.subSteps) {
      const chosen = selection.values[subStep.slug];
      for (const option of subStep.options.data) {
        if (chosen?.includes(option.value) && typeof option.price === 'number') sink += option.price;
      }
    }
  }
}

/** Median over samples of the mean time per call within a batch, in µs. */
function measure(run: (data: ConfiguratorData, selection: Selection) => void, batch: number): number {
  let next = 0;
  const once = () => {
    run(model, selections[next % selections.length] as Selection);
    next++;
  };
  for (let i = 0; i < batch * 50; i++) once(); // warm-up for the JIT
  const times: number[] = [];
  for (let sample = 0; sample < SAMPLES; sample++) {
    const start = performance.now();
    for (let i = 0; i < batch; i++) once();
    times.push(((performance.now() - start) * 1000) / batch);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

// Every selection must price without error, or the benchmark measures the error path.
for (const selection of selections) priceConfiguration(model, selection, { discount: true });
const hiddenSelected = selections.reduce(
  (sum, selection) => sum + invalidSelections(model, selection).length,
  0,
);

const baselineMicros = measure(baseline, 200);
const evaluationMicros = measure(evaluate, 5);

const format = (value: number, digits = 1) => value.toFixed(digits);
const print = (line: string) => process.stdout.write(`${line}\n`);
print(
  `model: ${subStepSlugs.length} sub-steps, ${optionCount} options; ${selections.length} selections ` +
    `(on average ${format(hiddenSelected / selections.length)} selected values hidden by filters)`,
);
print(
  `full evaluation: median ${format(evaluationMicros)} µs, ${Math.round(1e6 / evaluationMicros)} evaluations/s`,
);
print(`baseline (touch every option once): median ${format(baselineMicros, 2)} µs`);
print(`ratio evaluation / baseline: ${format(evaluationMicros / baselineMicros)}×`);
print(
  `goal ≤ ${GOAL_MICROSECONDS} µs per evaluation: ${evaluationMicros <= GOAL_MICROSECONDS ? 'met' : 'NOT MET'}` +
    (sink === 0 ? ' (no work done?)' : ''),
);
if (evaluationMicros > GOAL_MICROSECONDS) process.exitCode = 1;
