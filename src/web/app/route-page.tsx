import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { endsInDynamicSegment, visibleMenu } from '../../domain/navigation/menu.ts';
import type { RouteEntry } from '../../domain/navigation/table.ts';
import { Page } from '../components/ui/page.tsx';
import { PlannedContent } from '../components/ui/planned-content.tsx';
import { SectionCards } from '../components/ui/section-cards.tsx';
import { navIcon } from '../kernel/icons.ts';
import { routeEntry } from '../kernel/route-entry.ts';
import { useSession } from '../kernel/session/session.tsx';
import { useAppInfo } from '../kernel/use-app-info.ts';

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
