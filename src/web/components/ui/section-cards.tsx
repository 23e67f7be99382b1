// Cards for a section's sub-pages: the section pages of the navigation table, and pages that show
// their section's cards with a figure beside each (the portfolio overview).
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { endsInDynamicSegment, visibleMenu } from '../../../domain/navigation/menu.ts';
import type { RouteEntry } from '../../../domain/navigation/table.ts';
import { navIcon } from '../../kernel/icons.ts';
import { useSession } from '../../kernel/session/session.tsx';
import { useAppInfo } from '../../kernel/use-app-info.ts';
import { Link } from './router-link.tsx';

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
