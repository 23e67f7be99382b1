// An xlsx file is a zip archive. Before ExcelJS inflates anything, the central directory is read and
// every entry is checked: a bounded number of entries, a bounded total uncompressed size, and each
// entry inflating to no more than it declares. A zip bomb is refused here, with bounded memory.
import { inflateRawSync } from 'node:zlib';
import { XlsxError } from './errors.ts';

export const MAX_ZIP_ENTRIES = 2000;
export const MAX_UNCOMPRESSED_BYTES = 100 * 1024 * 1024;

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

type Entry = { name: string; method: number; compressed: number; size: number; localOffset: number };

function endOfCentralDirectory(view: DataView): number {
  const last = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= last; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new XlsxError('UNREADABLE', 'The file is not an .xlsx workbook (no zip directory found).');
}

function entries(bytes: Uint8Array): Entry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    throw new XlsxError('TOO_LARGE', 'The workbook is too large (a ZIP64 archive).');
  }
  if (count > MAX_ZIP_ENTRIES) {
    throw new XlsxError(
      'TOO_LARGE',
      `The workbook has too many parts (${count}; at most ${MAX_ZIP_ENTRIES}).`,
    );
  }
  const list: Entry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) {
      throw new XlsxError('UNREADABLE', 'The workbook is damaged (its zip directory is broken).');
    }
    const nameLength = view.getUint16(at + 28, true);
    list.push({
      method: view.getUint16(at + 10, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return list;
}

/** Refuses archives that unpack to too much, or lie about what they unpack to. */
export function checkZip(bytes: Uint8Array, maxUncompressed = MAX_UNCOMPRESSED_BYTES): void {
  const list = entries(bytes);
  const total = list.reduce((sum, entry) => sum + entry.size, 0);
  const tooMuch = () =>
    new XlsxError(
      'TOO_LARGE',
      `The workbook unpacks to more than ${Math.round(maxUncompressed / 1024 / 1024)} MB; it looks like a zip bomb. Split it into smaller files.`,
    );
  if (total > maxUncompressed) throw tooMuch();
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (const entry of list) {
    const at = entry.localOffset;
    if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) {
      throw new XlsxError('UNREADABLE', 'The workbook is damaged (a part is missing).');
    }
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const data = bytes.subarray(start, start + entry.compressed);
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
