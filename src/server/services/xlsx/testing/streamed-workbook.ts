// Large workbooks for tests and benchmarks, written row by row with ExcelJS's streaming writer (a
// 50,000-row sheet without holding its model in memory).
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** An .xlsx of one sheet with these rows (headings first), shared strings as Excel writes them. */
export async function streamedWorkbook(name: string, rows: Iterable<unknown[]>): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet(name);
  for (const row of rows) sheet.addRow(row).commit();
  sheet.commit();
  await workbook.commit();
  return new Uint8Array(Buffer.concat(chunks));
}

/** `count` rows made by `make(i)`, lazily. */
export function* rowsOf(count: number, make: (i: number) => unknown[]): Iterable<unknown[]> {
  for (let i = 0; i < count; i++) yield make(i);
}

/** A multipart body of one file (field "file"), as a browser sends an upload. */
export async function multipartUpload(bytes: Uint8Array): Promise<{ contentType: string; body: Buffer }> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], 'upload.xlsx'));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type') ?? '',
    body: Buffer.from(await request.arrayBuffer()),
  };
}
