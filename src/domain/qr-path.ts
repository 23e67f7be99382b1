// A QR code as one SVG path: one square per dark module, drawn the same in the browser (after a save)
// and in the quote PDF. `qrcode` is a pure encoder, so the domain may use it.
import QRCode from 'qrcode';

/** `size` counts the modules plus the quiet zone on both sides; the path is drawn in that square. */
export function qrPath(text: string, quietZone: number): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      // BitMatrix.get takes (row, col); x is the column.
      if (modules.get(row, col)) parts.push(`M${col + quietZone} ${row + quietZone}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * quietZone, path: parts.join('') };
}
