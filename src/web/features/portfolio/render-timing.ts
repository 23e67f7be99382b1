import { useLayoutEffect, useRef } from 'react';

/** Prefix of the performance measures the portfolio bench reads (bench/portfolio/run.ts). */
const RENDER_MEASURE_PREFIX = 'meterline:render:';

/**
 * Measures how long a page takes from its first render with data to the next paint, as a performance
 * measure named `meterline:render:<name>` (and `…:commit` up to the DOM commit). Cheap enough to keep
 * in production, where it is what a real user waits for.
 */
export function useRenderTiming(name: string): void {
  const start = useRef<number | null>(null);
  if (start.current === null && typeof performance !== 'undefined') start.current = performance.now();
  useLayoutEffect(() => {
    const from = start.current;
    if (from === null || typeof performance.measure !== 'function') return;
    performance.measure(`${RENDER_MEASURE_PREFIX}${name}:commit`, { start: from, end: performance.now() });
    // A message posted from an animation frame arrives after that frame was painted.
    const frame = requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        performance.measure(`${RENDER_MEASURE_PREFIX}${name}`, { start: from, end: performance.now() });
        channel.port1.close();
      };
      channel.port2.postMessage(null);
    });
    return () => cancelAnimationFrame(frame);
  }, [name]);
}
