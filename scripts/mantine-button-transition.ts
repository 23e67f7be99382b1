// Stands in for Mantine's <Transition> in its Button (scripts/vite-mantine-button-transition.ts): the
// loader of a button that is busy shows at once, in the place Mantine's transition takes it to, instead of
// sliding in for 150 ms, as Mantine's own transition does for a visitor who asks for reduced motion.
import type { CSSProperties, ReactNode } from 'react';

type TransitionStyles = { in: CSSProperties; common?: CSSProperties };

export function Transition({
  mounted,
  transition,
  children,
}: {
  mounted: boolean;
  transition?: string | TransitionStyles;
  children: (styles: CSSProperties) => ReactNode;
}): ReactNode {
  if (!mounted) return null;
  return children(typeof transition === 'object' ? { ...transition.common, ...transition.in } : {});
}
