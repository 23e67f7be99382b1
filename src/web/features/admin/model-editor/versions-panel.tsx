// A machine's published versions (docs/product.md#model-versions), newest first: who published which and
// when, with the note, the current one marked; each one's changes against the version before it, shown on
// demand; and a rollback, which publishes a copy of an older version as a new one (numbers only grow)
// after a confirmation that says so.
import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { notifySuccess } from '../admin-notifications.tsx';
import { ChangeList, messageOf } from './change-list.tsx';
import type { ModelVersionAnswer } from './editor-contract.ts';

const when = (iso: string) => dayjs(iso).format('YYYY-MM-DD HH:mm');

/** A version's changes against the one before it, asked for when first shown. */
function VersionChanges({ slug, version }: { slug: string; version: number }) {
  const trpc = useTRPC();
  const diff = useQuery({
    ...trpc.configuratorAdmin.diff.queryOptions({ slug, from: version - 1, to: version }),
    // Published versions never change.
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (diff.isPending) {
    return (
      <Stack gap={6} aria-busy="true" aria-label="Loading the changes" role="status">
        <Skeleton height={14} width="50%" />
        <Skeleton height={14} />
      </Stack>
    );
  }
  if (diff.isError) {
    return (
      <Group gap="sm" role="alert">
        <Text size="sm">The changes could not be loaded. {messageOf(diff.error)}</Text>
        <Button variant="default" size="xs" onClick={() => void diff.refetch()}>
          Try again
        </Button>
      </Group>
    );
  }
  if (diff.data.length === 0) return <Text size="sm">No change against version {version - 1}.</Text>;
  return <ChangeList changes={diff.data} headingOrder={5} />;
}

function VersionCard({
  slug,
  entry,
  onRollBack,
}: {
  slug: string;
  entry: ModelVersionAnswer;
  onRollBack: (entry: ModelVersionAnswer) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const first = entry.modelVersion === 1;
  return (
    <Card
      withBorder
      padding="sm"
      component="li"
      aria-labelledby={headingId}
      data-testid="model-version"
      data-current={entry.current || undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={3} size="h5" id={headingId}>
                Version {entry.modelVersion}
              </Title>
              {entry.current && (
                <Badge
                  color="teal"
                  variant="light"
                  styles={{ label: { color: 'var(--mantine-color-text)' } }}
                >
                  Current: customers see it
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Published {when(entry.publishedAt)} by {entry.publishedBy}
              {entry.rolledBackFrom !== null && ` · a copy of version ${entry.rolledBackFrom}`}
            </Text>
          </Stack>
          {!entry.current && (
            <Button variant="default" size="xs" onClick={() => onRollBack(entry)}>
              Roll back to this version
            </Button>
          )}
        </Group>
        {entry.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.note}
          </Text>
        )}
        {first ? (
          <Text size="sm" c="dimmed">
            The first version: nothing before it to compare.
          </Text>
        ) : (
          <>
            <Button
              variant="subtle"
              size="xs"
              px={0}
              justify="flex-start"
              aria-expanded={open}
              aria-controls={panelId}
              leftSection={
                open ? <IconChevronDown size={14} aria-hidden /> : <IconChevronRight size={14} aria-hidden />
              }
              onClick={() => setOpen((shown) => !shown)}
              style={{ alignSelf: 'flex-start' }}
            >
              Changes from version {entry.modelVersion - 1}
            </Button>
            <div id={panelId} hidden={!open}>
              {open && <VersionChanges slug={slug} version={entry.modelVersion} />}
            </div>
          </>
        )}
      </Stack>
    </Card>
  );
}

function RollbackDialog({
  slug,
  target,
  next,
  onClose,
}: {
  slug: string;
  target: ModelVersionAnswer | null;
  /** the number the copy will get */
  next: number;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rollback = useMutation(
    trpc.configuratorAdmin.rollback.mutationOptions({
      onSuccess: async ({ modelVersion }) => {
        notifySuccess(
          `Version ${modelVersion}, a copy of version ${target?.modelVersion}, is what customers see now.`,
          'Rolled back',
        );
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.configuratorAdmin.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.publicConfigurator.machineModel.pathKey() }),
        ]);
        onClose();
      },
    }),
  );
  const close = () => {
    rollback.reset();
    onClose();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target ? `Roll back to version ${target.modelVersion}?` : 'Roll back'}
      closeButtonProps={{ 'aria-label': 'Close without rolling back' }}
      data-testid="rollback-dialog"
    >
      {target && (
        <Stack gap="md">
          <Text size="sm">
            This publishes a copy of version {target.modelVersion} as a new version, {next}: customers see it
            at once. Nothing is deleted: the versions in between stay in the list, and you can roll forward
            the same way.
          </Text>
          <Text size="sm">
            Unpublished changes in the draft stay in the draft; a draft without any follows the new version.
          </Text>
          {rollback.isError && (
            <Alert color="red" variant="light" title="Not rolled back" role="alert">
              {messageOf(rollback.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={rollback.isPending}
              onClick={() => rollback.mutate({ slug, toModelVersion: target.modelVersion })}
            >
              Publish a copy of version {target.modelVersion}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

export function VersionsPanel({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const headingId = useId();
  const versions = useQuery({ ...trpc.configuratorAdmin.versions.queryOptions({ slug }), staleTime: 0 });
  const [target, setTarget] = useState<ModelVersionAnswer | null>(null);
  const list = [...(versions.data ?? [])].sort((a, b) => b.modelVersion - a.modelVersion);
  const newest = list[0]?.modelVersion ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} data-testid="versions-panel">
      <Title order={2} size="h4" id={headingId}>
        Published versions
      </Title>
      {versions.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading the versions" role="status">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : versions.isError ? (
        <Alert color="red" variant="light" title="The versions could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{messageOf(versions.error)}</Text>
            <Button variant="default" size="xs" onClick={() => void versions.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : list.length === 0 ? (
        <Text size="sm">Nothing is published yet.</Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {list.map((entry) => (
            <VersionCard key={entry.modelVersion} slug={slug} entry={entry} onRollBack={setTarget} />
          ))}
        </Stack>
      )}
      <RollbackDialog slug={slug} target={target} next={newest + 1} onClose={() => setTarget(null)} />
    </Stack>
  );
}
