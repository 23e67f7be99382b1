// The create and edit form of any declared entity: fields from the declaration, checked with its zod
// schema (@mantine/form's Standard Schema resolver), refusals of the server shown on their fields,
// optimistic locking with a their-version-against-yours dialog, delete with its dependants, an
// unsaved-changes guard, and Ctrl+S to save.
import { Alert, Button, Group, Kbd, SimpleGrid, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { getHotkeyHandler } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconDeviceFloppy,
  IconGitCompare,
  IconLock,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { z } from 'zod';
import type { ResourceDeclaration, ResourceItem } from '../../../domain/resources/types.ts';
import { ConflictDialog, type ConflictRow } from '../../components/ui/conflict-dialog/conflict-dialog.tsx';
import { ApiRequestError, useResourceMutations } from '../../lib/resource-client.ts';
import classes from './admin.module.css';
import { notifyError, notifySuccess } from './admin-notifications.tsx';
import { DeleteDialog } from './delete-dialog.tsx';
import { FieldInput, type FieldOverride } from './field-input.tsx';
import {
  apiValuesOf,
  displayValue,
  type FormMode,
  type FormValues,
  formFields,
  formValuesOf,
  itemLabel,
  labelsOf,
  requiredErrors,
  sameContent,
  sameValue,
} from './resource-values.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';

const WIDE_KINDS = new Set(['textarea', 'richText', 'image', 'partModelFile', 'enumList']);

export type ResourceFormProps = {
  declaration: ResourceDeclaration;
  mode: FormMode;
  /** edit: the item as the server sent it (a newer one may arrive while editing) */
  item?: ResourceItem;
  /** a drawer is one column; a page is two on wide screens */
  layout?: 'drawer' | 'page';
  fieldOverrides?: Record<string, FieldOverride>;
  /** why this user may only look (e.g. a backoffice user looking at an admin) */
  readOnlyReason?: string;
  /** more buttons beside Delete (users: reset password, disable) */
  extraActions?: (item: ResourceItem) => ReactNode;
  onSaved?: (item: ResourceItem, created: boolean) => void;
  onDeleted?: () => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
};

type Conflict = { theirs: ResourceItem; yours: FormValues; message: string };

export function ResourceForm(props: ResourceFormProps) {
  const { declaration, mode, fieldOverrides = {}, readOnlyReason } = props;
  const formId = useId();
  const fields = formFields(declaration, mode);
  const [base, setBase] = useState<ResourceItem | undefined>(props.item);
  const [newer, setNewer] = useState<ResourceItem | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [referenceNames, setReferenceNames] = useState<Record<string, string>>({});
  const mutations = useResourceMutations(declaration.key);
  const saving = mutations.create.isPending || mutations.update.isPending;

  const schemaErrors = useMemo(
    () =>
      schemaResolver(
        z.preprocess((values) => apiValuesOf(declaration, mode, values as FormValues), declaration.schema),
        { sync: true },
      ),
    [declaration, mode],
  );
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(declaration, mode, props.item),
    validate: (values) => ({ ...schemaErrors(values), ...requiredErrors(declaration, mode, values) }),
  });
  const dirty = form.isDirty();
  const guard = useUnsavedChanges(dirty);
  const { onDirtyChange } = props;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const adopt = (item: ResourceItem) => {
    const values = formValuesOf(declaration, 'edit', item);
    setBase(item);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    setNewer(null);
    setSubmitError(null);
  };

  // A newer version from the server while the form is open: taken over when nothing was changed here
  // (or only the version moved on), otherwise offered for comparison.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the item from the server only.
  useEffect(() => {
    const item = props.item;
    if (!item || !base || item.id !== base.id || item.version <= base.version) return;
    if (sameContent(declaration, item, base)) setBase(item);
    else if (!form.isDirty()) adopt(item);
    else setNewer(item);
  }, [props.item]);

  const focusField = (name: string | undefined) => {
    if (name) document.getElementById(`${formId}-${name}`)?.focus();
  };

  const fail = (error: unknown, values: FormValues) => {
    if (!(error instanceof ApiRequestError)) {
      setSubmitError((error as Error).message);
      return;
    }
    const current = error.details.current;
    if (error.status === 409 && current && typeof current === 'object') {
      setConflict({ theirs: current as ResourceItem, yours: values, message: error.message });
      return;
    }
    const onFields = Object.entries(error.details.fields ?? {});
    const shown = onFields.filter(([name]) => name in values);
    if (shown.length > 0) {
      form.setErrors(Object.fromEntries(shown));
      focusField(shown[0]?.[0]);
    } else {
      notifyError(error.message);
    }
    setSubmitError(error.message);
  };

  const send = async (values: FormValues, expectedVersion?: number) => {
    setSubmitError(null);
    const payload = apiValuesOf(declaration, mode, values);
    try {
      const saved =
        mode === 'create' || !base
          ? await mutations.create.mutateAsync(payload)
          : await mutations.update.mutateAsync({
              id: base.id,
              expectedVersion: expectedVersion ?? base.version,
              values: payload,
            });
      guard.markClean();
      setConflict(null);
      setNewer(null);
      if (mode === 'edit') adopt(saved);
      else form.resetDirty();
      notifySuccess(
        `${mode === 'create' ? 'Created' : 'Saved'} ${declaration.singular} "${itemLabel(declaration, saved)}".`,
      );
      props.onSaved?.(saved, mode === 'create');
    } catch (error) {
      fail(error, values);
    }
  };

  const submit = form.onSubmit(
    (values) => void send(values),
    (errors) => focusField(fields.find((field) => errors[field.name])?.name),
  );

  const onReferenceLabels = useCallback(
    (labels: Record<string, string>) => setReferenceNames((current) => ({ ...current, ...labels })),
    [],
  );

  const conflictRows = (theirs: ResourceItem, yours: FormValues): ConflictRow[] => {
    const theirValues = formValuesOf(declaration, 'edit', theirs);
    const yourLabels: Record<string, string | null | undefined> = {};
    for (const field of fields) {
      if (field.kind !== 'reference') continue;
      const id = yours[field.name];
      yourLabels[field.name] =
        typeof id === 'string'
          ? (referenceNames[id] ?? (base?.[field.name] === id ? labelsOf(base)[field.name] : undefined))
          : undefined;
    }
    return fields
      .filter((field) => !field.writeOnly && !sameValue(field, theirValues[field.name], yours[field.name]))
      .map((field) => ({
        key: field.name,
        label: field.label,
        theirs: displayValue(field, theirs[field.name], labelsOf(theirs)),
        yours: displayValue(field, yours[field.name], yourLabels),
      }));
  };
  const comparing = conflict ?? (newer ? { theirs: newer, yours: form.getValues(), message: '' } : null);
  const rows = comparing ? conflictRows(comparing.theirs, comparing.yours) : [];
  const comparable = fields.filter((field) => !field.writeOnly).length;

  const readOnly = Boolean(readOnlyReason);
  const wide = props.layout === 'page';
  const saveLabel = mode === 'create' ? `Create ${declaration.singular}` : 'Save';

  return (
    <form
      onSubmit={submit}
      onKeyDown={getHotkeyHandler([['mod+S', () => !readOnly && submit()]])}
      noValidate
      aria-label={mode === 'create' ? `New ${declaration.singular}` : `Edit ${itemLabel(declaration, base)}`}
    >
      <Stack gap="md">
        {readOnlyReason && (
          <Alert color="gray" icon={<IconLock aria-hidden />} title="Read only">
            {readOnlyReason}
          </Alert>
        )}
        {newer && !conflict && (
          <Alert color="orange" icon={<IconGitCompare aria-hidden />} title="A newer version was saved">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                Someone else saved this {declaration.singular} (version {newer.version}) while you were
                editing it.
              </Text>
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={() => setConflict({ theirs: newer, yours: form.getValues(), message: '' })}
              >
                Compare with my changes
              </Button>
            </Stack>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: wide ? 2 : 1 }} spacing="md" verticalSpacing="md">
          {fields.map((field) => {
            const input = form.getInputProps(field.name);
            return (
              <div key={field.name} className={wide && WIDE_KINDS.has(field.kind) ? classes.wide : undefined}>
                <FieldInput
                  id={`${formId}-${field.name}`}
                  field={field}
                  value={input.value}
                  onChange={(value) => {
                    form.setFieldValue(field.name, value);
                    form.clearFieldError(field.name);
                  }}
                  onBlur={input.onBlur}
                  error={input.error}
                  override={fieldOverrides[field.name]}
                  disabled={readOnly}
                  referenceLabel={labelsOf(base)[field.name]}
                  onReferenceLabels={onReferenceLabels}
                />
              </div>
            );
          })}
        </SimpleGrid>
        {base && mode === 'edit' && (
          <Text size="xs" c="dimmed">
            Version {base.version}
            {typeof base.updatedAt === 'string'
              ? `, last saved ${displayValue(
                  { name: 'updatedAt', label: '', kind: 'dateTime', required: false, defaultValue: null },
                  base.updatedAt,
                )}`
              : ''}
            {declaration.readOnlyFields.map((field) => (
              <span key={field.name} data-field={field.name}>
                {` · ${field.label}: ${displayValue(field, base[field.name])}`}
              </span>
            ))}
          </Text>
        )}
        <div className={classes.footer}>
          {submitError && (
            <Alert
              color="red"
              icon={<IconAlertTriangle aria-hidden />}
              mb="sm"
              role="alert"
              title="Not saved"
            >
              {submitError}
            </Alert>
          )}
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="wrap">
              {mode === 'edit' && base && declaration.operations.delete && !readOnly && (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDeleting(true)}
                >
                  Delete
                </Button>
              )}
              {mode === 'edit' && base && props.extraActions?.(base)}
            </Group>
            <Group gap="sm" wrap="wrap">
              {props.onCancel && (
                <Button variant="default" onClick={props.onCancel}>
                  {dirty ? 'Cancel' : 'Close'}
                </Button>
              )}
              {!readOnly && (
                <Button
                  type="submit"
                  loading={saving}
                  disabled={mode === 'edit' && !dirty}
                  leftSection={<IconDeviceFloppy size={16} aria-hidden />}
                  aria-keyshortcuts="Control+S Meta+S"
                  rightSection={
                    <Kbd size="xs" visibleFrom="sm" aria-hidden>
                      Ctrl+S
                    </Kbd>
                  }
                >
                  {saveLabel}
                </Button>
              )}
            </Group>
          </Group>
        </div>
      </Stack>

      {comparing && (
        <ConflictDialog
          opened={conflict !== null}
          subject={`${declaration.singular} "${itemLabel(declaration, comparing.theirs)}"`}
          message={conflict?.message || undefined}
          rows={rows}
          sameCount={comparable - rows.length}
          busy={saving}
          onClose={() => setConflict(null)}
          onReload={() => {
            adopt(comparing.theirs);
            setConflict(null);
          }}
          onOverwrite={() => {
            const { theirs, yours } = comparing;
            setBase(theirs);
            setNewer(null);
            void send(yours, theirs.version);
          }}
        />
      )}
      {deleting && base && (
        <DeleteDialog
          declaration={declaration}
          item={base}
          opened
          onClose={() => setDeleting(false)}
          onDeleted={() => {
            guard.markClean();
            setDeleting(false);
            props.onDeleted?.();
          }}
        />
      )}
    </form>
  );
}
