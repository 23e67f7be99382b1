// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADE_FAIR_IDLE_MS } from '../../../../domain/sales-mode.ts';
import { HEARTBEAT_MS, useTradeFairIdle } from './use-trade-fair-idle.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function watch(active = true) {
  const onIdle = vi.fn();
  const onHeartbeat = vi.fn();
  const hook = renderHook(
    (props: { active: boolean }) => useTradeFairIdle({ ...props, onIdle, onHeartbeat }),
    {
      initialProps: { active },
    },
  );
  return { onIdle, onHeartbeat, hook };
}

describe('trade-fair idle time-out (300000 ms)', () => {
  it('clears after exactly 300000 ms without activity, not a moment before', () => {
    const { onIdle } = watch();
    vi.advanceTimersByTime(TRADE_FAIR_IDLE_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(['keydown', 'mousemove', 'mousedown', 'touchstart', 'click', 'scroll', 'wheel'])(
    'a %s event starts the 5 minutes again',
    (event) => {
      const { onIdle } = watch();
      vi.advanceTimersByTime(200_000);
      // Scroll does not bubble: the capture listener on window hears it from any element.
      const target = document.createElement('div');
      document.body.append(target);
      target.dispatchEvent(new Event(event, { bubbles: event !== 'scroll' }));
      target.remove();
      vi.advanceTimersByTime(TRADE_FAIR_IDLE_MS - 1);
      expect(onIdle).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onIdle).toHaveBeenCalledTimes(1);
    },
  );

  it('does nothing while inactive (no PIN authorisation) and stops when it ends', () => {
    const { onIdle, hook } = watch(false);
    vi.advanceTimersByTime(TRADE_FAIR_IDLE_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
    hook.rerender({ active: true });
    vi.advanceTimersByTime(TRADE_FAIR_IDLE_MS / 2);
    hook.rerender({ active: false });
    vi.advanceTimersByTime(TRADE_FAIR_IDLE_MS);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('keeps the server informed while the booth is in use, and stays quiet while it is not', () => {
    const { onHeartbeat } = watch();
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(onHeartbeat).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(onHeartbeat).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(onHeartbeat).toHaveBeenCalledTimes(1);
  });
});
