// `npm test`: Biome, tsc, dependency rules, citations, vitest (unit + database suites), the build, the first-load
// size budgets (scripts/size-budgets.ts, from the build's manifest), Playwright.
// Ends with one line `N passed, N failed` counting every test plus each static check as one.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const e2eRequired = process.env.CI === 'true' || process.env.E2E_REQUIRED === '1';
const only = process.argv[2]; // e.g. `npm test -- e2e` runs one stage
const tally = { passed: 0, failed: 0, skipped: 0 };
const problems = [];
// The names of failed tests, repeated at the end: a CI log is often read from its tail.
const failedTests = [];

mkdirSync('.tmp', { recursive: true });

// How long each stage took, printed at the end: CI has a time budget (under 20 minutes,
// docs/ARCHITECTURE.md#budgets).
const stageTimes = [];

function run(label, command, args, env = {}) {
  process.stdout.write(`\n── ${label} ──\n`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  stageTimes.push(`${label} ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return result.status === 0;
}

function check(label, command, args) {
  if (only && only !== label) return;
  if (run(label, command, args)) tally.passed++;
  else {
    tally.failed++;
    problems.push(label);
  }
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

check('biome', 'npx', ['biome', 'check', '.']);
check('tsc', 'npx', ['tsc', '--noEmit']);
check('dependencies', 'npx', ['depcruise', 'src', '--config', '.dependency-cruiser.cjs']);
check('citations', 'node', ['scripts/check-citations.mjs']);
// Unused files, dependencies and exports (knip.json names the entry points).
check('knip', 'npx', ['knip', '--no-progress']);

if (!only || only === 'vitest') {
  const out = '.tmp/vitest.json';
  rmSync(out, { force: true });
  const ok = run('vitest', 'npx', [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  const report = readJson(out);
  if (report) {
    tally.passed += report.numPassedTests;
    tally.failed += report.numFailedTests;
    tally.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
        failedTests.push(
          `vitest ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}: ${message}`,
        );
      }
    }
  }
  if (!ok && (!report || report.numFailedTests === 0)) {
    tally.failed++;
    problems.push('vitest (did not finish)');
  } else if (!ok) problems.push('vitest');
}

// The build serves both stages after it: the size budgets read its manifest, Playwright runs it.
let built = false;
if (!only || only === 'e2e' || only === 'size') {
  built = run('build', 'node', ['scripts/build.mjs']);
  if (!built) {
    tally.failed++;
    problems.push('build');
  }
}

// Every route's first load against its budget (scripts/first-load.ts); it needs no browser.
if (built) check('size', 'npx', ['tsx', 'scripts/size-budgets.ts']);

if (built && (!only || only === 'e2e')) {
  if (!existsSync(chromium)) {
    const line = `Playwright: skipped, no Chromium at ${chromium} (apt-get install -y chromium)`;
    if (e2eRequired) {
      process.stdout.write(`\n${line}, but end-to-end tests are required here.\n`);
      tally.failed++;
      problems.push('e2e (no Chromium)');
    } else process.stdout.write(`\n${line}.\n`);
  } else {
    const out = '.tmp/playwright.json';
    rmSync(out, { force: true });
    // The end-to-end suite runs the compiled server, as `npm start` does.
    const ok = run('playwright', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_BUILT_SERVER: '1',
    });
    const report = readJson(out);
    const stats = report?.stats;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        if (!spec.ok) failedTests.push(`playwright ${spec.file}:${spec.line} › ${spec.title}`);
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report?.suites ?? []) walk(suite);
    if (stats) {
      tally.passed += stats.expected + stats.flaky;
      tally.failed += stats.unexpected;
      tally.skipped += stats.skipped;
    }
    if (!ok) {
      if (!stats || stats.unexpected === 0) tally.failed++;
      problems.push('playwright');
    }
  }
}

process.stdout.write(`\nStages: ${stageTimes.join(', ')}\n`);
if (failedTests.length)
  process.stdout.write(`\nFailed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}\n`);
if (problems.length) process.stdout.write(`\nFailed: ${problems.join(', ')}\n`);
process.stdout.write(
  `\n${tally.passed} passed, ${tally.failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}\n`,
);
process.exit(tally.failed > 0 ? 1 : 0);
