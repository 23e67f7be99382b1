import { Anchor, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '../../components/ui/page.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import classes from './facts.module.css';

export type Fact = { label: string; value: ReactNode; testId?: string };

/** Technical data as a list of terms and values, two columns on wide screens. */
export function Facts({ facts, title = 'Technical data' }: { facts: readonly Fact[]; title?: string }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 2 }}
        spacing={0}
        verticalSpacing={0}
        component="dl"
        className={classes.list}
      >
        {facts.map((fact) => (
          <div key={fact.label} className={classes.fact}>
            <Text component="dt" size="sm" c="dimmed">
              {fact.label}
            </Text>
            <Text component="dd" fw={500} data-testid={fact.testId}>
              {fact.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** An id that is not (or no longer) in the catalogue: said inside the layout, with a way back. */
export function ItemNotFound({
  noun,
  id,
  listPath,
  listTitle,
}: {
  noun: string;
  id: string | undefined;
  listPath: string;
  listTitle: string;
}) {
  return (
    <Page title={`${noun} not found`}>
      <Text>
        There is no {noun.toLowerCase()} with the id “{id}”. It may have been removed or phased out, or the
        link may be incomplete.
      </Text>
      <Anchor component={Link} to={listPath}>
        See all {listTitle.toLowerCase()}
      </Anchor>
    </Page>
  );
}

/** A section of a detail page with a heading and optional words under it. */
export function DetailSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}
