// A schematic drawing of a metering machine: day tanks (poly green, iso orange, docs/product.md#catalogue),
// pumps, the control cabinet and the mixhead on its boom. Drawn inline, so a card shows at once and costs no
// request.

export type MachineDrawingProps = {
  pressureClass: 'low' | 'high';
  /** 2 to 6; a third tank (additive) is drawn from 3 on */
  components: number;
  /** 0 (smallest machine) to 1 (largest): the tanks grow with the output */
  scale?: number;
  /** an accessible name; without it the drawing is decoration */
  title?: string;
};

const POLY = '#41be6b';
const ISO = '#fc8a08';
const ADDITIVE = '#868e96';
const STEEL = '#ced4da';
const DARK = '#495057';

function Tank({ x, width, height, color }: { x: number; width: number; height: number; color: string }) {
  const top = 118 - height;
  return (
    <g>
      <rect x={x} y={top} width={width} height={height} rx={4} style={{ fill: color }} />
      <ellipse cx={x + width / 2} cy={top} rx={width / 2} ry={4} style={{ fill: color, opacity: 0.7 }} />
      <rect
        x={x + width / 2 - 2}
        y={top + 6}
        width={4}
        height={height - 14}
        rx={2}
        style={{ fill: '#fff', opacity: 0.35 }}
      />
    </g>
  );
}

function Pump({ x, high }: { x: number; high: boolean }) {
  return high ? (
    <g>
      <rect x={x} y={104} width={16} height={14} rx={2} style={{ fill: DARK }} />
      <rect x={x + 16} y={107} width={8} height={8} rx={1} style={{ fill: STEEL }} />
    </g>
  ) : (
    <circle cx={x + 10} cy={111} r={7} style={{ fill: DARK }} />
  );
}

export function MachineDrawing({ pressureClass, components, scale = 0.5, title }: MachineDrawingProps) {
  const s = Math.min(1, Math.max(0, scale));
  const tankHeight = 46 + 34 * s;
  const tankWidth = 24 + 10 * s;
  const tanks = [POLY, ISO, ...(components >= 3 ? [ADDITIVE] : [])];
  const high = pressureClass === 'high';
  return (
    <svg
      viewBox="0 0 240 140"
      width="100%"
      height="100%"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
      preserveAspectRatio="xMidYMid meet"
    >
      <rect x={8} y={126} width={224} height={4} rx={2} style={{ fill: STEEL }} />
      <rect x={14} y={118} width={170} height={8} rx={2} style={{ fill: DARK }} />
      {tanks.map((color, index) => (
        <g key={color}>
          <Tank x={22 + index * (tankWidth + 10)} width={tankWidth} height={tankHeight} color={color} />
        </g>
      ))}
      {tanks.map((color, index) => (
        <g key={`pump-${color}`}>
          <Pump x={22 + index * (tankWidth + 10)} high={high} />
        </g>
      ))}
      {/* control cabinet with its touch panel */}
      <rect x={134} y={52} width={42} height={66} rx={3} style={{ fill: STEEL }} />
      <rect x={140} y={60} width={30} height={20} rx={2} style={{ fill: '#0b7285' }} />
      <circle cx={146} cy={92} r={3} style={{ fill: '#e03131' }} />
      <circle cx={156} cy={92} r={3} style={{ fill: '#2f9e44' }} />
      {/* boom, hoses and mixhead */}
      <rect x={176} y={40} width={6} height={78} rx={2} style={{ fill: DARK }} />
      <rect x={176} y={36} width={50} height={6} rx={2} style={{ fill: DARK }} />
      <path d="M 60 60 C 90 20, 170 30, 214 44" style={{ fill: 'none', stroke: POLY, strokeWidth: 2 }} />
      <path d="M 90 66 C 120 30, 180 36, 218 46" style={{ fill: 'none', stroke: ISO, strokeWidth: 2 }} />
      <rect x={208} y={42} width={14} height={high ? 26 : 34} rx={3} style={{ fill: '#0b7285' }} />
      <rect x={212} y={high ? 68 : 76} width={6} height={6} rx={1} style={{ fill: DARK }} />
    </svg>
  );
}
