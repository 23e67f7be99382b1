import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { RouteEntry } from '../../../domain/navigation/table.ts';
import { navIcon } from '../../app/icons.ts';
import { routeEntry } from '../../app/route-page.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PortfolioGate } from '../../components/ui/portfolio-gate.tsx';
import {
  PORTFOLIO_BASE,
  PORTFOLIO_LIST_PATHS,
  type PortfolioIndex,
  type PortfolioKind,
} from '../../lib/portfolio.ts';
import { useRenderTiming } from './render-timing.ts';

/** How many of each kind, for the cards ("13 pumps"). */
export function catalogueCounts(portfolio: PortfolioIndex): Record<PortfolioKind, number> {
  return {
    machines: portfolio.machines.length,
    machineVersions: portfolio.machineVersions.length,
    pumps: portfolio.pumps.length,
    mixheads: portfolio.mixheads.length,
    injectors: portfolio.injectors.length,
    machineComponents: portfolio.machineComponents.length,
    preConditioning: portfolio.preConditioning.length,
  };
}

const KIND_OF_PATH = new Map(
  Object.entries(PORTFOLIO_LIST_PATHS).map(([kind, path]) => [path, kind as PortfolioKind]),
);

/** /product-portfolio: a card per section with its SPEC §2 subtitle and how many items it holds. */
export function PortfolioOverviewPage() {
  const entry = routeEntry(PORTFOLIO_BASE);
  const sections = (entry.children ?? []).filter((child) => KIND_OF_PATH.has(child.path));
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
            {sections.map((section) => (
              <Skeleton key={section.path} height={148} radius="md" />
            ))}
          </SimpleGrid>
        }
      >
        {(portfolio) => <OverviewCards portfolio={portfolio} sections={sections} />}
      </PortfolioGate>
    </Page>
  );
}

function OverviewCards({ portfolio, sections }: { portfolio: PortfolioIndex; sections: RouteEntry[] }) {
  useRenderTiming('portfolio-overview');
  const counts = catalogueCounts(portfolio);
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      component="ul"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {sections.map((section) => {
        const Icon = navIcon(section.icon);
        const count = counts[KIND_OF_PATH.get(section.path) as PortfolioKind];
        return (
          <li key={section.path}>
            <Card
              component={Link}
              to={section.path}
              withBorder
              padding="lg"
              radius="md"
              h="100%"
              data-testid="portfolio-card"
            >
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap">
                  <ThemeIcon variant="light" size="lg" radius="md">
                    <Icon size={20} aria-hidden />
                  </ThemeIcon>
                  <Badge variant="light" color="gray" aria-label={`${count} items`}>
                    {count}
                  </Badge>
                </Group>
                <Title order={2} size="h4">
                  {section.title}
                </Title>
                {section.subtitle && (
                  <Text size="sm" c="dimmed">
                    {section.subtitle}
                  </Text>
                )}
              </Stack>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
