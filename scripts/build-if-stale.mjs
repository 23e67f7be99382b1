// Builds the web client when dist/ is missing or older than its sources, so `npm start` always
// serves what the checkout holds without rebuilding on every start.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'dist/client/index.html';
const sources = ['src/web', 'src/domain', 'vite.config.ts', 'postcss.config.cjs', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
if (builtAt === 0 || Math.max(...sources.map(newest)) > builtAt) {
  const why = builtAt === 0 ? 'first start' : 'its sources changed';
  process.stdout.write(`Building the web client (${why}); this takes about half a minute…\n`);
  const started = Date.now();
  // A line every 10 s, so a quiet build never looks like a hung start.
  const heartbeat = setInterval(() => {
    process.stdout.write(`  still building (${Math.round((Date.now() - started) / 1000)} s)…\n`);
  }, 10_000);
  const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  child.on('exit', (code) => {
    clearInterval(heartbeat);
    if (code === 0)
      process.stdout.write(`Web client built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
    process.exit(code ?? 1);
  });
}
