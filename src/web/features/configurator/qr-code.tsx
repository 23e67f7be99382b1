// The QR code of a configuration link, drawn as one SVG path in the browser. Loaded lazily: the
// qrcode package is needed only after a save (issue 11 §6, first-load budget).
import QRCode from 'qrcode';
import { useMemo } from 'react';

/** One square per dark module, joined into a single path; a quiet zone of 4 modules around it. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) parts.push(`M${col + 4} ${row + 4}h1v1h-1z`);
    }
  }
  return { size: modules.size + 8, path: parts.join('') };
}

export default function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="configuration-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
