import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AvailabilityLegend } from './availability.tsx';

/** A matrix with the legend of its marks above it. */
export function MatrixWithLegend({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  return (
    <Stack gap="sm" style={fill ? { flex: 1, minHeight: 0 } : undefined}>
      <AvailabilityLegend />
      {children}
    </Stack>
  );
}
