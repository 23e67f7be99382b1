// npm run bench:pdf: the quote PDF on the running app (the compiled server, as `npm start` runs it,
// with demo data), over HTTP:
// - p50 and p95 of one PDF per locale (each request a quote not rendered before, so every one is
//   rendered in the worker pool), its size, and a repeat from the cache;
// - PDFs per second with 8 parallel clients asking for new quotes for BENCH_PDF_SECONDS (default 10);
// - GET /api/health latency (p50, p95, max) during that load, beside the same without load.
// Goals: health p95 < 50 ms during the PDF load; each PDF < 300 KB. BENCH_DATABASE_URL runs the app
// on PostgreSQL instead of PGlite (whose queries run on the main thread).
// TRUST_PROXY is on and every request names an address of its own (X-Forwarded-For), as many
// visitors would be: the per-address rate limit is not what is measured here.
import { availableParallelism } from 'node:os';
import type { ConfiguratorModel } from '../../src/domain/configurator/choices.ts';
import { isChoiceField } from '../../src/domain/configurator/model.ts';
import { initialSession, type SessionState, sessionReducer } from '../../src/domain/configurator/session.ts';
import { INTERFACE_LOCALES } from '../../src/domain/interface-locales.ts';
import { defaultThreads } from '../../src/server/services/worker-pool.ts';
import { startApp } from '../lib/app-process.ts';

const RUNS = Number(process.env.BENCH_PDF_RUNS ?? 12);
const SECONDS = Number(process.env.BENCH_PDF_SECONDS ?? 10);
const CLIENTS = 8;
const HEALTH_GOAL_MS = 50;
const SIZE_GOAL_BYTES = 300 * 1024;
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

/** The p-th percentile (nearest rank) of a list of figures. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padStart(width);

let address = 0;
/** A visitor's own address (TRUST_PROXY): 10.x.y.z, a new one per request. */
function nextAddress(): string {
  address++;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
}

async function main(): Promise<void> {
  const database = process.env.BENCH_DATABASE_URL;
  const app = await startApp({ TRUST_PROXY: 'true', ...(database ? { DATABASE_URL: database } : {}) });
  const base = app.base;
  const trpc = async <T>(path: string, input: unknown, mutation = false): Promise<T> => {
    const url = mutation
      ? `${base}/api/trpc/${path}`
      : `${base}/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`;
    const response = await fetch(url, {
      method: mutation ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': nextAddress() },
      ...(mutation ? { body: JSON.stringify(input) } : {}),
    });
    const body = (await response.json()) as { result?: { data: T }; error?: unknown };
    if (!body.result) throw new Error(`${path}: ${JSON.stringify(body.error)}`);
    return body.result.data;
  };
  try {
    // The largest configuration: the machine whose model has the most options, everything chosen.
    const navigation = await trpc<{ machines: { slug: string; comingSoon: boolean }[] }>(
      'publicConfigurator.navigation',
      undefined,
    );
    let largest: { slug: string; state: SessionState; options: number } | undefined;
    for (const machine of navigation.machines.filter((m) => !m.comingSoon)) {
      const model = await trpc<ConfiguratorModel>('publicConfigurator.machineModel', {
        slug: machine.slug,
        locale: 'en',
      });
      const state = largestSelection(model);
      const options = Object.values(state.selection.values).reduce((sum, values) => sum + values.length, 0);
      if (!largest || options > largest.options) largest = { slug: machine.slug, state, options };
    }
    if (!largest) throw new Error('the demo catalogue has no configurator machine');
    const chosen = largest;
    // A code is a quote of its own: each saved code makes PDFs that no cache holds yet.
    const newCode = async () =>
      (
        await trpc<{ code: string }>(
          'publicConfigurator.saveConfiguration',
          {
            slug: chosen.slug,
            selection: chosen.state.selection,
            units: { freq: 50, unit: 'cm' },
            locale: 'en',
          },
          true,
        )
      ).code;
    const pdf = async (code: string, locale: string, headers: Record<string, string> = {}) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/configurations/${code}/quote.pdf?locale=${locale}`, {
        headers: { 'x-forwarded-for': nextAddress(), ...headers },
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      return {
        status: response.status,
        ms: performance.now() - started,
        bytes,
        etag: response.headers.get('etag'),
      };
    };
    const threads = defaultThreads();
    print(
      `${chosen.slug}, ${chosen.options} values chosen; ${availableParallelism()} cores, ${threads} worker thread${threads === 1 ? '' : 's'} (default); ${database ? 'PostgreSQL' : 'PGlite'}`,
    );

    // One PDF per locale: the first of each locale loads its fonts in the worker (cold); then RUNS
    // renders of new quotes.
    const codes = [];
    for (let i = 0; i <= RUNS; i++) codes.push(await newCode());
    print('');
    print(`one PDF per locale (${RUNS} renders each, every one a new quote)`);
    print(`${'locale'.padEnd(7)}${pad('size', 10)}${pad('cold', 9)}${pad('p50', 9)}${pad('p95', 9)}`);
    let sizeMissed = false;
    const all: number[] = [];
    for (const locale of INTERFACE_LOCALES) {
      const cold = await pdf(codes[0] as string, locale);
      if (cold.status !== 200) throw new Error(`${locale}: HTTP ${cold.status}`);
      const times: number[] = [];
      for (const code of codes.slice(1)) {
        const run = await pdf(code, locale);
        if (run.status !== 200) throw new Error(`${locale}: HTTP ${run.status}`);
        times.push(run.ms);
      }
      all.push(...times);
      if (cold.bytes > SIZE_GOAL_BYTES) sizeMissed = true;
      print(
        `${locale.padEnd(7)}${pad(kb(cold.bytes), 10)}${pad(ms(cold.ms), 9)}${pad(ms(percentile(times, 50)), 9)}${pad(ms(percentile(times, 95)), 9)}`,
      );
    }
    print(
      `${'all'.padEnd(7)}${pad('', 10)}${pad('', 9)}${pad(ms(percentile(all, 50)), 9)}${pad(ms(percentile(all, 95)), 9)}`,
    );
    const repeats = [];
    for (let i = 0; i < 20; i++) repeats.push((await pdf(codes[1] as string, 'de')).ms);
    const known = await pdf(codes[1] as string, 'de');
    const revalidated = await pdf(codes[1] as string, 'de', { 'if-none-match': known.etag ?? '' });
    print(
      `a repeat (from the cache): p50 ${ms(percentile(repeats, 50))}, p95 ${ms(percentile(repeats, 95))}; with its ETag: HTTP ${revalidated.status}`,
    );

    // /api/health, one request after another with a short pause, for SECONDS: alone, then beside the load.
    const probeHealth = async (until: () => boolean) => {
      const times: number[] = [];
      while (!until()) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`health: HTTP ${response.status}`);
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return times;
    };
    const healthLine = (label: string, times: number[]) =>
      `${label.padEnd(26)}p50 ${pad(ms(percentile(times, 50)), 6)}  p95 ${pad(ms(percentile(times, 95)), 6)}  max ${pad(ms(Math.max(...times)), 6)}  (${times.length} requests)`;
    const quietEnd = performance.now() + SECONDS * 1000;
    const quiet = await probeHealth(() => performance.now() > quietEnd);

    // 8 clients, each asking for a new quote as soon as its last one arrived.
    const loadCodes: string[] = [];
    for (let i = 0; i < 40; i++) loadCodes.push(await newCode());
    let next = 0;
    const statuses = new Map<number, number>();
    const loadEnd = performance.now() + SECONDS * 1000;
    const loadStart = performance.now();
    let pdfs = 0;
    const client = async () => {
      while (performance.now() < loadEnd) {
        const n = next++;
        const code = loadCodes[n % loadCodes.length] as string;
        const locale = INTERFACE_LOCALES[
          Math.floor(n / loadCodes.length) % INTERFACE_LOCALES.length
        ] as string;
        // Past codes × locales, the same quote again would come from the cache: stop asking then.
        if (n >= loadCodes.length * INTERFACE_LOCALES.length) break;
        const result = await pdf(code, locale);
        statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
        if (result.status === 200) pdfs++;
      }
    };
    let loadSeconds = 0;
    const clients = Promise.all(Array.from({ length: CLIENTS }, client)).then(() => {
      loadSeconds = (performance.now() - loadStart) / 1000;
    });
    const [health] = await Promise.all([probeHealth(() => performance.now() > loadEnd), clients]);
    print('');
    print(
      `${CLIENTS} parallel clients, new quotes for ${SECONDS} s: ${pdfs} PDFs, ${(pdfs / loadSeconds).toFixed(1)} PDFs/s (answers: ${[...statuses].map(([status, count]) => `${count}× ${status}`).join(', ')})`,
    );
    print('');
    print('GET /api/health');
    print(healthLine('without load', quiet));
    print(healthLine(`during the PDF load`, health ?? []));
    const p95 = percentile(health ?? [], 95);
    print('');
    print(
      `goal: health p95 < ${HEALTH_GOAL_MS} ms during the PDF load: ${p95 < HEALTH_GOAL_MS ? 'met' : 'NOT MET'} (${ms(p95)})`,
    );
    print(`goal: each PDF < ${kb(SIZE_GOAL_BYTES)}: ${sizeMissed ? 'NOT MET' : 'met'}`);
    if (p95 >= HEALTH_GOAL_MS || sizeMissed) process.exitCode = 1;
  } finally {
    app.stop();
  }
}

await main();
