// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { onFirstInteraction } from './first-interaction.ts';

describe('onFirstInteraction', () => {
  it('waits for the visitor: nothing happens until they act', () => {
    const callback = vi.fn();
    const cancel = onFirstInteraction(callback);
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('resize'));
    expect(callback).not.toHaveBeenCalled();
    cancel();
  });

  it.each(['pointermove', 'pointerdown', 'touchstart', 'wheel', 'keydown', 'focusin'])(
    'runs once at the first %s, and never again',
    (type) => {
      const callback = vi.fn();
      const cancel = onFirstInteraction(callback);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event('keydown', { bubbles: true }));
      window.dispatchEvent(new Event('pointerdown'));
      expect(callback).toHaveBeenCalledTimes(1);
      cancel();
    },
  );

  it('does nothing once cancelled (a page left before the visitor acted)', () => {
    const callback = vi.fn();
    onFirstInteraction(callback)();
    window.dispatchEvent(new Event('keydown'));
    expect(callback).not.toHaveBeenCalled();
  });
});
