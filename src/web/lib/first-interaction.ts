// The visitor's first sign of acting on a page: a pointer moving or pressed, a touch, a wheel, a key, the
// focus moving in. Code that only answers to the visitor (a step's fields, the notices a change brings)
// loads then rather than with the page: it is there before the click it serves, and a page that is only
// looked at never loads it.
const EVENTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'] as const;

/** Calls `callback` once, at the first of those events on the window; the function returned cancels it. */
export function onFirstInteraction(callback: () => void): () => void {
  const options = { capture: true, passive: true };
  const cancel = () => {
    for (const type of EVENTS) window.removeEventListener(type, fire, options);
  };
  function fire() {
    cancel();
    callback();
  }
  for (const type of EVENTS) window.addEventListener(type, fire, options);
  return cancel;
}
