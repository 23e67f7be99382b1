// Spreadsheets of the admin (docs/product.md#constants, ExcelJS):
//   GET  /api/admin/export/<key>.xlsx, /api/admin/export/product-portfolio.xlsx (one sheet per entity)
//   POST /api/admin/import/<key>, /api/admin/import/product-portfolio   (multipart, field "file")
// An import answers its preview: rows to create, update and delete per sheet, and every problem by
// sheet, row and column. With ?dryRun=1 nothing is written; without it everything is written in one
// transaction, or nothing when there is any problem (422 with the problems). Large files: the
// preview's counts are the report, and the browser shows the upload's own progress.
//
// A workbook is read and checked in the worker pool, never on the thread that answers requests, up to
// IMPORT_MAX_ROWS rows and IMPORT_MAX_CELLS cells (413 beyond). One import runs at a time per
// process, dry runs included: a second one gets 429 at once, as memory and the database's time are
// what a large import takes.

import type { Context } from 'hono';
import { can } from '../../../domain/permissions.ts';
import { type ListQuery, parseListQuery } from '../../../domain/resources/list-query.ts';
import {
  PORTFOLIO_RESOURCES,
  resourceOf,
  SPREADSHEET_RESOURCES,
} from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import type { Env } from '../../config/env.ts';
import { ListQueryError } from '../../db/queries/resources/read.ts';
import { exportSheet, type ImportPreview, importSheets } from '../../db/queries/resources/spreadsheet.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';
import type { WorkerPool } from '../../services/worker-pool.ts';
import { type SheetProblem, XlsxError } from '../../services/xlsx/errors.ts';
import {
  MAX_XLSX_BYTES,
  type SheetData,
  sheetsOrRefusal,
  writeWorkbook,
  XLSX_TYPE,
} from '../../services/xlsx/workbook.ts';
import type { SheetLimits } from '../../services/xlsx/zip-guard.ts';
import { ApiError, errorResponse } from '../errors.ts';
import type { Policy } from '../policy.ts';
import type { AppEnv, RestRoute, RouteContext } from '../rest/define.ts';
import { actorOf, readUpload, requireSameOrigin, uploadBodyLimit } from './request.ts';
import { resourcePolicy } from './resource-routes.ts';

const PORTFOLIO_WORKBOOK = 'product-portfolio';
const portfolioPolicy: Policy = { kind: 'permission', permission: 'catalogue.edit' };

async function xlsxResponse(
  name: string,
  sheets: Awaited<ReturnType<typeof exportSheet>>[],
): Promise<Response> {
  return new Response((await writeWorkbook(sheets)) as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${name}.xlsx"`,
      'Cache-Control': 'no-store',
    },
  });
}

function dryRunOf(c: Context<AppEnv>): boolean {
  const value = c.req.query('dryRun');
  if (value === undefined || value === '0' || value === 'false') return false;
  if (value === '1' || value === 'true') return true;
  throw new ApiError('BAD_REQUEST', 'dryRun must be 1 or 0.');
}

/** The portfolio entities this user may edit (admin: not the development-only ones). */
function permitted(ctx: RouteContext): ResourceDeclaration[] {
  return PORTFOLIO_RESOURCES.filter((declaration) => can(ctx.user?.role, declaration.permission));
}

function answer(preview: ImportPreview): Response {
  if (preview.problems.length === 0)
    return Response.json({ data: preview }, { headers: { 'Cache-Control': 'no-store' } });
  const [first] = preview.problems;
  const where = first
    ? [
        first.sheet && `sheet ${first.sheet}`,
        first.row && `row ${first.row}`,
        first.column && `column ${first.column}`,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  return errorResponse({
    status: 422,
    code: 'UNPROCESSABLE_CONTENT',
    message: `Nothing was imported: ${preview.problems.length} problem${preview.problems.length === 1 ? '' : 's'}${where ? `, the first at ${where}` : ''}: ${first?.message ?? ''}`,
    // The problems once, outside the preview: the answer lists the first ones (errors.ts boundedError).
    details: { problems: preview.problems, preview: { ...preview, problems: [] } },
  });
}

export const IMPORT_RUNNING_MESSAGE = 'Another import is running. Try again when it has finished.';
/** What a refused second import is told to wait (a large dry run takes about this long). */
const IMPORT_RETRY_AFTER_S = 15;

/** A thread that ran out of memory on a workbook (piscina's thread heap limit) refuses the workbook. */
function isOutOfMemory(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
}

type ImportDeps = {
  config: Pick<Env, 'IMPORT_MAX_ROWS' | 'IMPORT_MAX_CELLS'>;
  workers: WorkerPool;
  hooksOf: (key: string) => ResourceHooks | undefined;
};

/** The import route's handler: one at a time, the workbook read in the worker pool. */
function importer(deps: ImportDeps) {
  const limits: SheetLimits = {
    maxRows: deps.config.IMPORT_MAX_ROWS,
    maxCells: deps.config.IMPORT_MAX_CELLS,
  };
  let running = false;
  return async (
    c: Context<AppEnv>,
    ctx: RouteContext,
    bind: (sheets: SheetData[]) => { declaration: ResourceDeclaration; data: SheetData }[],
    firstOnly: boolean,
  ): Promise<Response> => {
    requireSameOrigin(c, ctx, 'multipart/form-data');
    const dryRun = dryRunOf(c);
    if (running) {
      return errorResponse({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: IMPORT_RUNNING_MESSAGE,
        retryAfterS: IMPORT_RETRY_AFTER_S,
      });
    }
    running = true;
    try {
      const file = await readUpload(c, MAX_XLSX_BYTES);
      const read = await deps.workers
        .run('readWorkbook', { bytes: file.bytes, firstOnly, limits })
        .catch((error) => {
          if (!isOutOfMemory(error)) throw error;
          throw new XlsxError('TOO_LARGE', 'The workbook is too large to read. Split it into smaller files.');
        });
      const sheets = bind(sheetsOrRefusal(read));
      return answer(
        await importSheets(ctx.db, { sheets, actor: actorOf(ctx), dryRun, hooksOf: deps.hooksOf }),
      );
    } finally {
      running = false;
    }
  };
}

/** The list query of an export's address (`filter`, `search`): one language's translations, say. */
function sheetQuery(declaration: ResourceDeclaration, url: string): ListQuery {
  const given = new URL(url).searchParams;
  const params = new URLSearchParams();
  for (const name of ['filter', 'search']) {
    const value = given.get(name);
    if (value !== null) params.set(name, value);
  }
  const parsed = parseListQuery(declaration, params);
  if (!parsed.ok) throw new ApiError('BAD_REQUEST', parsed.message);
  return parsed.query;
}

export function spreadsheetRoutes(deps: ImportDeps): RestRoute[] {
  const runImport = importer(deps);
  const routes: RestRoute[] = [];
  for (const declaration of SPREADSHEET_RESOURCES) {
    const policy = resourcePolicy(declaration);
    routes.push(
      {
        method: 'GET',
        path: `/api/admin/export/${declaration.key}.xlsx`,
        policy,
        // The list's filter and search narrow an export too (the translations of one language).
        async handler(c, ctx) {
          const query = sheetQuery(declaration, c.req.url);
          const scope = deps.hooksOf(declaration.key)?.scope?.(actorOf(ctx));
          try {
            const sheet = await exportSheet(ctx.db, declaration, { query, scope });
            return xlsxResponse(declaration.key, [sheet]);
          } catch (error) {
            if (error instanceof ListQueryError) throw new ApiError('BAD_REQUEST', error.message);
            throw error;
          }
        },
      },
      {
        method: 'POST',
        path: `/api/admin/import/${declaration.key}`,
        policy,
        maxBodyBytes: uploadBodyLimit(MAX_XLSX_BYTES),
        handler: (c, ctx) =>
          runImport(c, ctx, (sheets) => sheets.slice(0, 1).map((data) => ({ declaration, data })), true),
      },
    );
  }
  routes.push(
    {
      method: 'GET',
      path: `/api/admin/export/${PORTFOLIO_WORKBOOK}.xlsx`,
      policy: portfolioPolicy,
      async handler(_c, ctx) {
        const sheets = [];
        for (const declaration of permitted(ctx)) sheets.push(await exportSheet(ctx.db, declaration));
        return xlsxResponse(PORTFOLIO_WORKBOOK, sheets);
      },
    },
    {
      method: 'POST',
      path: `/api/admin/import/${PORTFOLIO_WORKBOOK}`,
      policy: portfolioPolicy,
      maxBodyBytes: uploadBodyLimit(MAX_XLSX_BYTES),
      handler: (c, ctx) =>
        runImport(
          c,
          ctx,
          (sheets) => {
            const problems: SheetProblem[] = [];
            const bound = sheets.flatMap((data) => {
              const declaration = resourceOf(data.name);
              if (declaration?.group !== 'productPortfolio') {
                problems.push({
                  sheet: data.name,
                  message: `"${data.name}" is not a product-portfolio sheet. Sheets: ${PORTFOLIO_RESOURCES.map((d) => d.key).join(', ')}.`,
                });
                return [];
              }
              if (!can(ctx.user?.role, declaration.permission)) {
                throw new ApiError(
                  'FORBIDDEN',
                  `Your role may not edit ${declaration.title.toLowerCase()} (sheet "${data.name}"). Remove the sheet and import again.`,
                );
              }
              return [{ declaration, data }];
            });
            if (problems.length)
              throw new ApiError('UNPROCESSABLE_CONTENT', problems[0]?.message ?? '', { problems });
            return bound;
          },
          false,
        ),
    },
  );
  return routes;
}
