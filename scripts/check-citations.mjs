// `npm test`'s citations stage: comments point at what a newcomer can open (docs/product.md#…,
// docs/decisions/…, docs/ARCHITECTURE.md#…), never at documents outside the repository or at issue
// numbers. Fails, naming file and line, when a file under the given folders (by default src, e2e,
// scripts and bench) cites a specification or design section, an issue number or the developers' guide.
// Usage: node scripts/check-citations.mjs [folder …]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Built from parts so that this file does not match itself.
const section = ['SPEC', 'DESIGN'].map((name) => `${name} \u00a7`);
const FORBIDDEN = new RegExp(
  [
    ...section,
    '[Ii]ssue [0-9]',
    ['DEVEL', 'OPERS'].join(''),
    ['UX', 'STACK'].map((doc) => `\\b${doc}\\.md`).join('|'),
  ].join('|'),
);
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'playwright-report']);

function* files(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* files(path);
    } else if (entry.isFile()) yield path;
  }
}

const folders = process.argv.length > 2 ? process.argv.slice(2) : ['src', 'e2e', 'scripts', 'bench'];
const found = [];
for (const folder of folders) {
  for (const path of files(folder)) {
    const text = readFileSync(path, 'utf8');
    if (text.includes('\u0000')) continue; // a binary file (fonts, images, models)
    text.split('\n').forEach((line, index) => {
      if (FORBIDDEN.test(line)) found.push(`${path}:${index + 1}: ${line.trim()}`);
    });
  }
}

if (found.length) {
  process.stdout.write(
    `${found.join('\n')}\n\n${found.length} line(s) cite what is not in the repository. Point them at ` +
      'docs/product.md#…, docs/decisions/…, docs/ARCHITECTURE.md#… or at nothing.\n',
  );
  process.exit(1);
}
process.stdout.write(`No citations outside the repository in ${folders.join(', ')}.\n`);
