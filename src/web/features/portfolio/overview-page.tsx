import { Badge, SimpleGrid, Skeleton } from '@mantine/core';
import type { RouteEntry } from '../../../domain/navigation/table.ts';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate } from '../../components/ui/portfolio-gate.tsx';
import { SectionCards } from '../../components/ui/section-cards.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import {
  PORTFOLIO_BASE,
  PORTFOLIO_LIST_PATHS,
  type PortfolioIndex,
  type PortfolioKind,
} from '../../lib/portfolio.ts';
import { useRenderTiming } from './render-timing.ts';

const KIND_OF_PATH = new Map(
  Object.entries(PORTFOLIO_LIST_PATHS).map(([kind, path]) => [path, kind as PortfolioKind]),
);

/** /product-portfolio: a card per section with its subtitle and how many items it holds. */
export function PortfolioOverviewPage() {
  const entry = routeEntry(PORTFOLIO_BASE);
  return (
    <Page title={entry.title}>
      <PortfolioGate
        skeleton={
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            aria-busy="true"
            aria-label="Loading the sections"
          >
            {(entry.children ?? []).slice(0, 7).map((section) => (
              <Skeleton key={section.path} height={148} radius="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(portfolio) => <OverviewCards entry={entry} portfolio={portfolio} />}
      </PortfolioGate>
    </Page>
  );
}

function OverviewCards({ entry, portfolio }: { entry: RouteEntry; portfolio: PortfolioIndex }) {
  useRenderTiming('portfolio-overview');
  const count = (section: RouteEntry) => {
    const kind = KIND_OF_PATH.get(section.path);
    if (!kind) return null;
    const items = portfolio[kind].length;
    return (
      <Badge variant="light" color="dark" aria-label={`${items} items`}>
        {items}
      </Badge>
    );
  };
  return <SectionCards entry={entry} badge={count} />;
}
