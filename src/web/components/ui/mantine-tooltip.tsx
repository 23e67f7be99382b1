import { Tooltip, type TooltipProps } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** Mantine's Tooltip as lazy-tooltip.tsx loads it; `focusOnMount`: its element had the focus before. */
export function MantineTooltip({ focusOnMount, ...props }: TooltipProps & { focusOnMount: boolean }) {
  const target = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this replaces the element alone.
  useEffect(() => {
    if (focusOnMount) target.current?.focus();
  }, []);
  return <Tooltip ref={target} {...props} />;
}
