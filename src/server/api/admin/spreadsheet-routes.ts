// Spreadsheets of the admin (docs/product.md#constants, ExcelJS):
//   GET  /api/admin/export/<key>.xlsx, /api/admin/export/product-portfolio.xlsx (one sheet per entity)
//   POST /api/admin/import/<key>, /api/admin/import/product-portfolio   (multipart, field "file")
// An import answers its preview: rows to create, update and delete per sheet, and every problem by
// sheet, row and column. With ?dryRun=1 nothing is written; without it everything is written in one
// transaction, or nothing when there is any problem (422 with the problems). Large files: the
// preview's counts are the report, and the browser shows the upload's own progress.

import type { Context } from 'hono';
import { can } from '../../../domain/permissions.ts';
import {
  PORTFOLIO_RESOURCES,
  resourceOf,
  SPREADSHEET_RESOURCES,
} from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { exportSheet, type ImportPreview, importSheets } from '../../db/queries/resources/spreadsheet.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';
import type { SheetProblem } from '../../services/xlsx/errors.ts';
import {
  MAX_XLSX_BYTES,
  readWorkbook,
  type SheetData,
  writeWorkbook,
  XLSX_TYPE,
} from '../../services/xlsx/workbook.ts';
import { ApiError, errorResponse } from '../errors.ts';
import type { Policy } from '../policy.ts';
import type { AppEnv, RestRoute, RouteContext } from '../rest/define.ts';
import { actorOf, readUpload, requireSameOrigin, uploadBodyLimit } from './request.ts';
import { resourcePolicy } from './resource-routes.ts';

export const PORTFOLIO_WORKBOOK = 'product-portfolio';
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

async function runImport(
  c: Context<AppEnv>,
  ctx: RouteContext,
  hooksOf: (key: string) => ResourceHooks | undefined,
  bind: (sheets: SheetData[]) => { declaration: ResourceDeclaration; data: SheetData }[],
  firstOnly: boolean,
): Promise<Response> {
  requireSameOrigin(c, ctx, 'multipart/form-data');
  const dryRun = dryRunOf(c);
  const file = await readUpload(c, MAX_XLSX_BYTES);
  const sheets = bind(await readWorkbook(file.bytes, { firstOnly }));
  return answer(await importSheets(ctx.db, { sheets, actor: actorOf(ctx), dryRun, hooksOf }));
}

export function spreadsheetRoutes(hooksOf: (key: string) => ResourceHooks | undefined): RestRoute[] {
  const routes: RestRoute[] = [];
  for (const declaration of SPREADSHEET_RESOURCES) {
    const policy = resourcePolicy(declaration);
    routes.push(
      {
        method: 'GET',
        path: `/api/admin/export/${declaration.key}.xlsx`,
        policy,
        handler: async (_c, ctx) => xlsxResponse(declaration.key, [await exportSheet(ctx.db, declaration)]),
      },
      {
        method: 'POST',
        path: `/api/admin/import/${declaration.key}`,
        policy,
        maxBodyBytes: uploadBodyLimit(MAX_XLSX_BYTES),
        handler: (c, ctx) =>
          runImport(
            c,
            ctx,
            hooksOf,
            (sheets) => sheets.slice(0, 1).map((data) => ({ declaration, data })),
            true,
          ),
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
          hooksOf,
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
