import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AvailabilityLegend } from './availability.tsx';
import {
  AvailabilityMatrix,
  type MatrixColumn,
  type MatrixSection,
  type RelationOf,
} from './availability-matrix.tsx';
import { DetailSection } from './facts.tsx';

/** A matrix with the legend of its marks above it. */
export function MatrixWithLegend({ children, fill = false }: { children: ReactNode; fill?: boolean }) {
  return (
    <Stack gap="sm" style={fill ? { flex: 1, minHeight: 0 } : undefined}>
      <AvailabilityLegend />
      {children}
    </Stack>
  );
}

export type Matrix = { columns: MatrixColumn[]; sections: MatrixSection[]; relationOf: RelationOf };

/** A detail page's availability: heading, words, legend and matrix. */
export function AvailabilitySection({
  title,
  description,
  label,
  rowHeader,
  matrix,
  emptyText,
}: {
  title: string;
  description: ReactNode;
  label: string;
  rowHeader: string;
  matrix: Matrix;
  emptyText?: string;
}) {
  return (
    <DetailSection title={title} description={description}>
      <MatrixWithLegend>
        <AvailabilityMatrix
          label={label}
          rowHeader={rowHeader}
          columns={matrix.columns}
          sections={matrix.sections}
          relationOf={matrix.relationOf}
          emptyText={emptyText}
        />
      </MatrixWithLegend>
    </DetailSection>
  );
}
