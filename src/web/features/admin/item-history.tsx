// The History tab of an admin item: who changed what and when, newest first, each changed field with
// its value before and after, a page at a time (GET <item>/history, src/server/api/admin). The Details
// tab stays mounted beside it, so a form keeps what was typed while the history is open.
import {
  Alert,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconHistory, IconListDetails } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { truncate } from '../../../domain/format.ts';
import type { FieldDeclaration, ResourceDeclaration } from '../../../domain/resources/types.ts';
import type { HistoryChange, HistoryEntry, HistoryPage } from '../../../server/api/types.ts';
import { apiRequest } from '../../lib/resource-client.ts';
import classes from './admin.module.css';
import { displayValue, EMPTY_DISPLAY } from './resource-values.ts';

const HISTORY_PAGE_SIZE = 20;

const ACTION_LABELS: Record<HistoryEntry['action'], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  import: 'Imported',
  seed: 'Seeded',
  translate: 'Translated',
  publish: 'Published',
  rollback: 'Rolled back',
};
/** Dark shades under white text: AA contrast at a badge's small size. */
const ACTION_COLORS: Record<HistoryEntry['action'], string> = {
  create: 'teal.9',
  update: 'blue.8',
  delete: 'red.9',
  import: 'grape.8',
  seed: 'gray.7',
  translate: 'cyan.9',
  publish: 'green.9',
  rollback: 'orange.9',
};

/** The fields whose values a history formats: a resource's declaration, or a page's own list. */
export type ItemHistoryFields = Pick<ResourceDeclaration, 'fields' | 'readOnlyFields'>;

/** The query key of an item's history: under the entity's key, so every write to it refreshes it. */
export const historyKey = (entity: string, id: string) => ['resource', entity, 'history', id] as const;

function useItemHistory(options: {
  entity: string;
  itemPath: string;
  id: string;
  page: number;
  enabled: boolean;
}) {
  return useQuery({
    queryKey: [...historyKey(options.entity, options.id), options.page],
    queryFn: ({ signal }) =>
      apiRequest<HistoryPage>('GET', `${options.itemPath}/history`, {
        query: { page: options.page, pageSize: HISTORY_PAGE_SIZE },
        signal,
      }),
    enabled: options.enabled,
    placeholderData: keepPreviousData,
  });
}

/** "Alex Admin <admin@…>" as name and address. */
function actorParts(label: string): { name: string; email?: string } {
  const match = /^(.*) <([^<>]+)>$/.exec(label);
  return match ? { name: match[1] as string, email: match[2] as string } : { name: label };
}

function plainValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return truncate(value, 200);
  if (typeof value === 'number') return String(value);
  return truncate(JSON.stringify(value), 200);
}

/** A value as the item's form would show it; a reference by the name it had, or that it is gone. */
function historyValue(
  change: HistoryChange,
  side: 'before' | 'after',
  field: FieldDeclaration | undefined,
): string {
  const value = change[side];
  if (value === null || value === undefined) return field?.emptyLabel ?? EMPTY_DISPLAY;
  if (!field || field.writeOnly) return plainValue(value);
  if (field.kind === 'reference') {
    const name = side === 'before' ? change.beforeLabel : change.afterLabel;
    return name ?? `${String(value).slice(0, 8)}… (deleted)`;
  }
  // A picture is known by its address here, not by "Picture".
  if (field.kind === 'image') return plainValue(value);
  return displayValue(field, value);
}

function Changes({
  entry,
  fieldOf,
}: {
  entry: HistoryEntry;
  fieldOf: (name: string) => FieldDeclaration | undefined;
}) {
  if (entry.changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {entry.action === 'delete' ? 'The item was deleted.' : 'No field changed.'}
      </Text>
    );
  }
  return (
    <Table layout="fixed" verticalSpacing={4} horizontalSpacing="xs" className={classes.historyTable}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Field</Table.Th>
          <Table.Th scope="col">Before</Table.Th>
          <Table.Th scope="col">After</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entry.changes.map((change) => {
          const field = fieldOf(change.field);
          return (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={500}>
                {change.label}
              </Table.Th>
              <Table.Td c="dimmed">{historyValue(change, 'before', field)}</Table.Td>
              <Table.Td>{historyValue(change, 'after', field)}</Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

function Entry({
  entry,
  fieldOf,
}: {
  entry: HistoryEntry;
  fieldOf: (name: string) => FieldDeclaration | undefined;
}) {
  const actor = actorParts(entry.actor.label);
  const at = dayjs(entry.at);
  return (
    <Paper component="li" withBorder radius="md" p="sm" className={classes.historyEntry}>
      <Stack gap="xs">
        <Group gap="xs" wrap="wrap" align="baseline">
          <Badge variant="filled" color={ACTION_COLORS[entry.action]}>
            {ACTION_LABELS[entry.action]}
          </Badge>
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {entry.summary}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          <time dateTime={entry.at} title={at.format('YYYY-MM-DD HH:mm:ss Z')}>
            {at.format('YYYY-MM-DD HH:mm')}
          </time>{' '}
          by{' '}
          <Text span size="xs" fw={500} c="var(--mantine-color-text)">
            {actor.name}
          </Text>
          {actor.email && <> ({actor.email})</>}
        </Text>
        <Changes entry={entry} fieldOf={fieldOf} />
      </Stack>
    </Paper>
  );
}

export function ItemHistory({
  entity,
  itemPath,
  id,
  declaration,
  active = true,
}: {
  /** the query-key name of the entity (its API key) */
  entity: string;
  /** the item's API address, e.g. /api/admin/pumps/<id> */
  itemPath: string;
  id: string;
  /** formats of the fields (options, units); without it values show as they are */
  declaration?: ItemHistoryFields;
  /** the tab is shown: only then is the history asked for */
  active?: boolean;
}) {
  const [page, setPage] = useState(1);
  const query = useItemHistory({ entity, itemPath, id, page, enabled: active });
  const fields = new Map(
    [...(declaration?.fields ?? []), ...(declaration?.readOnlyFields ?? [])].map((field) => [
      field.name,
      field,
    ]),
  );
  const fieldOf = (name: string) => fields.get(name);
  const data = query.data;

  if (query.isError && !data) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The history could not be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{query.error.message}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the history">
        {[1, 2, 3].map((n) => (
          <Skeleton key={n} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (data.total === 0) {
    return (
      <Stack align="center" gap={4} py="xl">
        <IconHistory size={28} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text fw={500}>No changes recorded yet.</Text>
        <Text size="sm" c="dimmed" ta="center">
          Every change saved from now on shows here: who made it, when, and each field before and after.
        </Text>
      </Stack>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  const from = (data.page - 1) * data.pageSize + 1;
  const to = from + data.items.length - 1;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {data.total === 1
          ? 'One change, newest first.'
          : `Changes ${from}–${to} of ${data.total}, newest first.`}
      </Text>
      <Stack component="ol" gap="sm" className={classes.historyList} aria-label="Changes">
        {data.items.map((entry) => (
          <Entry key={entry.id} entry={entry} fieldOf={fieldOf} />
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="sm"
          aria-label="Pages of the history"
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'Newer changes' }
              : control === 'next'
                ? { 'aria-label': 'Older changes' }
                : {}
          }
        />
      )}
    </Stack>
  );
}

/** Details and History of an item: the details stay mounted while the history shows. */
export function ItemTabs({
  details,
  history,
}: {
  details: ReactNode;
  /** the history, given whether its tab is shown */
  history: (active: boolean) => ReactNode;
}) {
  const [tab, setTab] = useState<string | null>('details');
  return (
    // display-none, not Activity: the form's effects (its unsaved-changes guard) keep running.
    <Tabs value={tab} onChange={setTab} keepMounted keepMountedMode="display-none">
      <Tabs.List mb="md">
        <Tabs.Tab value="details" leftSection={<IconListDetails size={16} aria-hidden />}>
          Details
        </Tabs.Tab>
        <Tabs.Tab value="history" leftSection={<IconHistory size={16} aria-hidden />}>
          History
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details">{details}</Tabs.Panel>
      <Tabs.Panel value="history">{history(tab === 'history')}</Tabs.Panel>
    </Tabs>
  );
}
