// What a page that shows a machine's draft offers beside it (the draft preview's bar): publish the draft
// (the publish dialog) and the published versions with their rollback (in a drawer).
import { Button, Drawer, Group } from '@mantine/core';
import { IconHistory, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { PublishDialog } from './publish-dialog.tsx';
import { VersionsPanel } from './versions-panel.tsx';

export function DraftActions({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const draft = useQuery({ ...trpc.configuratorAdmin.draft.queryOptions({ slug }), staleTime: 0 });
  const [publishing, setPublishing] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => setPublishing(true)}
        disabled={!draft.data}
        loading={draft.isPending}
      >
        Publish…
      </Button>
      <Button
        variant="default"
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => setVersionsOpen(true)}
      >
        Versions
      </Button>
      {draft.data && (
        <PublishDialog
          slug={slug}
          draftVersion={draft.data.draftVersion}
          opened={publishing}
          onClose={() => setPublishing(false)}
          onPublished={() => setPublishing(false)}
        />
      )}
      <Drawer
        opened={versionsOpen}
        onClose={() => setVersionsOpen(false)}
        position="right"
        size="lg"
        title={`Versions of ${draft.data?.catalogue.machine.name ?? slug}`}
        closeButtonProps={{ 'aria-label': 'Close the versions' }}
      >
        {versionsOpen && <VersionsPanel slug={slug} />}
      </Drawer>
    </Group>
  );
}
