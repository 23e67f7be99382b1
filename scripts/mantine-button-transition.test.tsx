// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Transition } from './mantine-button-transition.ts';

describe("the stand-in for Mantine Button's Transition (scripts/mantine-button-transition.ts)", () => {
  it('shows the loader at once where the transition would end, and nothing when not mounted', () => {
    const transition = { in: { opacity: 1, transform: 'translate(-50%, -50%)' }, common: { color: 'red' } };
    const seen: object[] = [];
    const child = (styles: object) => {
      seen.push(styles);
      return null;
    };
    render(
      <Transition mounted transition={transition}>
        {child}
      </Transition>,
    );
    expect(seen).toEqual([{ color: 'red', opacity: 1, transform: 'translate(-50%, -50%)' }]);
    render(
      <Transition mounted={false} transition={transition}>
        {child}
      </Transition>,
    );
    expect(seen).toHaveLength(1);
  });
});
