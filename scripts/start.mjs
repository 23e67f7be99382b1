// `npm start`: build what is stale (build.mjs --if-stale), then run the compiled server in this same
// process. One Node start instead of two: the start to healthy counts against a raw server (bench:start).
import { spawnSync } from 'node:child_process';
import { anythingStale } from './build-inputs.mjs';

if (anythingStale()) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
await import('../dist/server/main.mjs');
