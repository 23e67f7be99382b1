import type { TooltipProps } from '@mantine/core';
import { cloneElement, type FocusEvent, type MouseEvent, type ReactElement, useState } from 'react';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { useLoadedAtFirstInteraction } from '../../lib/use-loaded-at-first-interaction.ts';

// Mantine's Tooltip brings its floating position (floating-ui) and transitions: its code loads at the
// visitor's first action (or when the pointer reaches the element), not with the page.
const Tooltip = lazyPage(
  'tooltip',
  () => import('./mantine-tooltip.tsx'),
  (module) => module.MantineTooltip,
);

type ChildProps = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

/**
 * Mantine's Tooltip, loaded on demand: until its code is there the element shows alone; an element the
 * pointer is on when it arrives shows its tooltip at once, and one with the focus keeps it.
 */
export function LazyTooltip({ children, ...props }: TooltipProps & { children: ReactElement<ChildProps> }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const loaded = useLoadedAtFirstInteraction(Tooltip.preload, Tooltip.loaded(), hovered);
  if (loaded)
    return (
      <Tooltip {...props} defaultOpened={hovered} focusOnMount={focused}>
        {children}
      </Tooltip>
    );
  const own = children.props;
  return cloneElement(children, {
    onMouseEnter: (event: MouseEvent) => {
      own.onMouseEnter?.(event);
      setHovered(true);
    },
    onMouseLeave: (event: MouseEvent) => {
      own.onMouseLeave?.(event);
      setHovered(false);
    },
    onFocus: (event: FocusEvent) => {
      own.onFocus?.(event);
      setFocused(true);
    },
    onBlur: (event: FocusEvent) => {
      own.onBlur?.(event);
      setFocused(false);
    },
  });
}
