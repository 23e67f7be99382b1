// npm run bench:crawl: the long version of the route crawl (e2e/route-crawl.spec.ts): every route of the
// navigation table and of the public pages opened by every visitor (anonymous and each role), where
// `npm test` opens each route as two visitors. It runs the spec through Playwright with CRAWL_ALL=1 on
// the built server and prints the visits made and the time they took, beside the bounded version's, from
// the same run. 1 run of each (the figure is the suite's time, not a budget).
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { flattenRoutes } from '../../src/domain/navigation/table.ts';
import { PUBLIC_ROUTES } from '../../src/web/app/route-code.ts';
import { buildIfStale } from '../lib/app-process.ts';

const ROUTES = flattenRoutes().length + Object.keys(PUBLIC_ROUTES).length;
const VISITORS = 5;

function crawl(all: boolean): { seconds: number; passed: boolean; output: string } {
  const started = performance.now();
  const result = spawnSync(
    'npx',
    ['playwright', 'test', 'e2e/route-crawl.spec.ts', '--workers=2', '--retries=0', '--reporter=line'],
    {
      encoding: 'utf8',
      env: { ...process.env, CI: 'true', E2E_BUILT_SERVER: '1', ...(all ? { CRAWL_ALL: '1' } : {}) },
    },
  );
  return {
    seconds: (performance.now() - started) / 1000,
    passed: result.status === 0,
    output: `${result.stdout}${result.stderr}`,
  };
}

buildIfStale();
const bounded = crawl(false);
const full = crawl(true);
process.stdout.write(`route crawl, load average ${loadavg()[0]?.toFixed(1)}\n`);
for (const [name, run] of [
  [`npm test: ${ROUTES * 2} visits (each route by 2 visitors)`, bounded],
  [`every visitor: ${ROUTES * VISITORS} visits`, full],
] as const) {
  process.stdout.write(
    `${name.padEnd(52)} ${run.seconds.toFixed(0).padStart(5)} s  ${run.passed ? 'passed' : 'FAILED'}\n`,
  );
  if (!run.passed) process.stdout.write(run.output);
}
process.stdout.write(`ratio every visitor / npm test: ${(full.seconds / bounded.seconds).toFixed(1)}×\n`);
if (!bounded.passed || !full.passed) process.exitCode = 1;
