// Trade-fair idle time-out (docs/product.md#trade-fair-mode): after TRADE_FAIR_IDLE_MS without a key, mouse,
// touch, click, scroll or wheel event the authorisation is cleared. Activity only notes the time; one timer
// checks it, so a moving mouse costs no timer churn. While the booth is in use, a heartbeat asks the server
// now and then, because option clicks make no request and the server ends an authorisation after as
// long without one.
import { useEffect, useRef } from 'react';
import { TRADE_FAIR_ACTIVITY_EVENTS, TRADE_FAIR_IDLE_MS } from '../../../../domain/sales-mode.ts';

/** Often enough to stay far inside the server's 300000 ms, rarely enough to cost nothing. */
export const HEARTBEAT_MS = 60_000;

export function useTradeFairIdle(options: { active: boolean; onIdle: () => void; onHeartbeat: () => void }) {
  const callbacks = useRef(options);
  callbacks.current = options;
  const { active } = options;

  useEffect(() => {
    if (!active) return;
    let lastActivity = Date.now();
    let lastBeat = lastActivity;
    const onActivity = () => {
      lastActivity = Date.now();
    };
    for (const name of TRADE_FAIR_ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      const idle = Date.now() - lastActivity;
      if (idle >= TRADE_FAIR_IDLE_MS) {
        callbacks.current.onIdle();
        return;
      }
      timer = setTimeout(check, TRADE_FAIR_IDLE_MS - idle);
    };
    timer = setTimeout(check, TRADE_FAIR_IDLE_MS);
    const heartbeat = setInterval(() => {
      if (lastActivity > lastBeat && Date.now() - lastActivity < TRADE_FAIR_IDLE_MS) {
        lastBeat = Date.now();
        callbacks.current.onHeartbeat();
      }
    }, HEARTBEAT_MS);
    return () => {
      clearTimeout(timer);
      clearInterval(heartbeat);
      for (const name of TRADE_FAIR_ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, true);
    };
  }, [active]);
}
