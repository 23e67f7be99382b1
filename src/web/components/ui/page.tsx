import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useItemName } from '../../lib/item-name.ts';

/**
 * A page's own heading: the title of the route (or of the item it shows) and an optional subtitle.
 * `item`: the title is the name of the one item the page shows, so the tab's title and the last
 * breadcrumb name it too (lib/item-name.ts).
 */
export function Page({
  title,
  item = false,
  subtitle,
  actions,
  children,
}: {
  title: string;
  item?: boolean;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  useItemName(item ? title : undefined);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {subtitle && <Text c="dimmed">{subtitle}</Text>}
        {actions}
      </Stack>
      {children}
    </Stack>
  );
}
