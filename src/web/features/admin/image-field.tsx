// An `image` field: a picture dropped or chosen here is checked in the browser (PNG, JPEG or WebP, at
// most 2 MB: the server checks the same, by the file's bytes), uploaded to POST /api/admin/images with
// its progress, and the field holds the address the server answers.
import { Button, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type FileRejection, useDropzone } from 'react-dropzone';
import { uploadFile } from '../../lib/resource-client.ts';
import classes from './admin.module.css';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

/** Why the browser refuses a file, in words. */
export function rejectionMessage(rejections: FileRejection[], what: string, limit: string): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large'))
    return `The file is larger than ${limit}. Save it smaller and try again.`;
  if (codes.includes('file-invalid-type')) return `This file is not ${what}.`;
  if (codes.includes('too-many-files')) return 'Choose one file.';
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be used.';
}

type Props = {
  id: string;
  label: string;
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
  description?: string;
  required?: boolean;
  disabled?: boolean;
};

export function ImageField({ id, label, value, onChange, error, description, required, disabled }: Props) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // A stored address whose picture does not load (moved or never uploaded) says so instead.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);

  const upload = async (file: File) => {
    setProblem(null);
    setProgress(0);
    try {
      const answer = await uploadFile<{ url: string }>('/api/admin/images', file, {
        onProgress: setProgress,
      });
      onChange(answer.url);
    } catch (failure) {
      setProblem((failure as Error).message);
    } finally {
      setProgress(null);
    }
  };

  const dropzone = useDropzone({
    accept: IMAGE_TYPES,
    maxSize: MAX_IMAGE_BYTES,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: disabled || progress !== null,
    onDropAccepted: ([file]) => file && void upload(file),
    onDropRejected: (rejections) =>
      setProblem(rejectionMessage(rejections, 'a PNG, JPEG or WebP picture', '2 MB')),
  });

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
      required={required}
      description={description}
      error={problem ?? error}
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
        <Group gap="md" wrap="nowrap" align="center">
          {value && brokenUrl !== value ? (
            <Image
              src={value}
              alt={`${label} preview`}
              w={120}
              h={90}
              fit="contain"
              radius="sm"
              onError={() => setBrokenUrl(value)}
            />
          ) : (
            <div className={classes.noImage}>
              {value ? (
                <Text size="xs" ta="center" px={4}>
                  Not found: {value}
                </Text>
              ) : (
                <IconPhotoUp size={28} aria-hidden />
              )}
            </div>
          )}
          <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="dimmed">
              Drop a PNG, JPEG or WebP picture here (at most 2 MB), or
            </Text>
            <Group gap="xs">
              <Button
                id={id}
                size="xs"
                variant="light"
                onClick={dropzone.open}
                disabled={disabled || progress !== null}
              >
                {value ? 'Replace picture' : 'Choose picture'}
              </Button>
              {value && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => onChange(null)}
                  disabled={disabled || progress !== null}
                >
                  Remove
                </Button>
              )}
            </Group>
            {progress !== null && (
              <Progress value={progress * 100} size="sm" aria-label="Upload progress" animated />
            )}
          </Stack>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
}
