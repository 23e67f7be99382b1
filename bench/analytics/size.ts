// npm run bench:analytics-size: the tracker's weight in the browser (docs/product.md#analytics), goal under
// 1.5 KB gzipped. The tracker (web/lib/analytics/tracker.ts, the chunk loaded once the page is idle) and
// the facade that travels with the pages (analytics.ts, which loads it) are each bundled as the client
// build does (esbuild: bundled, minified, ES module, tree-shaken; the React hook of the finders is the
// features' code, not the tracker's) and gzipped at level 9. Baseline of the same run: a bare sender
// built the same way, one sendBeacon of a JSON batch, the least a tracker is. 3 runs (the build is
// deterministic; the runs show it), min/median/max bytes, and the ratio to the baseline.
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { spread } from '../lib/app-process.ts';

const RUNS = 3;
const GOAL_BYTES = 1.5 * 1024;
const BARE = `export function send(events) { navigator.sendBeacon('/api/analytics/collect', JSON.stringify({ events })); }`;

const print = (line: string) => process.stdout.write(`${line}\n`);

async function gzipped(entry: { file: string } | { contents: string }): Promise<number> {
  const result = await build({
    ...('file' in entry
      ? { entryPoints: [entry.file] }
      : { stdin: { contents: entry.contents, loader: 'js', resolveDir: process.cwd() } }),
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    // the facade's dynamic import of the tracker is a chunk of its own, as in the client build
    external: ['./tracker.ts'],
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]?.contents ?? new Uint8Array(), { level: 9 }).length;
}

async function main() {
  const sizes = { tracker: [] as number[], facade: [] as number[], bare: [] as number[] };
  for (let run = 0; run < RUNS; run++) {
    sizes.tracker.push(await gzipped({ file: 'src/web/lib/analytics/tracker.ts' }));
    sizes.facade.push(await gzipped({ file: 'src/web/lib/analytics/analytics.ts' }));
    sizes.bare.push(await gzipped({ contents: BARE }));
  }
  const bare = spread(sizes.bare).median;
  print(`analytics tracker, gzipped (level 9): ${RUNS} runs, min / median / max bytes, × the bare sender`);
  for (const [name, values] of Object.entries(sizes)) {
    const s = spread(values);
    print(`  ${name.padEnd(8)} ${s.min} / ${s.median} / ${s.max} B  ×${(s.median / bare).toFixed(1)}`);
  }
  const tracker = spread(sizes.tracker).median;
  const both = tracker + spread(sizes.facade).median;
  print(`  tracker and facade together: ${both} B (goal ${GOAL_BYTES} B)`);
  print(both < GOAL_BYTES ? 'within the goal' : 'OVER the goal');
  process.exitCode = both < GOAL_BYTES ? 0 : 1;
}

await main();
