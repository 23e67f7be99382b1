// `npm test -- size` (after the build): every route's first load against its budget, from the client
// build's manifest (scripts/first-load.ts). Exits with 1 when a route is over, listing its heaviest files.
import { existsSync } from 'node:fs';
import { FIRST_LOAD_ROUTES, firstLoadOf, overBudget } from './first-load.ts';

const DIR = process.argv[2] ?? 'dist/client';
if (!existsSync(`${DIR}/.vite/manifest.json`)) {
  process.stderr.write(`No client build in ${DIR}: run npm run build first.\n`);
  process.exit(1);
}

const kb = (value: number) => value.toFixed(1).padStart(6);
let failed = 0;
process.stdout.write(`first load from ${DIR}, KB gzipped (level 9): JS / budget, CSS / budget\n`);
for (const route of FIRST_LOAD_ROUTES) {
  const load = firstLoadOf(DIR, route);
  const over = overBudget(load, route.budget);
  process.stdout.write(
    `${route.name.padEnd(30)} ${kb(load.js)} / ${route.budget.js}  ${kb(load.css)} / ${route.budget.css}  ${String(load.files.length).padStart(3)} files  ${over ? 'OVER BUDGET' : 'ok'}\n`,
  );
  if (!over) continue;
  failed++;
  for (const file of [...load.files].sort((a, b) => b.gz - a.gz).slice(0, 10))
    process.stdout.write(`    ${kb(file.gz)}  ${file.kind.padEnd(3)}  ${file.file}\n`);
}
if (failed > 0) {
  process.stderr.write(`${failed} route(s) over the first-load budget\n`);
  process.exit(1);
}
