// /admin/public-configurator/steps (and its steps and sub-steps pages, the same editor focused on the
// tree or on the first sub-step): the configurator model editor of the machine in `?machine=` (the
// first machine when none is named), development only (docs/product.md#roles).
import { Alert, Button, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { routeEntry } from '../../../kernel/route-entry.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { useLeaveGuard } from '../unsaved-changes.tsx';
import { DraftLoadState, ModelEditor } from './model-editor.tsx';

export function ModelEditorPage({ path, focus }: { path: string; focus?: 'tree' | 'subSteps' }) {
  const entry = routeEntry(path);
  const trpc = useTRPC();
  const machines = useQuery(trpc.configuratorAdmin.machines.queryOptions());
  const [params, setParams] = useSearchParams();
  const guard = useLeaveGuard();
  const list = machines.data ?? [];
  const asked = params.get('machine');
  const slug = list.find((machine) => machine.slug === asked)?.slug ?? list[0]?.slug;

  return (
    <Page
      title={entry.title}
      subtitle="The configurator of each machine: steps, options, prices and rules. Edits are saved as a draft; customers see them once published."
    >
      {machines.isPending ? (
        <Stack gap="md" data-testid="machines-loading" aria-busy="true">
          <Skeleton height={56} width={280} />
          <Skeleton height={320} radius="md" />
        </Stack>
      ) : machines.error ? (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The machines cannot be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{machines.error.message}</Text>
            <Button size="xs" variant="light" onClick={() => void machines.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : !slug ? (
        <Alert color="gray" title="No machine has a configurator yet">
          A machine gets its configurator on the machines page of the product portfolio; its model can be
          edited here then.
        </Alert>
      ) : (
        <Stack gap="md">
          <Select
            label="Machine"
            data={list.map((machine) => ({ value: machine.slug, label: machine.name }))}
            value={slug}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 320 }}
            onChange={(next) => {
              if (next && next !== slug)
                guard(() =>
                  setParams((current) => {
                    const updated = new URLSearchParams(current);
                    updated.set('machine', next);
                    return updated;
                  }),
                );
            }}
          />
          <DraftEditor key={slug} slug={slug} focus={focus} />
        </Stack>
      )}
    </Page>
  );
}

function DraftEditor({ slug, focus }: { slug: string; focus?: 'tree' | 'subSteps' }) {
  const trpc = useTRPC();
  // The editor keeps its own copy from the first answer on: a refetch must not replace it under the user.
  const draft = useQuery({
    ...trpc.configuratorAdmin.draft.queryOptions({ slug }),
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  if (!draft.data)
    return <DraftLoadState error={draft.error as Error | null} onRetry={() => void draft.refetch()} />;
  return <ModelEditor slug={slug} initial={draft.data} focus={focus} />;
}
