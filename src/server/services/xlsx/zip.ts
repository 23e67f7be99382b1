// The few zip operations the workbooks need, on the archive's own directory: list the parts, take a
// part's stored bytes, and build an archive from parts. zip-guard.ts checks uploads with them; the
// export rewrites one part of the archive ExcelJS wrote (quote-prefix.ts).
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import { XlsxError } from './errors.ts';

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export type ZipEntry = {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  crc: number;
  compressed: number;
  size: number;
  localOffset: number;
};

function endOfCentralDirectory(view: DataView): number {
  const last = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= last; at--) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  throw new XlsxError('UNREADABLE', 'The file is not an .xlsx workbook (no zip directory found).');
}

/** The parts an archive's central directory lists; `maxEntries` bounds what is read. */
export function zipEntries(bytes: Uint8Array, maxEntries: number): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = endOfCentralDirectory(view);
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) {
    throw new XlsxError('TOO_LARGE', 'The workbook is too large (a ZIP64 archive).');
  }
  if (count > maxEntries) {
    throw new XlsxError('TOO_LARGE', `The workbook has too many parts (${count}; at most ${maxEntries}).`);
  }
  const list: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > view.byteLength || view.getUint32(at, true) !== CENTRAL) {
      throw new XlsxError('UNREADABLE', 'The workbook is damaged (its zip directory is broken).');
    }
    const nameLength = view.getUint16(at + 28, true);
    list.push({
      method: view.getUint16(at + 10, true),
      crc: view.getUint32(at + 16, true),
      compressed: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
      name: new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return list;
}

/** A part's bytes as stored (compressed when its method is 8). */
export function storedBytes(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== LOCAL) {
    throw new XlsxError('UNREADABLE', 'The workbook is damaged (a part is missing).');
  }
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  return bytes.subarray(start, start + entry.compressed);
}

/** A part's content, for archives this process wrote itself (uploads go through zip-guard.ts first). */
export function partContent(bytes: Uint8Array, entry: ZipEntry): Buffer {
  const stored = storedBytes(bytes, entry);
  return entry.method === 0 ? Buffer.from(stored) : inflateRawSync(stored);
}

export type ZipPart = { name: string; method: number; crc: number; size: number; data: Uint8Array };

/** A new part: its content, deflated. */
export function deflatedPart(name: string, content: Uint8Array): ZipPart {
  return {
    name,
    method: 8,
    crc: crc32(content),
    size: content.byteLength,
    data: deflateRawSync(content),
  };
}

/** An archive of `parts`, in their order, without data descriptors or extra fields. */
export function zipArchive(parts: ZipPart[]): Uint8Array {
  const chunks: Uint8Array[] = [];
  const directory: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(LOCAL, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.method, 8);
    local.writeUInt32LE(part.crc, 14);
    local.writeUInt32LE(part.data.byteLength, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.method, 10);
    central.writeUInt32LE(part.crc, 16);
    central.writeUInt32LE(part.data.byteLength, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    chunks.push(local, name, part.data);
    directory.push(central, name);
    offset += 30 + name.byteLength + part.data.byteLength;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...chunks, directoryBytes, end]));
}
