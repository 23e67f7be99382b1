// A translation edited where it stands in the grid: the text is a button (Enter or a click opens it), the
// field saves on Enter or when the focus leaves it and gives up on Escape (Shift+Enter starts a new line).
// A text saved by a person is reviewed (the server's rule, api/admin/translation-rules.ts); an emptied one
// is missing again. A save on a version someone else changed meanwhile (409) opens the admin's conflict
// dialog with their text against this one. Closed, it is plain elements drawn as Mantine's UnstyledButton,
// Group, VisuallyHidden and Text (translations.module.css): a filter renders a screenful of them at once
// (bench:translation-grid).
import { Loader, Textarea } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { TRANSLATIONS_RESOURCE } from '../../../../domain/resources/public-configurator.ts';
import type { ResourceItem } from '../../../../domain/resources/types.ts';
import { ConflictDialog } from '../../../components/ui/conflict-dialog/conflict-dialog.tsx';
import { ApiRequestError, adminPath, resourceClient } from '../../../lib/resource-client.ts';
import { notifyError } from '../admin-notifications.tsx';
import { apiValuesOf } from '../resource-values.ts';
import classes from './translations.module.css';
import type { TranslationRow } from './use-translation-rows.ts';

const client = resourceClient(adminPath('translations'));

const PENCIL = <IconPencil size={14} aria-hidden className={classes.pencil} />;

/** The first words of a text, for names and messages. */
export function excerpt(text: string | null, length = 60): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length - 1)}…` : flat;
}

type Conflict = { theirs: TranslationRow; yours: string; message: string };

export type TranslationCellProps = {
  row: TranslationRow;
  /** the language's English name */
  language: string;
  editing: boolean;
  /** opens the field (this row becomes the one being edited) */
  onEdit: () => void;
  /** closes it; `refocus`: the text's button takes the focus back (Enter, Escape) */
  onDone: (refocus: boolean) => void;
  /** the row as the server saved it */
  onSaved: (row: TranslationRow) => void;
};

export function TranslationCell({ row, language, editing, onEdit, onDone, onSaved }: TranslationCellProps) {
  const [draft, setDraft] = useState(row.text ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  // Whether the field is still open once a save answers (the focus may have moved to another row).
  const open = useRef(editing);
  open.current = editing;
  const save = useMutation({
    mutationFn: (input: { text: string; expectedVersion: number }) =>
      client.patch(row.id, {
        body: {
          expectedVersion: input.expectedVersion,
          values: apiValuesOf(TRANSLATIONS_RESOURCE, 'edit', { text: input.text }),
        },
      }),
  });

  // Back from the field by Enter or Escape, the focus returns to the text.
  useEffect(() => {
    if (!editing && refocus.current) {
      refocus.current = false;
      button.current?.focus();
    }
  }, [editing]);

  const close = (focus: boolean) => {
    refocus.current = focus;
    onDone(focus);
  };

  const send = async (text: string, expectedVersion: number, focus: boolean) => {
    const value = text.trim();
    if (value === (row.text ?? '') && expectedVersion === row.version) {
      close(focus);
      return;
    }
    setProblem(null);
    try {
      const saved = (await save.mutateAsync({ text: value, expectedVersion })) as ResourceItem;
      setConflict(null);
      onSaved(saved as unknown as TranslationRow);
      if (open.current) close(focus);
    } catch (error) {
      const current = error instanceof ApiRequestError ? error.details.current : undefined;
      if (
        error instanceof ApiRequestError &&
        error.status === 409 &&
        current &&
        typeof current === 'object'
      ) {
        setConflict({ theirs: current as TranslationRow, yours: value, message: error.message });
        return;
      }
      const message = (error as Error).message;
      if (open.current) setProblem(message);
      else notifyError(message, `The ${language} translation was not saved`);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft, row.version, true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setDraft(row.text ?? '');
      setProblem(null);
      close(true);
    }
  };

  const subject = `the ${language} translation of “${excerpt(row.source, 40)}”`;

  return (
    <>
      {editing ? (
        <div>
          <Textarea
            value={draft}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (!save.isPending && !conflict) void send(draft, row.version, false);
            }}
            aria-label={`${language} translation of “${excerpt(row.source)}”`}
            description="Enter saves, Shift+Enter starts a new line, Escape cancels."
            error={problem}
            lang={row.locale}
            autosize
            minRows={1}
            maxRows={8}
            size="sm"
            autoFocus
            rightSection={save.isPending ? <Loader size="xs" aria-label="Saving" /> : undefined}
            data-testid="translation-field"
          />
        </div>
      ) : (
        <button
          type="button"
          ref={button}
          className={`mantine-focus-auto ${classes.textButton}`}
          data-row-handle="text"
          onClick={() => {
            setDraft(row.text ?? '');
            setProblem(null);
            onEdit();
          }}
        >
          <span className={classes.textLine}>
            <span className={classes.textValue}>
              <span className={classes.visuallyHidden}>
                {`Edit the ${language} translation${row.text ? ': ' : ''}`}
              </span>
              {row.text ? (
                <span lang={row.locale} className={classes.clamp}>
                  {row.text}
                </span>
              ) : (
                <span className={classes.placeholder}>Add a translation</span>
              )}
            </span>
            {save.isPending ? <Loader size="xs" aria-label="Saving" /> : PENCIL}
          </span>
        </button>
      )}
      {conflict && (
        <ConflictDialog
          opened
          subject={subject}
          message={conflict.message}
          rows={[
            {
              key: 'text',
              label: 'Translation',
              theirs: conflict.theirs.text ?? '(empty: missing)',
              yours: conflict.yours || '(empty: missing)',
            },
          ]}
          busy={save.isPending}
          onClose={() => {
            setDraft(conflict.yours);
            setConflict(null);
            onEdit();
          }}
          onReload={() => {
            onSaved(conflict.theirs);
            setDraft(conflict.theirs.text ?? '');
            setConflict(null);
            close(true);
          }}
          onOverwrite={() => void send(conflict.yours, conflict.theirs.version, true)}
        />
      )}
    </>
  );
}
