// A logarithmic axis for output ranges: the demo spans 3 to 3000 cm³/s, so on a linear axis every small
// machine would be a dot at the left. Each decade gets the same width, and ticks at 1, 2 and 5.

export type LogAxis = {
  min: number;
  max: number;
  /** 0..1 position of a value on the axis (clamped) */
  position: (value: number) => number;
  ticks: { value: number; major: boolean }[];
};

export function logAxis(values: readonly number[]): LogAxis | null {
  const positive = values.filter((value) => value > 0 && Number.isFinite(value));
  if (positive.length === 0) return null;
  const low = Math.min(...positive);
  const high = Math.max(...positive);
  const min = 10 ** Math.floor(Math.log10(low));
  const max = Math.max(10 ** Math.ceil(Math.log10(high)), min * 10);
  const span = Math.log10(max) - Math.log10(min);
  const position = (value: number) =>
    Math.min(1, Math.max(0, (Math.log10(Math.max(value, min)) - Math.log10(min)) / span));
  const ticks: LogAxis['ticks'] = [];
  for (let decade = min; decade <= max; decade *= 10) {
    for (const step of [1, 2, 5]) {
      const value = decade * step;
      if (value <= max + 1e-9) ticks.push({ value, major: step === 1 });
    }
  }
  return { min, max, position, ticks };
}
