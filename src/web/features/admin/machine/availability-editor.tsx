// The availability matrix editor of a machine (admin machines/{machineId}, docs/product.md#availability):
// which versions the machine offers, then per component kind a grid of components × offered versions, each
// cell one of the four relation types or Not Available. Saved as a whole; guarded by the versions it
// was loaded with, with their matrix against yours on a conflict.
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  ScrollArea,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconAlertTriangle, IconDeviceFloppy, IconGitCompare } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { availabilityLabel, RELATION_TYPES, type RelationType } from '../../../../domain/availability.ts';
import { ConflictDialog } from '../../../components/ui/conflict-dialog/conflict-dialog.tsx';
import { ApiRequestError, apiRequest } from '../../../lib/resource-client.ts';
import { notifyError, notifySuccess } from '../admin-notifications.tsx';
import { historyKey } from '../item-history.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import classes from './availability.module.css';
import {
  type Availability,
  availabilitySchema,
  COMPONENT_KINDS,
  type ComponentKind,
  changeOf,
  type Draft,
  differences,
  draftOf,
  KIND_TITLES,
  sameAvailability,
  withCell,
} from './availability-model.ts';

const pathOf = (machineId: string) => `/api/admin/machines/${encodeURIComponent(machineId)}/availability`;
/** Under the machine's resource key, so saving the machine's data refreshes it too. */
const availabilityKey = (machineId: string) => ['resource', 'machines', 'availability', machineId];

function RelationSelect({
  label,
  value,
  changed,
  onChange,
}: {
  label: string;
  value: RelationType | null;
  changed: boolean;
  onChange: (value: RelationType | null) => void;
}) {
  return (
    <select
      className={classes.cell}
      aria-label={label}
      value={value ?? ''}
      data-value={value ?? 'none'}
      data-changed={changed || undefined}
      onChange={(event) => onChange((event.currentTarget.value || null) as RelationType | null)}
    >
      <option value="">{availabilityLabel(null)}</option>
      {RELATION_TYPES.map((type) => (
        <option key={type} value={type}>
          {availabilityLabel(type)}
        </option>
      ))}
    </select>
  );
}

export function AvailabilityEditor({ machineId }: { machineId: string }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: availabilityKey(machineId),
    queryFn: ({ signal }) => apiRequest('GET', pathOf(machineId), { schema: availabilitySchema, signal }),
  });
  const [base, setBase] = useState<Availability | null>(null);
  const [draft, setDraft] = useState<Draft>({});
  const [newer, setNewer] = useState<Availability | null>(null);
  const [conflict, setConflict] = useState<{ theirs: Availability; message: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const change = base ? changeOf(base, draft) : null;
  const dirty = change !== null;
  const guard = useUnsavedChanges(dirty);

  const adopt = (availability: Availability) => {
    setBase(availability);
    setDraft(draftOf(availability));
    setNewer(null);
    setProblem(null);
  };

  // The first answer fills the editor; a later one (after a save elsewhere) replaces it when nothing
  // is being edited, or when only version numbers moved on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the server's answer only.
  useEffect(() => {
    const data = query.data;
    if (!data) return;
    if (!base) adopt(data);
    else if (
      data.machine.version > base.machine.version ||
      data.versions.some((v, i) => v.version !== base.versions[i]?.version)
    ) {
      if (!dirty) adopt(data);
      else if (sameAvailability(base, data)) setBase(data);
      else setNewer(data);
    }
  }, [query.data]);

  const save = useMutation({
    mutationFn: (input: { against: Availability }) =>
      apiRequest('PUT', pathOf(machineId), {
        body: changeOf(input.against, draft),
        schema: availabilitySchema,
      }),
    onSuccess: async (saved) => {
      guard.markClean();
      adopt(saved);
      setConflict(null);
      queryClient.setQueryData(availabilityKey(machineId), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['resource', 'machines', 'item', machineId] }),
        queryClient.invalidateQueries({ queryKey: historyKey('machines', machineId) }),
      ]);
      notifySuccess(`Saved the availability of ${saved.machine.name}.`);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409) {
        const theirs = availabilitySchema.safeParse(error.details.current);
        if (theirs.success) {
          setConflict({ theirs: theirs.data, message: error.message });
          return;
        }
      }
      setProblem(error.message);
      notifyError(error.message);
    },
  });

  if (query.isError && !base) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title="The availability could not be loaded"
      >
        <Stack gap="xs" align="flex-start">
          {query.error.message}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!base) return <Skeleton height={240} radius="md" data-testid="availability-loading" />;

  const offered = base.versions.filter((version) => draft[version.id]?.relationType);
  const submit = () => {
    if (dirty && !save.isPending) save.mutate({ against: base });
  };
  const stored = new Map(base.versions.map((version) => [version.id, version]));

  const grid = (kind: ComponentKind) => {
    const items = base.options[kind];
    if (offered.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          Offer at least one machine version first (tab Machine versions).
        </Text>
      );
    }
    if (items.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          The catalogue has no {KIND_TITLES[kind].toLowerCase()} yet.
        </Text>
      );
    }
    return (
      <ScrollArea type="auto" offsetScrollbars className={classes.scroll}>
        <Table
          withTableBorder
          withColumnBorders
          verticalSpacing={4}
          className={classes.matrix}
          aria-label={`${KIND_TITLES[kind]} by machine version`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th className={classes.sticky} scope="col">
                {KIND_TITLES[kind]}
              </Table.Th>
              {offered.map((version) => (
                <Table.Th key={version.id} scope="col">
                  {version.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Th scope="row" className={classes.sticky}>
                  {item.name}
                </Table.Th>
                {offered.map((version) => {
                  const value = draft[version.id]?.[kind][item.id] ?? null;
                  return (
                    <Table.Td key={version.id}>
                      <RelationSelect
                        label={`${item.name} on ${version.name}`}
                        value={value}
                        changed={(stored.get(version.id)?.[kind][item.id] ?? null) !== value}
                        onChange={(next) =>
                          setDraft((current) =>
                            withCell(current, { versionId: version.id, kind, itemId: item.id }, next),
                          )
                        }
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  };

  const comparing = conflict ?? (newer ? { theirs: newer, message: '' } : null);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="availability-title"
      onKeyDown={getHotkeyHandler([['mod+S', submit]])}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Title order={2} size="h3" id="availability-title">
              Availability
            </Title>
            <Text size="sm" c="dimmed">
              Which versions {base.machine.name} is offered with, and what each version comes with.
            </Text>
          </div>
          {dirty && (
            <Badge color="orange" variant="light">
              Unsaved changes
            </Badge>
          )}
        </Group>
        {newer && !conflict && (
          <Alert color="orange" icon={<IconGitCompare aria-hidden />} title="A newer version was saved">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Someone else changed this availability while you were editing it.</Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => setConflict({ theirs: newer, message: '' })}
              >
                Compare with my changes
              </Button>
            </Stack>
          </Alert>
        )}
        <Tabs defaultValue="versions" keepMounted={false}>
          <Tabs.List className={classes.tabs}>
            <Tabs.Tab value="versions">Machine versions</Tabs.Tab>
            {COMPONENT_KINDS.map((kind) => (
              <Tabs.Tab key={kind} value={kind}>
                {KIND_TITLES[kind]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="versions" pt="md">
            <ScrollArea type="auto" offsetScrollbars className={classes.scroll}>
              <Table
                withTableBorder
                verticalSpacing={4}
                className={classes.matrix}
                aria-label="Machine versions offered"
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Machine version</Table.Th>
                    <Table.Th scope="col">Offered on {base.machine.name} as</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {base.versions.map((version) => {
                    const value = draft[version.id]?.relationType ?? null;
                    return (
                      <Table.Tr key={version.id}>
                        <Table.Th scope="row">{version.name}</Table.Th>
                        <Table.Td>
                          <RelationSelect
                            label={`${version.name} offered on ${base.machine.name}`}
                            value={value}
                            changed={version.relationType !== value}
                            onChange={(next) =>
                              setDraft((current) =>
                                withCell(current, { versionId: version.id, kind: null }, next),
                              )
                            }
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </ScrollArea>
          </Tabs.Panel>
          {COMPONENT_KINDS.map((kind) => (
            <Tabs.Panel key={kind} value={kind} pt="md">
              {grid(kind)}
            </Tabs.Panel>
          ))}
        </Tabs>
        {problem && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Not saved" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={!dirty || save.isPending} onClick={() => adopt(base)}>
            Discard changes
          </Button>
          <Button
            onClick={submit}
            disabled={!dirty}
            loading={save.isPending}
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            aria-keyshortcuts="Control+S Meta+S"
          >
            Save availability
          </Button>
        </Group>
      </Stack>
      {comparing && (
        <ConflictDialog
          opened={conflict !== null}
          subject={`the availability of ${base.machine.name}`}
          message={conflict?.message || undefined}
          rows={differences(comparing.theirs, draft)}
          busy={save.isPending}
          onClose={() => setConflict(null)}
          onReload={() => {
            adopt(comparing.theirs);
            queryClient.setQueryData(availabilityKey(machineId), comparing.theirs);
            setConflict(null);
          }}
          onOverwrite={() => save.mutate({ against: comparing.theirs })}
        />
      )}
    </Paper>
  );
}
