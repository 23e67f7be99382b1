import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrPath } from './qr-path.ts';

describe('qrPath', () => {
  it('draws each dark module at (column, row) inside the quiet zone', () => {
    const text = 'https://meterline.example/configurator/hx?code=ABCD2345';
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const { size, path } = qrPath(text, 4);
    expect(size).toBe(modules.size + 8);
    const drawn = new Set(
      path
        .split('M')
        .filter(Boolean)
        .map((p) => p.split('h')[0]),
    );
    let dark = 0;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (!modules.get(row, col)) continue;
        dark++;
        expect(drawn.has(`${col + 4} ${row + 4}`)).toBe(true);
      }
    }
    expect(drawn.size).toBe(dark);
    // The finder pattern's corner is at the top left, one quiet zone in.
    expect(drawn.has('4 4')).toBe(true);
  });
});
