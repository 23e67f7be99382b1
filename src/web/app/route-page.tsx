import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { endsInDynamicSegment, visibleMenu } from '../../domain/navigation/menu.ts';
import type { RouteEntry } from '../../domain/navigation/table.ts';
import { Page } from '../components/ui/page.tsx';
import { PlannedContent } from '../components/ui/planned-content.tsx';
import { Link } from '../components/ui/router-link.tsx';
import { navIcon } from './icons.ts';
import { routeEntry } from './route-entry.ts';
import { useSession } from './session/session.tsx';
import { useAppInfo } from './use-app-info.ts';

/**
 * Cards for the sub-pages of a section the user may open, with their subtitles, and an
 * optional badge beside the icon (e.g. how many items a portfolio section holds).
 */
export function SectionCards({
  entry,
  badge,
}: {
  entry: RouteEntry;
  badge?: (section: RouteEntry) => ReactNode;
}) {
  const session = useSession();
  const appEnv = useAppInfo().data?.appEnv;
  const sections = visibleMenu(entry.children ?? [], session.data?.user, { appEnv }).filter(
    (child) => !endsInDynamicSegment(child.path),
  );
  if (sections.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-label={`${entry.title} sections`}>
      {sections.map((section) => {
        const Icon = navIcon(section.icon ?? entry.icon);
        return (
          <Card
            key={section.path}
            component={Link}
            to={section.path}
            withBorder
            padding="lg"
            radius="md"
            data-testid="section-card"
          >
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <ThemeIcon variant="light" size="lg" radius="md">
                  <Icon size={20} aria-hidden />
                </ThemeIcon>
                {badge?.(section)}
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
        );
      })}
    </SimpleGrid>
  );
}

/**
 * A route of the table: its title (and subtitle), the cards of its sections, and, where a later part
 * of Meterline fills the page, an empty state naming what will be here.
 */
export function RoutePage({ path, planned }: { path: string; planned?: string }) {
  const entry = routeEntry(path);
  return (
    <Page title={entry.title} subtitle={entry.subtitle}>
      <SectionCards entry={entry} />
      {planned && <PlannedContent>{planned}</PlannedContent>}
    </Page>
  );
}
