// The admin forms' upload fields (a picture, a part model's .glb): a file dropped on the field or chosen
// with its button is checked in the browser for its type and size, uploaded with its progress, and the
// server's refusal shows on the field, with the problems it listed. What the field shows besides (a preview,
// the file's figures, the server's warnings) and what it keeps of the answer are the field's own.
import { Input, List, Paper, Progress, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { type Accept, type FileRejection, useDropzone } from 'react-dropzone';
import { ApiRequestError, uploadFile } from '../../lib/resource-client.ts';
import classes from './admin.module.css';

/** Why the browser refuses a file, in words. */
export function rejectionMessage(rejections: FileRejection[], what: string, limit: string): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  if (codes.includes('file-too-large'))
    return `The file is larger than ${limit}. Save it smaller and try again.`;
  if (codes.includes('file-invalid-type')) return `This file is not ${what}.`;
  if (codes.includes('too-many-files')) return 'Choose one file.';
  return rejections[0]?.errors[0]?.message ?? 'This file cannot be used.';
}

type Refusal = { message: string; problems: string[] };

/** The refusal's message and, when the server listed them, its problems (e.g. a validator's errors). */
function refusalOf(failure: unknown): Refusal {
  const message = (failure as Error).message;
  const problems =
    failure instanceof ApiRequestError ? (failure.details.problems ?? []).map((p) => p.message) : [];
  return { message, problems };
}

type Props<T> = {
  id: string;
  label: string;
  description?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** the form's own error for the field (the server's refusal of the whole item) */
  error?: string | undefined;
  endpoint: string;
  accept: Accept;
  maxBytes: number;
  /** what a file must be, and its size limit, in words: "a glTF binary (.glb)", "10 MB" */
  kind: string;
  limit: string;
  /** a new upload starts (the field forgets what the last one said) */
  onStart?: () => void;
  onUploaded: (answer: T) => void;
  /** the field's content: `open` opens the file chooser; `busy` while disabled or uploading */
  children: (field: { open: () => void; busy: boolean }) => ReactNode;
};

export function UploadDropField<T>(props: Props<T>) {
  const { id, label, description, required, disabled, error, endpoint, onStart, onUploaded } = props;
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const upload = async (file: File) => {
    setRefusal(null);
    onStart?.();
    setProgress(0);
    try {
      onUploaded(await uploadFile<T>(endpoint, file, { onProgress: setProgress }));
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setProgress(null);
    }
  };

  const busy = Boolean(disabled) || progress !== null;
  const dropzone = useDropzone({
    accept: props.accept,
    maxSize: props.maxBytes,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    disabled: busy,
    onDropAccepted: ([file]) => file && void upload(file),
    onDropRejected: (rejections) =>
      setRefusal({ message: rejectionMessage(rejections, props.kind, props.limit), problems: [] }),
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
          {props.children({ open: dropzone.open, busy })}
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
        </Stack>
      </Paper>
    </Input.Wrapper>
  );
}
