// `npm run build` (and, with --if-stale, `npm start`): the web client (vite), its files compressed once
// here rather than at every start (.br and .gz beside each file), and the server compiled into one
// ES module (dist/server/main.mjs) so that a start runs JavaScript instead of compiling TypeScript.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CLIENT_OUT, CLIENT_SOURCES, newerThan, SERVER_OUT, SERVER_SOURCES } from './build-inputs.mjs';

const ifStale = process.argv.includes('--if-stale');
// Worth compressing: text. Fonts (woff2) and images are compressed already.
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|webmanifest|xml)$/;

function stale(output, sources) {
  return !ifStale || newerThan(output, sources);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

function runVite(args = []) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['vite', 'build', '--logLevel', 'warn', ...args], { stdio: 'inherit' });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}`)),
    );
  });
}

function precompress(dir) {
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = readFileSync(file);
    if (raw.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}

async function buildClient() {
  const why = existsSync(CLIENT_OUT) ? 'its sources changed' : 'first build';
  process.stdout.write(`Building the web client (${why}); this takes about half a minute…\n`);
  const started = Date.now();
  // A line every 10 s, so a quiet build never looks like a hung start.
  const heartbeat = setInterval(() => {
    process.stdout.write(`  still building (${Math.round((Date.now() - started) / 1000)} s)…\n`);
  }, 10_000);
  try {
    await runVite();
    precompress('dist/client');
    // The server's render of the public pages (src/web/app/server-render.tsx) into dist/ssr.
    await runVite(['--ssr', 'app/server-render.tsx']);
  } finally {
    clearInterval(heartbeat);
  }
  process.stdout.write(`Web client built in ${Math.round((Date.now() - started) / 1000)} s.\n`);
}

async function buildServer() {
  const started = Date.now();
  // Loaded only when the server is compiled: a start with nothing stale does not pay for it.
  const { build } = await import('esbuild');
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    // The worker threads' module (src/server/services/worker-pool.ts) is an entry of its own, beside
    // main.mjs: the pool finds it there.
    entryPoints: { main: 'src/server/main.ts', 'worker-tasks': 'src/server/services/worker-tasks.ts' },
    outdir: 'dist/server',
    outExtension: { '.js': '.mjs' },
    // Modules imported on first use (the quote PDF's renderer) become chunks that load then, with
    // their packages: a start loads only what serving needs.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they are: native modules (argon2), wasm (PGlite), dynamic imports.
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // The migrator reads SQL files beside the module that runs it.
  cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
  process.stdout.write(`Server compiled in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

try {
  if (stale(CLIENT_OUT, CLIENT_SOURCES)) await buildClient();
  if (stale(SERVER_OUT, SERVER_SOURCES)) await buildServer();
} catch (error) {
  process.stderr.write(`Build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
