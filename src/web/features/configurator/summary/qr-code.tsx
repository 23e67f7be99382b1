// The QR code of a configuration link, drawn as one SVG path in the browser. Loaded lazily: the
// qrcode package is needed only after a save (the first-load budget,
// docs/decisions/008-boot-entry-for-the-first-load.md).
import { useMemo } from 'react';
import { qrPath } from '../../../../domain/qr-path.ts';

export default function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, path } = useMemo(() => qrPath(text, 4), [text]);
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
