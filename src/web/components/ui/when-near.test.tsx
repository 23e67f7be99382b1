// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near.tsx';

/** An IntersectionObserver the test drives: `show()` reports every observed element as intersecting. */
function stubObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    targets: Element[];
    options?: IntersectionObserverInit;
  }[] = [];
  class FakeObserver {
    readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, targets: [], options };
      observers.push(this.entry);
    }
    observe(target: Element) {
      this.entry.targets.push(target);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    show: () =>
      act(() => {
        for (const { callback, targets } of observers) {
          callback(
            targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

function Page() {
  return (
    <aside>
      <button type="button">Save</button>
      <WhenNear placeholder={<span>waiting</span>} focusRegion="aside">
        <span>the part</span>
      </WhenNear>
    </aside>
  );
}

describe('WhenNear', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the placeholder until its place comes near the screen, then the part', () => {
    const io = stubObserver();
    render(<Page />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(screen.queryByText('the part')).toBeNull();
    expect(io.observers[0]?.options?.rootMargin).toMatch(/^0px 0px \d+px 0px$/);
    io.show();
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
    expect(io.observers.every((observer) => observer.targets.length === 0)).toBe(true);
  });

  it('loads the part when the focus enters its region, before any scrolling', () => {
    stubObserver();
    render(<Page />);
    fireEvent.focusIn(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('the part')).toBeTruthy();
  });

  it('renders the part at once where the browser cannot observe', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Page />);
    expect(screen.getByText('the part')).toBeTruthy();
  });
});
