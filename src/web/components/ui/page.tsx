import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's own heading: the title of the route (or of the item it shows) and an optional subtitle. */
export function Page({
  title,
  subtitle,
  actions,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}) {
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
