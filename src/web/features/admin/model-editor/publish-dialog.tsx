// Publishing a machine's draft (docs/product.md#model-versions): what changes for customers (the published
// version against the draft, grouped), an optional note for the versions list, and the publication. While
// the model check finds errors the server refuses (412) and the dialog lists them; a draft saved by someone
// else since the editor loaded it is a 409, and the dialog offers to load it again.
import { Alert, Button, Group, List, Modal, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { notifySuccess } from '../admin-notifications.tsx';
import { ChangeList, errorCodeOf, messageOf, problemsOf } from './change-list.tsx';

/** The longest note a publication keeps (the API's limit). */
export const MAX_NOTE = 500;

export type PublishDialogProps = {
  /** the machine whose draft is published */
  slug: string;
  /** the draft version the editor shows: a save by someone else since then makes the publication a 409 */
  draftVersion: number;
  opened: boolean;
  onClose: () => void;
  /** after the publication, with the new version's number (the dialog has refreshed the model's queries) */
  onPublished: (modelVersion: number) => void;
  /**
   * The version customers see now, which the changes are counted from. Optional: without it the dialog
   * asks `configuratorAdmin.versions` for the one marked current each time it opens (always right, one
   * call more); a page that has just read the draft may pass its `catalogue.machine.modelVersion`.
   */
  publishedVersion?: number;
};

function Refusal({ error, onReload }: { error: unknown; onReload: () => void }) {
  const code = errorCodeOf(error);
  if (code === 'PRECONDITION_FAILED') {
    const { problems, more } = problemsOf(error);
    return (
      <Alert color="red" variant="light" title="The draft cannot be published yet" role="alert">
        <Stack gap="xs">
          <Text size="sm">{messageOf(error)}</Text>
          {problems.length > 0 && (
            <List size="sm" spacing={4} data-testid="publish-problems">
              {problems.map((problem) => (
                <List.Item key={`${problem.column ?? ''}|${problem.message}`}>
                  {problem.column ? `${problem.column}: ` : ''}
                  {problem.message}
                </List.Item>
              ))}
            </List>
          )}
          {more > 0 && <Text size="sm">…and {more} more.</Text>}
        </Stack>
      </Alert>
    );
  }
  if (code === 'CONFLICT') {
    return (
      <Alert color="orange" variant="light" title="Someone else changed the draft" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            The draft was saved again (by someone else, or in another tab) after you loaded it, so this is not
            the draft you looked at. Load it again, check the changes, then publish.
          </Text>
          <Button variant="default" size="xs" onClick={onReload}>
            Load the draft again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" title="Not published" role="alert">
      {messageOf(error)}
    </Alert>
  );
}

export function PublishDialog({
  slug,
  draftVersion,
  opened,
  onClose,
  onPublished,
  publishedVersion,
}: PublishDialogProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const versions = useQuery({
    ...trpc.configuratorAdmin.versions.queryOptions({ slug }),
    enabled: opened && publishedVersion === undefined,
    staleTime: 0,
  });
  const from = publishedVersion ?? versions.data?.find((version) => version.current)?.modelVersion;
  const diff = useQuery({
    ...trpc.configuratorAdmin.diff.queryOptions({ slug, from: from ?? 1, to: 'draft' }),
    enabled: opened && from !== undefined,
    staleTime: 0,
  });
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.configuratorAdmin.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.publicConfigurator.machineModel.pathKey() }),
    ]);
  const publish = useMutation(
    trpc.configuratorAdmin.publish.mutationOptions({
      onSuccess: async ({ modelVersion }) => {
        setNote('');
        notifySuccess(`Customers see version ${modelVersion} from now on.`, 'Published');
        await refresh();
        onPublished(modelVersion);
      },
    }),
  );
  const close = () => {
    publish.reset();
    onClose();
  };
  const loading = versions.isPending && publishedVersion === undefined ? true : diff.isPending;
  const loadError = (publishedVersion === undefined && versions.error) || diff.error;
  const changes = diff.data ?? [];
  const nothingChanged = diff.isSuccess && changes.length === 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Publish the draft"
      size="lg"
      data-testid="publish-dialog"
      closeButtonProps={{ 'aria-label': 'Close without publishing' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (publish.isPending || nothingChanged) return;
          const trimmed = note.trim();
          publish.mutate({ slug, expectedDraftVersion: draftVersion, ...(trimmed ? { note: trimmed } : {}) });
        }}
      >
        <Stack gap="md">
          <Text size="sm">
            {from === undefined
              ? 'What customers will see differently once the draft is published:'
              : `What changes for customers from version ${from}, which they see now:`}
          </Text>
          {loadError ? (
            <Alert color="red" variant="light" title="The changes could not be loaded" role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{messageOf(loadError)}</Text>
                <Button variant="default" size="xs" onClick={() => void refresh()}>
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : loading ? (
            <Stack gap="xs" aria-busy="true" aria-label="Loading the changes" role="status">
              <Skeleton height={16} width="40%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
            </Stack>
          ) : nothingChanged ? (
            <Text size="sm" data-testid="publish-no-changes">
              The draft is the same as version {from}: there is nothing to publish.
            </Text>
          ) : (
            <div style={{ maxHeight: '45vh', overflowY: 'auto' }}>
              <ChangeList changes={changes} />
            </div>
          )}
          <Textarea
            id={noteId}
            label="Note"
            description={`Optional: what changed and why, for the versions list (${note.length}/${MAX_NOTE} characters)`}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value.slice(0, MAX_NOTE))}
            maxLength={MAX_NOTE}
            autosize
            minRows={2}
            maxRows={6}
          />
          {publish.isError && (
            <Refusal
              error={publish.error}
              onReload={() => {
                publish.reset();
                void refresh();
              }}
            />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              loading={publish.isPending}
              disabled={loading || nothingChanged || !!loadError}
            >
              Publish
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
