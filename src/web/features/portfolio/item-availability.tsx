import { useMemo } from 'react';
import type { PortfolioIndex, Relation } from '../../lib/portfolio.ts';
import { itemAvailability } from './matrix-data.ts';
import { AvailabilitySection } from './matrix-with-legend.tsx';

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
    <AvailabilitySection
      title="Availability on dosing lines"
      description={
        offered === 0
          ? 'No dosing line offers it at the moment.'
          : `Offered on ${offered} dosing line${offered === 1 ? '' : 's'}; best availability first in each machine.`
      }
      label={`Availability of ${item.name} on dosing lines`}
      rowHeader="Dosing line"
      matrix={matrix}
      emptyText="There are no dosing lines in the catalogue yet."
    />
  );
}
