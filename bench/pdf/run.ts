// npm run bench:pdf: size and time of the quote PDF of the largest demo configuration in all nine
// locales (3 runs each: min/median/max), against a baseline from the same run: a one-page PDF with
// the same fonts and only the code in it. Goal (issue 12): under 300 KB and under 500 ms each.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Document, Page, renderToBuffer, Text } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { ConfiguratorModel } from '../../src/domain/configurator/choices.ts';
import { isChoiceField } from '../../src/domain/configurator/model.ts';
import { initialSession, type SessionState, sessionReducer } from '../../src/domain/configurator/session.ts';
import type { InterfaceLocale } from '../../src/domain/format.ts';
import { INTERFACE_LOCALES } from '../../src/domain/interface-locales.ts';
import { wrapPglite } from '../../src/server/db/client.ts';
import { seedDemoCatalogue } from '../../src/server/db/seed/catalogue/index.ts';
import { fontFamilyFor, registerQuoteFonts } from '../../src/server/quotes/quote-fonts.ts';
import { buildQuotePdf } from '../../src/server/quotes/quote-pdf.ts';
import { trpcCaller } from '../../src/server/testing/trpc-caller.ts';

const RUNS = 3;
const GOAL_BYTES = 300 * 1024;
const GOAL_MS = 500;
const print = (line: string) => process.stdout.write(`${line}\n`);

/** Everything the model allows at once: every shown checkbox option, the last shown radio/select option, all packages. */
function largestSelection(model: ConfiguratorModel): SessionState {
  let state = initialSession(model, { dosingLine: model.choices.dosingLines.at(-1)?.id ?? '', locale: 'de' });
  for (const step of model.steps) {
    for (const subStep of step.subSteps) {
      if (!isChoiceField(subStep.options.fieldType)) {
        state = sessionReducer(model, state, {
          type: 'setValue',
          subStepSlug: subStep.slug,
          value: 'Deliver to plant 2, gate B',
        });
        continue;
      }
      const options =
        subStep.options.fieldType === 'checkbox' ? subStep.options.data : subStep.options.data.slice(-1);
      for (const option of options) {
        state = sessionReducer(model, state, {
          type: 'toggleOption',
          subStepSlug: subStep.slug,
          value: option.value,
        });
      }
    }
  }
  return state;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0] ?? 0, median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
};
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'meterline-bench-pdf-'));
  const handle = await wrapPglite(await PGlite.create(join(dir, 'pglite')), { migrate: true });
  try {
    await seedDemoCatalogue(handle.db);
    const caller = trpcCaller(handle.db).publicConfigurator;
    const navigation = await caller.navigation();
    // The largest configuration: the machine whose model has the most options, everything chosen.
    let largest: { slug: string; state: SessionState; options: number } | undefined;
    for (const machine of navigation.machines.filter((m) => !m.comingSoon)) {
      const model = await caller.machineModel({ slug: machine.slug, locale: 'en' });
      const state = largestSelection(model);
      const options = Object.values(state.selection.values).reduce((sum, values) => sum + values.length, 0);
      if (!largest || options > largest.options) largest = { slug: machine.slug, state, options };
    }
    if (!largest) throw new Error('the demo catalogue has no configurator machine');
    const price = await caller.price({ slug: largest.slug, selection: largest.state.selection });
    const { code } = await caller.saveConfiguration({
      slug: largest.slug,
      selection: largest.state.selection,
      units: { freq: 50, unit: 'cm' },
      locale: 'en',
    });
    print(
      `largest demo configuration: ${largest.slug}, ${largest.options} values chosen, total ${(price.total / 100).toFixed(2)} EUR, code ${code}`,
    );

    registerQuoteFonts();
    const baselineMs: number[] = [];
    for (const locale of INTERFACE_LOCALES) {
      const doc = createElement(
        Document,
        null,
        createElement(
          Page,
          { size: 'A4', style: { fontFamily: fontFamilyFor(locale) } },
          createElement(Text, null, code),
        ),
      );
      const start = performance.now();
      await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]);
      baselineMs.push(performance.now() - start);
    }

    const audience = { internalRead: false, salesMode: false };
    const baseUrl = 'https://sales.aldermann.example';
    let missed = false;
    print(
      `${'locale'.padEnd(7)}${'size'.padStart(10)}${'cold'.padStart(9)}${'min'.padStart(9)}${'median'.padStart(9)}${'max'.padStart(9)}${'× baseline'.padStart(12)}`,
    );
    for (const locale of INTERFACE_LOCALES as readonly InterfaceLocale[]) {
      // The first render of a locale parses its font; the three measured runs are warm, as on a server.
      const coldStart = performance.now();
      await buildQuotePdf(handle.db, { code, locale, audience, baseUrl });
      const cold = performance.now() - coldStart;
      const times: number[] = [];
      let size = 0;
      for (let run = 0; run < RUNS; run++) {
        const start = performance.now();
        const pdf = await buildQuotePdf(handle.db, { code, locale, audience, baseUrl });
        times.push(performance.now() - start);
        size = pdf.bytes.length;
      }
      const { min, median, max } = stats(times);
      const baseline = stats(baselineMs).median;
      if (size > GOAL_BYTES || median > GOAL_MS) missed = true;
      print(
        `${locale.padEnd(7)}${kb(size).padStart(10)}${ms(cold).padStart(9)}${ms(min).padStart(9)}${ms(median).padStart(9)}${ms(max).padStart(9)}${`${(median / baseline).toFixed(1)}×`.padStart(12)}`,
      );
    }
    print(`baseline (one-page PDF, same fonts, only the code): median ${ms(stats(baselineMs).median)}`);
    print(`goal < ${kb(GOAL_BYTES)} and < ${GOAL_MS} ms (median) per PDF: ${missed ? 'NOT MET' : 'met'}`);
    if (missed) process.exitCode = 1;
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
