// Makes libreoffice-pumps.xlsx, once, on a machine with LibreOffice (Debian: libreoffice-calc-nogui);
// CI only reads the committed file. Run: npx tsx src/server/services/xlsx/testing/make-libreoffice-fixture.ts
//
// The fixture pumps go into an in-memory database, are exported with the app's own export
// (exportSheet + writeWorkbook, as GET /api/admin/export/pumps.xlsx), opened by LibreOffice and saved
// in its own flat format (.fods), where one maximum pressure is changed (250 → 260 bar), and saved by
// LibreOffice again as .xlsx. What LibreOffice writes is what the import must read: every yes/no cell
// as the formula TRUE() or FALSE() with its saved value.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { resourceOf } from '../../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../../domain/resources/types.ts';
import { wrapPglite } from '../../../db/client.ts';
import { exportSheet } from '../../../db/queries/resources/spreadsheet.ts';
import { writeWorkbook } from '../workbook.ts';
import { CHANGED_PUMP, FIXTURE_FILE, insertFixturePumps } from './libreoffice-pumps.ts';

const dir = mkdtempSync(join(tmpdir(), 'meterline-lo-fixture-'));
const soffice = (...args: string[]) =>
  execFileSync(
    'soffice',
    [`-env:UserInstallation=${pathToFileURL(join(dir, 'profile')).href}`, '--headless', ...args],
    { cwd: dir, stdio: 'inherit' },
  );

try {
  const handle = await wrapPglite(await PGlite.create(), { migrate: true });
  await insertFixturePumps(handle.db);
  const sheet = await exportSheet(handle.db, resourceOf('pumps') as ResourceDeclaration);
  await handle.close();
  writeFileSync(join(dir, 'pumps.xlsx'), await writeWorkbook([sheet]));

  soffice('--convert-to', 'fods', '--outdir', join(dir, 'flat'), join(dir, 'pumps.xlsx'));
  const flat = readFileSync(join(dir, 'flat', 'pumps.fods'), 'utf8');
  const cell = new RegExp(
    `office:value="${CHANGED_PUMP.before}"([^>]*>\\s*)<text:p>${CHANGED_PUMP.before}</text:p>`,
    'g',
  );
  if (flat.match(cell)?.length !== 1) throw new Error(`expected one cell holding ${CHANGED_PUMP.before}`);
  writeFileSync(
    join(dir, 'pumps.fods'),
    flat.replace(cell, `office:value="${CHANGED_PUMP.after}"$1<text:p>${CHANGED_PUMP.after}</text:p>`),
  );

  soffice(
    '--convert-to',
    'xlsx:Calc MS Excel 2007 XML',
    '--outdir',
    join(dir, 'out'),
    join(dir, 'pumps.fods'),
  );
  copyFileSync(join(dir, 'out', 'pumps.xlsx'), fileURLToPath(FIXTURE_FILE));
  console.log(`wrote ${fileURLToPath(FIXTURE_FILE)}`);
} finally {
  if (!process.env.KEEP) rmSync(dir, { recursive: true, force: true });
}
