// A `partModelFile` field (docs/product.md#part-models): a .glb dropped or chosen here is checked for its
// size in the browser (10 MB: the server checks that and everything else, by the file's bytes: glTF magic,
// the Khronos validator, external URIs, triangles), uploaded to POST /api/admin/part-model-files with its
// progress; the field holds the SHA-256 the server answers, and the validator's warnings are shown.
import { Anchor, Button, Group, Input, List, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCubePlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { partModelFileUrl } from '../../../domain/resources/part-models.ts';
import { ApiRequestError, uploadFile } from '../../lib/resource-client.ts';
import classes from './admin.module.css';
import { rejectionMessage } from './image-field.tsx';

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

/** The refusal's message and, when the server listed them, its problems (the validator's errors). */
function refusalOf(failure: unknown): { message: string; problems: string[] } {
  const message = (failure as Error).message;
  const problems =
    failure instanceof ApiRequestError ? (failure.details.problems ?? []).map((p) => p.message) : [];
  return { message, problems };
}

export function PartModelFileField(props: Props) {
  const { id, label, value, onChange, error, description, required, disabled } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; problems: string[] } | null>(null);
  const [uploaded, setUploaded] = useState<Uploaded | null>(null);

  const upload = async (file: File) => {
    setRefusal(null);
    setUploaded(null);
    setProgress(0);
    try {
      const answer = await uploadFile<Uploaded>('/api/admin/part-model-files', file, {
        onProgress: setProgress,
      });
      setUploaded(answer);
      onChange(answer.sha256);
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setProgress(null);
    }
  };

  const busy = disabled || progress !== null;
  const dropzone = useDropzone({
    accept: { 'model/gltf-binary': ['.glb'] },
    maxSize: MAX_PART_MODEL_BYTES,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: busy,
    onDropAccepted: ([file]) => file && void upload(file),
    onDropRejected: (rejections) =>
      setRefusal({ message: rejectionMessage(rejections, 'a glTF binary (.glb)', '10 MB'), problems: [] }),
  });

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      required={required}
      description={description}
      error={refusal?.message ?? error}
    >
      <Paper
        {...dropzone.getRootProps({ className: classes.dropzone })}
        role="group"
        aria-labelledby={`${id}-label`}
        withBorder
        p="sm"
        mt={4}
        data-active={dropzone.isDragActive || undefined}
      >
        <input {...dropzone.getInputProps()} aria-label={`${label} file`} />
        <Stack gap={6}>
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
            <Button id={id} size="xs" variant="light" onClick={dropzone.open} disabled={busy}>
              {value ? 'Replace file' : 'Choose file'}
            </Button>
          </Group>
          {progress !== null && (
            <Progress value={progress * 100} size="sm" aria-label="Upload progress" animated />
          )}
          {refusal && refusal.problems.length > 0 && (
            <List size="xs" aria-label="What the check found">
              {refusal.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          )}
          {uploaded && uploaded.warnings.length > 0 && (
            <div role="note" aria-labelledby={`${id}-warnings`}>
              <Group gap={6} wrap="nowrap">
                <IconAlertTriangle size={16} color="var(--mantine-color-orange-7)" aria-hidden />
                <Text id={`${id}-warnings`} size="sm" fw={600}>
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
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
