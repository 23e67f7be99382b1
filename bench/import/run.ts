// npm run bench:import: a large spreadsheet import on the running app (the compiled server, as
// `npm start` runs it, with demo data), over HTTP:
// - the dry run of a fuses sheet with BENCH_IMPORT_ROWS (default 49,000) new rows, just under the
//   50,000-row cap: read in the worker pool, checked, written in batches and rolled back; RUNS runs,
//   min / median / max;
// - the refusal of a workbook over the caps (60,000 rows of 13 columns), counted before it is loaded;
// - GET /api/health latency (p50, p95, max) during the dry runs, beside the same without load;
// - the app's peak RSS (VmHWM of its process, worker threads included).
// Goal: health p95 < 50 ms during the import. BENCH_DATABASE_URL runs the app on PostgreSQL instead
// of PGlite (whose queries run on the main thread).
import { readFileSync } from 'node:fs';
import {
  multipartUpload,
  rowsOf,
  streamedWorkbook,
} from '../../src/server/services/xlsx/testing/streamed-workbook.ts';
import { signIn, spread, startApp } from '../lib/app-process.ts';

const RUNS = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 49_000);
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

async function main(): Promise<void> {
  const database = process.env.BENCH_DATABASE_URL;
  const app = await startApp(database ? { DATABASE_URL: database } : {});
  const base = app.base;
  try {
    const cookie = await signIn(base, 'development@meterline.example');
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
      `fuses sheet: ${kept.length} existing + ${ROWS.toLocaleString('en')} new rows, ${mb(large.byteLength)}; ${database ? 'PostgreSQL' : 'PGlite'}`,
    );

    // /api/health, one request after another with a short pause, until told to stop.
    // A 503 (the database check timed out) is counted, not thrown: it is part of what is measured.
    const failed = new Map<string, number>();
    const probeHealth = async (until: () => boolean, label: string) => {
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
    const after = memoryOf(app.child.pid);
    const refusal = await importing(tooLarge);

    const { min, median, max } = spread(times);
    print('');
    print(`dry run (${RUNS} runs)           min ${ms(min)}  median ${ms(median)}  max ${ms(max)}`);
    print(
      `over the caps (60,000 × 13, ${mb(tooLarge.byteLength)}): HTTP ${refusal.status} in ${ms(refusal.ms)}: ${refusal.answer.error?.message ?? ''}`,
    );
    if (before && after) {
      print(`app RSS: ${mb(before.now)} before, ${mb(after.now)} after; peak ${mb(after.peak)}`);
    }
    print('');
    print('GET /api/health');
    print(healthLine('without load', quiet, 'quiet'));
    print(healthLine('during the dry runs', health, 'import'));
    const p95 = percentile(health, 95);
    print('');
    print(
      `goal: health p95 < ${HEALTH_GOAL_MS} ms during the import: ${p95 < HEALTH_GOAL_MS ? 'met' : 'NOT MET'} (${ms(p95)})`,
    );
    if (p95 >= HEALTH_GOAL_MS || failed.size > 0) process.exitCode = 1;
  } finally {
    app.stop();
  }
}

await main();
