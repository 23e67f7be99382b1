import { VisuallyHidden } from '@mantine/core';
import type { Range } from '../../../domain/output-range.ts';
import classes from './finder.module.css';

export type AxisRow = {
  id: string;
  label: string;
  range: Range | undefined;
  /** drawn strong when the row fits the requirement */
  fits: boolean;
  /** read out instead of the bar (the range in words) */
  description: string;
};

/** Decades (and their 2 and 5 steps when the axis is short) from below `min` to above `max`. */
function logAxis(min: number, max: number): { lo: number; hi: number; ticks: number[] } {
  const lo = 10 ** Math.floor(Math.log10(Math.max(min, 1e-3)));
  const hi = 10 ** Math.ceil(Math.log10(Math.max(max, lo * 10)));
  const decades = Math.round(Math.log10(hi / lo));
  const ticks: number[] = [];
  for (let decade = lo; decade <= hi * 1.0001; decade *= 10) {
    ticks.push(decade);
    if (decades <= 2 && decade < hi) ticks.push(decade * 2, decade * 5);
  }
  return { lo, hi, ticks: ticks.filter((tick) => tick <= hi * 1.0001) };
}

/**
 * Every machine's output range as a bar on one shared logarithmic axis, with the required output as a
 * line across them (docs/product.md#finders), in plain CSS so the public pages need no chart library.
 */
export function RangeAxis({
  rows,
  marker,
  caption,
  formatTick,
}: {
  rows: AxisRow[];
  marker: number | undefined;
  caption: string;
  formatTick: (value: number) => string;
}) {
  const values = rows.flatMap((row) => (row.range ? [row.range.min, row.range.max] : []));
  if (marker !== undefined && marker > 0) values.push(marker);
  if (values.length === 0) return null;
  const { lo, hi, ticks } = logAxis(Math.min(...values), Math.max(...values));
  const at = (value: number) =>
    `${(Math.min(Math.max(Math.log10(value / lo) / Math.log10(hi / lo), 0), 1) * 100).toFixed(3)}%`;
  const markerLine =
    marker !== undefined && marker > 0 ? (
      <span className={classes.marker} style={{ left: at(marker) }} />
    ) : null;
  return (
    <figure className={classes.axis} data-testid="range-axis">
      <figcaption className={classes.axisCaption}>{caption}</figcaption>
      <div className={classes.axisRow} aria-hidden="true">
        <span />
        <div className={classes.ticks}>
          {ticks.map((tick, index) => (
            <span
              key={tick}
              className={classes.tick}
              style={{ left: at(tick) }}
              data-edge={tick <= lo ? 'start' : tick >= hi ? 'end' : undefined}
              // On a narrow axis these labels would run into their neighbours (finder.module.css).
              data-crowded={
                !Number.isInteger(Math.log10(tick)) || index === ticks.length - 2 ? '' : undefined
              }
            >
              {formatTick(tick)}
            </span>
          ))}
        </div>
      </div>
      <ul className={classes.axisRows}>
        {rows.map((row) => (
          <li key={row.id} className={classes.axisRow} data-fits={row.fits || undefined}>
            <span className={classes.axisLabel}>{row.label}</span>
            <div className={classes.track}>
              {ticks.map((tick) => (
                <span key={tick} className={classes.grid} style={{ left: at(tick) }} />
              ))}
              {row.range && (
                <span
                  className={classes.bar}
                  style={{
                    left: at(row.range.min),
                    width: `calc(${at(row.range.max)} - ${at(row.range.min)})`,
                  }}
                />
              )}
              {markerLine}
              <VisuallyHidden>{row.description}</VisuallyHidden>
            </div>
          </li>
        ))}
      </ul>
    </figure>
  );
}
