// An xlsx file is a zip archive. Before ExcelJS inflates anything, the central directory is read and
// every entry is checked: a bounded number of entries, a bounded total uncompressed size, and each
// entry inflating to no more than it declares. A zip bomb is refused here, with bounded memory.
import { inflateRawSync } from 'node:zlib';
import { XlsxError } from './errors.ts';
import { storedBytes, zipEntries } from './zip.ts';

export const MAX_ZIP_ENTRIES = 2000;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

/** Refuses archives that unpack to too much, or lie about what they unpack to. */
export function checkZip(bytes: Uint8Array, maxUncompressed = MAX_UNCOMPRESSED_BYTES): void {
  const list = zipEntries(bytes, MAX_ZIP_ENTRIES);
  const total = list.reduce((sum, entry) => sum + entry.size, 0);
  const tooMuch = () =>
    new XlsxError(
      'TOO_LARGE',
      `The workbook unpacks to more than ${Math.round(maxUncompressed / 1024 / 1024)} MB; it looks like a zip bomb. Split it into smaller files.`,
    );
  if (total > maxUncompressed) throw tooMuch();
  for (const entry of list) {
    const data = storedBytes(bytes, entry);
    if (entry.method === 0) {
      if (entry.compressed !== entry.size) throw new XlsxError('UNREADABLE', 'The workbook is damaged.');
      continue;
    }
    if (entry.method !== 8) {
      throw new XlsxError(
        'UNREADABLE',
        `The workbook uses an unsupported compression (method ${entry.method}).`,
      );
    }
    let inflated: Buffer;
    try {
      // Never more than the part declares: a part that says 1 KB and inflates to 1 GB stops at 1 KB.
      inflated = inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
    } catch (error) {
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw tooMuch();
      throw new XlsxError('UNREADABLE', 'The workbook is damaged (a part cannot be unpacked).');
    }
    if (inflated.byteLength !== entry.size) throw tooMuch();
  }
}
