import { useMemo } from 'react';
import type { PortfolioIndex, Relation } from '../../lib/portfolio.ts';
import { AvailabilityMatrix } from './availability-matrix.tsx';
import { DetailSection } from './facts.tsx';
import { itemAvailability } from './matrix-data.ts';
import { MatrixWithLegend } from './matrix-with-legend.tsx';

/** Where an item is offered: every dosing line, by machine, best availability first. */
export function ItemAvailability({
  item,
  portfolio,
}: {
  item: { id: string; name: string; machineVersions: readonly Relation[] };
  portfolio: PortfolioIndex;
}) {
  const matrix = useMemo(() => itemAvailability(item, portfolio), [item, portfolio]);
  const offered = item.machineVersions.filter((relation) => portfolio.versionById.has(relation.id)).length;
  return (
    <DetailSection
      title="Availability on dosing lines"
      description={
        offered === 0
          ? 'No dosing line offers it at the moment.'
          : `Offered on ${offered} dosing line${offered === 1 ? '' : 's'}; best availability first in each machine.`
      }
    >
      <MatrixWithLegend>
        <AvailabilityMatrix
          label={`Availability of ${item.name} on dosing lines`}
          rowHeader="Dosing line"
          columns={matrix.columns}
          sections={matrix.sections}
          relationOf={matrix.relationOf}
          emptyText="There are no dosing lines in the catalogue yet."
        />
      </MatrixWithLegend>
    </DetailSection>
  );
}
