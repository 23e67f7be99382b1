// npm run bench:import: the admin uploads checked in the worker pool, on the running app (the compiled
// server, as `npm start` runs it, with demo data), over HTTP:
// - the dry run of a fuses sheet with BENCH_IMPORT_ROWS (default 49,000) new rows, just under the
//   50,000-row cap: read in the worker pool, checked, written in batches and rolled back; RUNS runs,
//   min / median / max;
// - the refusal of a workbook over the caps (60,000 rows of 13 columns), counted before it is loaded;
// - BENCH_PART_MODEL_RUNS (default 10) uploads of a part model of about 9.5 MB and 199,000 triangles,
//   each a new file (validated in the worker pool, then stored), min / median / max;
// - GET /api/health latency (p50, p95, max) during the dry runs and during the part model uploads,
//   beside the same without load;
// - the app's peak RSS (VmHWM of its process, worker threads included).
// BENCH_IMPORT_CASES=xlsx or =part-models runs one of the two. Goal: health p95 < 50 ms during the
// uploads. BENCH_DATABASE_URL runs the app on PostgreSQL instead of PGlite (whose queries run on the
// main thread).
import { readFileSync } from 'node:fs';
import {
  multipartUpload,
  rowsOf,
  streamedWorkbook,
} from '../../src/server/services/xlsx/testing/streamed-workbook.ts';
import { signIn, spread, startApp } from '../lib/app-process.ts';
import { largePartModel } from './large-part-model.ts';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 49_000);
const PART_MODEL_RUNS = Number(process.env.BENCH_PART_MODEL_RUNS ?? 10);
const CASES = new Set((process.env.BENCH_IMPORT_CASES ?? 'xlsx,part-models').split(','));
const QUIET_SECONDS = 5;
const HEALTH_GOAL_MS = 50;
const print = (line: string) => process.stdout.write(`${line}\n`);

/** The p-th percentile (nearest rank) of a list of figures. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}
const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const pad = (text: string, width: number) => text.padStart(width);

/** Peak and current resident memory of a process (Linux), in bytes. */
function memoryOf(pid: number | undefined): { peak: number; now: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
    return { peak: kb('VmHWM'), now: kb('VmRSS') };
  } catch {
    return undefined;
  }
}

/** /api/health probed one request after another, with a short pause, until told to stop. */
type HealthProbe = (until: () => boolean, label: string) => Promise<number[]>;
type Measured = { label: string; key: string; health: number[] };

/** The dry runs of a large fuses sheet, and the refusal of one over the caps. */
async function xlsxCase(base: string, cookie: string, probeHealth: HealthProbe): Promise<Measured> {
  const exported = await fetch(`${base}/api/admin/export/fuses.xlsx`, { headers: { cookie } });
  if (exported.status !== 200) throw new Error(`export: HTTP ${exported.status}`);
  const heading = ['id', 'version', 'name', 'amperes', 'sortOrder'];
  // Only new rows: the sheet's existing fuses would be deleted, and machines use them, so the dry
  // run would answer 422 (it still does all the work). Keeping them needs their ids: the export.
  const ExcelJS = (await import('exceljs')).default;
  const current = new ExcelJS.Workbook();
  await current.xlsx.load((await exported.arrayBuffer()) as never);
  const sheet = current.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const exportedHeading = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const kept: unknown[][] = [];
  sheet.eachRow((row, n) => {
    if (n > 1) kept.push(heading.map((name) => row.getCell(exportedHeading.indexOf(name) + 1).value));
  });
  const large = await streamedWorkbook('fuses', [
    heading,
    ...kept,
    ...rowsOf(ROWS, (i) => [null, null, `Bench fuse ${i}`, 1 + (i % 2000), i]),
  ]);
  const tooLarge = await streamedWorkbook('fuses', [
    Array.from({ length: 13 }, (_, i) => `column${i}`),
    ...rowsOf(60_000, (i) => Array.from({ length: 13 }, (_, c) => (c % 2 ? i * c : `text ${i} ${c}`))),
  ]);
  const importing = async (bytes: Uint8Array) => {
    const { contentType, body } = await multipartUpload(bytes);
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/import/fuses?dryRun=1`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': contentType },
      body: new Uint8Array(body),
    });
    const answer = (await response.json()) as {
      data?: { sheets: { create: number }[] };
      error?: { message: string };
    };
    return { status: response.status, ms: performance.now() - started, answer };
  };
  print(
    `fuses sheet: ${kept.length} existing + ${ROWS.toLocaleString('en')} new rows, ${mb(large.byteLength)}`,
  );

  let done = false;
  const healthDuring = probeHealth(() => done, 'import');
  const times: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const result = await importing(large);
      const created = result.answer.data?.sheets[0]?.create;
      if (result.status !== 200 || created !== ROWS) {
        throw new Error(`dry run: HTTP ${result.status} ${JSON.stringify(result.answer).slice(0, 300)}`);
      }
      times.push(result.ms);
    }
  } finally {
    done = true;
  }
  const health = await healthDuring;
  const refusal = await importing(tooLarge);

  const { min, median, max } = spread(times);
  print(`dry run (${RUNS} runs)           min ${ms(min)}  median ${ms(median)}  max ${ms(max)}`);
  print(
    `over the caps (60,000 × 13, ${mb(tooLarge.byteLength)}): HTTP ${refusal.status} in ${ms(refusal.ms)}: ${refusal.answer.error?.message ?? ''}`,
  );
  return { label: 'during the dry runs', key: 'import', health };
}

/** Part model uploads one after another, each a new file: validated in the worker pool, then stored. */
async function partModelCase(base: string, cookie: string, probeHealth: HealthProbe): Promise<Measured> {
  const files = Array.from({ length: PART_MODEL_RUNS }, (_, run) => largePartModel(run));
  const first = files[0];
  if (!first) throw new Error('BENCH_PART_MODEL_RUNS must be at least 1');
  print(`part model: ${mb(first.bytes.byteLength)}, ${first.triangles.toLocaleString('en')} triangles`);
  const uploading = async (bytes: Uint8Array) => {
    const form = new FormData();
    form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'part.glb'));
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/part-model-files`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    const answer = (await response.json()) as { data?: { triangleCount: number }; error?: unknown };
    return { status: response.status, ms: performance.now() - started, answer };
  };

  let done = false;
  const healthDuring = probeHealth(() => done, 'part-models');
  const times: number[] = [];
  try {
    for (const file of files) {
      const result = await uploading(file.bytes);
      if (result.status !== 201 || result.answer.data?.triangleCount !== file.triangles) {
        throw new Error(
          `part model upload: HTTP ${result.status} ${JSON.stringify(result.answer).slice(0, 300)}`,
        );
      }
      times.push(result.ms);
    }
  } finally {
    done = true;
  }
  const health = await healthDuring;
  const { min, median, max } = spread(times);
  print(`uploads (${PART_MODEL_RUNS} runs)          min ${ms(min)}  median ${ms(median)}  max ${ms(max)}`);
  return { label: 'during the part uploads', key: 'part-models', health };
}

async function main(): Promise<void> {
  const database = process.env.BENCH_DATABASE_URL;
  const app = await startApp(database ? { DATABASE_URL: database } : {});
  const base = app.base;
  try {
    const cookie = await signIn(base, 'development@meterline.example');
    print(database ? 'PostgreSQL' : 'PGlite');

    // A 503 (the database check timed out) is counted, not thrown: it is part of what is measured.
    const failed = new Map<string, number>();
    const probeHealth: HealthProbe = async (until, label) => {
      const times: number[] = [];
      while (!until()) {
        const started = performance.now();
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        if (response.status !== 200) failed.set(label, (failed.get(label) ?? 0) + 1);
        times.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return times;
    };
    const healthLine = (label: string, times: number[], key: string) =>
      `${label.padEnd(26)}p50 ${pad(ms(percentile(times, 50)), 6)}  p95 ${pad(ms(percentile(times, 95)), 6)}  max ${pad(ms(Math.max(...times)), 6)}  (${times.length} requests${failed.get(key) ? `, ${failed.get(key)} not 200` : ''})`;
    const quietEnd = performance.now() + QUIET_SECONDS * 1000;
    const quiet = await probeHealth(() => performance.now() > quietEnd, 'quiet');
    const before = memoryOf(app.child.pid);

    const measured: Measured[] = [];
    if (CASES.has('xlsx')) {
      print('');
      measured.push(await xlsxCase(base, cookie, probeHealth));
    }
    if (CASES.has('part-models')) {
      print('');
      measured.push(await partModelCase(base, cookie, probeHealth));
    }
    const after = memoryOf(app.child.pid);

    if (before && after) {
      print('');
      print(`app RSS: ${mb(before.now)} before, ${mb(after.now)} after; peak ${mb(after.peak)}`);
    }
    print('');
    print('GET /api/health');
    print(healthLine('without load', quiet, 'quiet'));
    for (const { label, key, health } of measured) print(healthLine(label, health, key));
    print('');
    for (const { label, health } of measured) {
      const p95 = percentile(health, 95);
      print(
        `goal: health p95 < ${HEALTH_GOAL_MS} ms ${label}: ${p95 < HEALTH_GOAL_MS ? 'met' : 'NOT MET'} (${ms(p95)})`,
      );
      if (p95 >= HEALTH_GOAL_MS) process.exitCode = 1;
    }
    if (failed.size > 0) process.exitCode = 1;
  } finally {
    app.stop();
  }
}

await main();
