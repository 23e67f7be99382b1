// One machine-translation job as it runs on the server: asked every second while it runs (done of total,
// refused, a progress bar) with Cancel behind a confirmation, and once it ends, what came of it and the
// texts the checks refused, each with its reason. Its end refreshes the grid and the progress.
import {
  Alert,
  Button,
  CloseButton,
  Group,
  Modal,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatCount } from '../../../components/ui/data-table/table-parts.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { notifyError } from '../admin-notifications.tsx';
import { messageOf } from '../model-editor/change-list.tsx';
import { excerpt } from './translation-cell.tsx';
import classes from './translations.module.css';

/** How often a running job is asked how far it got. */
export const JOB_POLL_MS = 1000;

const ENDED = {
  done: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const;

function Failures({ jobId }: { jobId: string }) {
  const trpc = useTRPC();
  const failures = useQuery(trpc.translationsAdmin.failures.queryOptions({ jobId }));
  if (failures.isPending) return <Skeleton height={40} />;
  if (failures.error) return <Text size="sm">{messageOf(failures.error)}</Text>;
  const { items, total } = failures.data;
  if (total === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Refused {total === 1 ? 'text' : 'texts'} (still to translate)
      </Text>
      <ul className={classes.failures} data-testid="job-failures">
        {items.map((item) => (
          <li key={item.id}>
            <Text size="sm" span>
              “{excerpt(item.source, 80)}”
            </Text>{' '}
            <Text size="xs" c="dimmed" span>
              ({item.context ?? item.key})
            </Text>
            <Text size="xs" className={classes.reason}>
              {item.reason}
            </Text>
          </li>
        ))}
      </ul>
      {total > items.length && (
        <Text size="xs" c="dimmed">
          …and {formatCount(total - items.length)} more: filter the list by the language and “Missing”.
        </Text>
      )}
    </Stack>
  );
}

export function JobCard({
  jobId,
  languageOf,
  onDismiss,
  onEnded,
}: {
  jobId: string;
  languageOf: (locale: string) => string;
  onDismiss: () => void;
  /** the job has just ended (it was seen running here): its texts are written */
  onEnded: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const job = useQuery({
    ...trpc.translationsAdmin.job.queryOptions({ jobId }),
    refetchInterval: (query) => (query.state.data?.status === 'running' ? JOB_POLL_MS : false),
  });
  const cancel = useMutation(trpc.translationsAdmin.cancel.mutationOptions());
  const status = job.data?.status;
  const done = job.data?.done;

  // Each batch written moves the languages' progress; the end brings the grid up to date, once (every job
  // shown was running when the page found it or started it).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the progress follows each batch written.
  useEffect(() => {
    if (done !== undefined && done > 0) {
      void queryClient.invalidateQueries({ queryKey: trpc.translationsAdmin.progress.queryKey() });
    }
  }, [done]);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const reported = useRef(false);
  useEffect(() => {
    if (status && status !== 'running' && !reported.current) {
      reported.current = true;
      ended.current();
    }
  }, [status]);

  if (!job.data) {
    return (
      <Paper withBorder p="sm" radius="md">
        {job.error ? (
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">{messageOf(job.error)}</Text>
            <CloseButton aria-label="Dismiss" onClick={onDismiss} />
          </Group>
        ) : (
          <Skeleton height={48} aria-label="Loading the job" />
        )}
      </Paper>
    );
  }

  const { locale, total, failed, error } = job.data;
  const language = languageOf(locale);
  const handled = job.data.done + failed;
  const running = job.data.status === 'running';
  const summary = running
    ? `${formatCount(job.data.done)} of ${formatCount(total)} translated${failed ? `, ${formatCount(failed)} refused` : ''}`
    : job.data.status === 'cancelled'
      ? `Stopped after ${formatCount(handled)} of ${formatCount(total)}: ${formatCount(job.data.done)} translated${failed ? `, ${formatCount(failed)} refused` : ''}.`
      : `${formatCount(job.data.done)} of ${formatCount(total)} translated${failed ? `, ${formatCount(failed)} refused` : ''}.`;

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-label={`Machine translation into ${language}`}
      data-testid="translation-job"
      data-status={job.data.status}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} size="sm">
              {language}: {running ? 'translating…' : ENDED[job.data.status as keyof typeof ENDED]}
            </Text>
            <Text size="sm" aria-live="polite" data-testid="job-summary">
              {summary}
            </Text>
          </div>
          {running ? (
            <Button size="xs" variant="default" color="red" onClick={() => setConfirming(true)}>
              Cancel…
            </Button>
          ) : (
            <CloseButton
              aria-label={`Dismiss the machine translation into ${language}`}
              onClick={onDismiss}
            />
          )}
        </Group>
        <Progress
          value={total ? (handled / total) * 100 : 0}
          color={failed > 0 && !running ? 'orange' : 'teal'}
          animated={running}
          aria-label={`Machine translation into ${language}`}
          aria-valuetext={`${handled} of ${total} texts handled`}
        />
        {error && (
          <Alert color={job.data.status === 'failed' ? 'red' : 'orange'} variant="light" p="xs">
            <Text size="sm">{error}</Text>
          </Alert>
        )}
        {!running && failed > 0 && <Failures jobId={jobId} />}
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Stop the machine translation into ${language}?`}
        closeButtonProps={{ 'aria-label': 'Close the dialog' }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            The texts translated so far stay. The batch being translated now is not written, and the texts
            still to come stay missing.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Keep translating
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(
                  { jobId },
                  {
                    onSuccess: (answer) => {
                      queryClient.setQueryData(trpc.translationsAdmin.job.queryKey({ jobId }), answer);
                      setConfirming(false);
                    },
                    onError: (failure) => notifyError(messageOf(failure), 'Not stopped'),
                  },
                )
              }
            >
              Stop translating
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
