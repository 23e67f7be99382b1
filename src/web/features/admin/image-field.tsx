// An `image` field: a picture dropped or chosen here is checked in the browser (PNG, JPEG or WebP, at
// most 2 MB: the server checks the same, by the file's bytes), uploaded to POST /api/admin/images with
// its progress (upload-drop-field.tsx), and the field holds the address the server answers.
import { Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './admin.module.css';
import { UploadDropField } from './upload-drop-field.tsx';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/webp': ['.webp'],
};

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

export function ImageField({ value, onChange, ...field }: Props) {
  // A stored address whose picture does not load (moved or never uploaded) says so instead.
  const [brokenUrl, setBrokenUrl] = useState<string | null>(null);
  const { id, label } = field;
  return (
    <UploadDropField<{ url: string }>
      {...field}
      endpoint="/api/admin/images"
      accept={IMAGE_TYPES}
      maxBytes={MAX_IMAGE_BYTES}
      kind="a PNG, JPEG or WebP picture"
      limit="2 MB"
      onUploaded={(answer) => onChange(answer.url)}
    >
      {({ open, busy }) => (
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
              <Button id={id} size="xs" variant="light" onClick={open} disabled={busy}>
                {value ? 'Replace picture' : 'Choose picture'}
              </Button>
              {value && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={14} aria-hidden />}
                  onClick={() => onChange(null)}
                  disabled={busy}
                >
                  Remove
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      )}
    </UploadDropField>
  );
}
