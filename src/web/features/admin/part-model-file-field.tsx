// A `partModelFile` field (docs/product.md#part-models): a .glb dropped or chosen here is checked for its
// size in the browser (10 MB: the server checks that and everything else, by the file's bytes: glTF magic,
// the Khronos validator, external URIs, triangles), uploaded to POST /api/admin/part-model-files with its
// progress (upload-drop-field.tsx); the field holds the SHA-256 the server answers, and the validator's
// warnings are shown.
import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle, IconCubePlus } from '@tabler/icons-react';
import { Suspense, useMemo, useState } from 'react';
import { partModelFileUrl } from '../../../domain/resources/part-models.ts';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { UploadDropField } from './upload-drop-field.tsx';

// The part in 3D, with three.js: loaded with the first part shown, not with the admin area.
const PartViewer = lazyPage(
  'part-viewer',
  () => import('../../components/part-scene/part-viewer.tsx'),
  (module) => module.PartViewer,
);

const VIEWER_TEXTS = {
  help: 'Drag, or use the arrow keys, to turn it; + and − zoom; 0 resets the view.',
  shows: (names: string[]) => (names.length ? 'The part is drawn.' : 'The part is loading.'),
  rotateLeft: 'Turn left',
  rotateRight: 'Turn right',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  reset: 'Reset the view',
  fullScreen: 'Full screen',
  closeFullScreen: 'Close full screen',
};

/** The file in a small 3D view, or a line saying why not. */
function PartPreview({ sha256 }: { sha256: string }) {
  const [unavailable, setUnavailable] = useState(() => typeof WebGLRenderingContext === 'undefined');
  const parts = useMemo(
    () => [
      {
        id: sha256,
        name: 'Part',
        url: partModelFileUrl(sha256),
        anchor: null,
        position: [0, 0, 0] as const,
        rotation: [0, 0, 0] as const,
        scale: 1,
      },
    ],
    [sha256],
  );
  const shown = useMemo(() => new Set([sha256]), [sha256]);
  if (unavailable)
    return (
      <Text size="sm" c="dimmed">
        This browser cannot draw 3D (WebGL is off), so the part is not shown here.
      </Text>
    );
  return (
    <div style={{ height: 260 }} data-testid="part-model-preview">
      <Suspense
        fallback={
          <Text size="sm" c="dimmed">
            Loading the 3D view…
          </Text>
        }
      >
        <PartViewer
          parts={parts}
          shown={shown}
          label="3D view of the part"
          texts={VIEWER_TEXTS}
          onUnavailable={() => setUnavailable(true)}
        />
      </Suspense>
    </div>
  );
}

const MAX_PART_MODEL_BYTES = 10 * 1024 * 1024;

type Uploaded = { sha256: string; url: string; byteSize: number; triangleCount: number; warnings: string[] };

type Props = {
  id: string;
  label: string;
  value: string | null;
  onChange: (sha256: string | null) => void;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
};

export function PartModelFileField({ value, onChange, ...field }: Props) {
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);
  return (
    <UploadDropField<Uploaded>
      {...field}
      endpoint="/api/admin/part-model-files"
      accept={{ 'model/gltf-binary': ['.glb'] }}
      maxBytes={MAX_PART_MODEL_BYTES}
      kind="a glTF binary (.glb)"
      limit="10 MB"
      onStart={() => setUploaded(null)}
      onUploaded={(answer) => {
        setUploaded(answer);
        onChange(answer.sha256);
      }}
    >
      {({ open, busy }) => (
        <>
          <Group gap="xs" wrap="nowrap">
            <IconCubePlus size={22} aria-hidden />
            {value ? (
              <Anchor href={partModelFileUrl(value)} download size="sm" style={{ overflowWrap: 'anywhere' }}>
                {uploaded
                  ? `Uploaded: ${Math.max(1, Math.round(uploaded.byteSize / 1024))} KB, ${uploaded.triangleCount.toLocaleString('en')} triangle${uploaded.triangleCount === 1 ? '' : 's'}`
                  : `File ${value.slice(0, 12)}…`}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Drop a glTF binary (.glb) here (at most 10 MB, 200,000 triangles, self-contained), or
              </Text>
            )}
          </Group>
          <Group gap="xs">
            <Button id={field.id} size="xs" variant="light" onClick={open} disabled={busy}>
              {value ? 'Replace file' : 'Choose file'}
            </Button>
          </Group>
          {value && <PartPreview key={value} sha256={value} />}
          {uploaded && uploaded.warnings.length > 0 && (
            <div role="note" aria-labelledby={`${field.id}-warnings`}>
              <Group gap={6} wrap="nowrap">
                <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
                <Text id={`${field.id}-warnings`} size="sm" fw={600}>
                  The glTF validator warns ({uploaded.warnings.length})
                </Text>
              </Group>
              <List size="xs">
                {uploaded.warnings.map((warning) => (
                  <List.Item key={warning}>{warning}</List.Item>
                ))}
              </List>
            </div>
          )}
        </>
      )}
    </UploadDropField>
  );
}
