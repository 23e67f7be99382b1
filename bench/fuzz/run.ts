// npm run bench:fuzz: FUZZ_CASES (default 10,000) inputs per tRPC procedure, built from its zod
// schema, sent to the running app as anonymous and as a development user. Prints cases, problems
// (any 5xx or a stack in a body) and the rate per procedure; exits 1 on any problem.
import { Agent } from 'node:http';
import { trpcEndpoints } from '../../src/server/api/policy-coverage.ts';
import { appRouter } from '../../src/server/api/trpc/router.ts';
import {
  fuzzRequests,
  type HostileRequest,
  send,
  verdict,
} from '../../src/server/testing/hostile-requests.ts';
import { signIn, startApp } from '../lib/app-process.ts';

const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const CONCURRENCY = 8;
// Fuzzed inputs are small: connections can be kept alive.
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

async function main() {
  const app = await startApp();
  const base = new URL(app.base);
  const cookie = await signIn(app.base, 'development@meterline.example');
  let problems = 0;
  process.stdout.write(`fuzz: ${CASES} inputs per procedure (seed ${SEED}), anonymous and development\n`);
  process.stdout.write(
    `${'procedure'.padEnd(44)} ${'requests'.padStart(9)} ${'problems'.padStart(9)} ${'req/s'.padStart(8)}\n`,
  );
  try {
    for (const procedure of trpcEndpoints(appRouter)) {
      const requests = fuzzRequests(procedure, { runs: CASES, seed: SEED, origin: base.origin }).flatMap(
        (one) => [one, { ...one, headers: { ...one.headers, cookie } }],
      );
      const started = performance.now();
      let found = 0;
      for (let i = 0; i < requests.length; i += CONCURRENCY) {
        const batch = requests.slice(i, i + CONCURRENCY);
        const answers = await Promise.all(batch.map((req) => send(base, req, agent)));
        answers.forEach((answer, j) => {
          const problem = verdict(batch[j] as HostileRequest, answer);
          if (problem) {
            found++;
            if (found <= 5) process.stdout.write(`  ${problem}\n`);
          }
        });
      }
      const seconds = (performance.now() - started) / 1000;
      problems += found;
      process.stdout.write(
        `${procedure.path.padEnd(44)} ${String(requests.length).padStart(9)} ${String(found).padStart(9)} ${(requests.length / seconds).toFixed(0).padStart(8)}\n`,
      );
    }
  } finally {
    app.stop();
  }
  process.stdout.write(problems === 0 ? 'no problems\n' : `${problems} problems\n`);
  process.exitCode = problems === 0 ? 0 : 1;
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
