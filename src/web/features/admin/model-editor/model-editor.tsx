// A machine's configurator model editor (docs/ARCHITECTURE.md, Admin resources): the draft with its autosave
// state, the live model check beside it, Preview and Publish, and the parts in tabs (steps and options
// here; base prices, settings, starters and versions as parts of their own, editor-parts.tsx).
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Select,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconExternalLink, IconRocket } from '@tabler/icons-react';
import { type ReactNode, Suspense, useCallback, useDeferredValue, useMemo, useState } from 'react';
import { diffModels } from '../../../../domain/configurator/model-diff.ts';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import { ConflictDialog, type ConflictRow } from '../../../components/ui/conflict-dialog/conflict-dialog.tsx';
import { notifySuccess } from '../admin-notifications.tsx';
import { useUnsavedChanges } from '../unsaved-changes.tsx';
import { baseChoiceKeys } from './choice-keys.ts';
import { ConfirmRemoveProvider } from './confirm-remove.tsx';
import { type SaveStatus, useDraftAutosave } from './draft-autosave.ts';
import type { DraftAnswer, EditorCatalogue, EditorPartProps } from './editor-contract.ts';
import {
  BasePriceGrid,
  MachineSettings,
  PublishDialog,
  StartersEditor,
  VersionsPanel,
} from './editor-parts.tsx';
import { FieldErrorsProvider } from './field-errors.tsx';
import { FindingsPanel } from './findings-panel.tsx';
import { checkContext, type EditorSection, type LiveFinding, runLiveCheck } from './live-check.ts';
import classes from './model-editor.module.css';
import { locateSubStepAt } from './model-edits.ts';
import { type EditorSelection, StepsEditor } from './steps-editor.tsx';

type Tab = EditorSection | 'versions';

const PREVIEW_PATH = '/admin/public-configurator/steps/preview';
const MAX_CONFLICT_ROWS = 60;
/** Refusals listed under the header too: a field on another tab is not in view. */
const MAX_LISTED_REFUSALS = 5;

/** Their draft against this one, change by change, for the conflict dialog. */
function conflictRows(
  theirs: ModelDocument,
  yours: ModelDocument,
  catalogue: EditorCatalogue,
): ConflictRow[] {
  const name = (rows: { id: string; name: string }[]) => (id: string) =>
    rows.find((row) => row.id === id)?.name ?? id;
  return diffModels(theirs, yours, {
    dosingLine: name(catalogue.dosingLines),
    dayTank: name(catalogue.dayTanks),
    ped: name(catalogue.peds),
  })
    .slice(0, MAX_CONFLICT_ROWS)
    .map((change, index) => ({
      key: `${index}`,
      label: change.text,
      theirs: change.before ?? (change.kind === 'added' ? '–' : ''),
      yours: change.after ?? (change.kind === 'removed' ? '–' : ''),
    }));
}

const STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  pending: 'Saving…',
  saving: 'Saving…',
  invalid: 'Not saved',
  failed: 'Not saved',
  conflict: 'Not saved',
};

function SaveState({
  status,
  failure,
  fieldErrorCount,
  onRetry,
  onCompare,
}: {
  status: SaveStatus;
  failure: string | null;
  fieldErrorCount: number;
  onRetry: () => void;
  onCompare: (() => void) | undefined;
}) {
  const bad = status === 'invalid' || status === 'failed' || status === 'conflict';
  return (
    <Stack gap={4} align="flex-end" className={classes.status}>
      <Group gap={6} role="status" aria-live="polite" data-testid="save-status" data-status={status}>
        {status === 'saved' && <IconCheck size={16} aria-hidden color="var(--mantine-color-green-8)" />}
        {(status === 'pending' || status === 'saving') && <Loader size={14} aria-hidden />}
        {bad && <IconAlertTriangle size={16} aria-hidden color="var(--mantine-color-red-8)" />}
        <Text size="sm" fw={500} c={bad ? 'red.8' : undefined}>
          {STATUS_TEXT[status]}
        </Text>
      </Group>
      {status === 'invalid' && (
        <Text size="xs" c="red.8">
          {fieldErrorCount > 0
            ? `${fieldErrorCount} ${fieldErrorCount === 1 ? 'field needs' : 'fields need'} a change (marked in red).`
            : failure}
        </Text>
      )}
      {status === 'failed' && (
        <Group gap={6}>
          <Text size="xs" c="red.8">
            {failure}
          </Text>
          <Button size="compact-xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      )}
      {status === 'conflict' && onCompare && (
        <Button size="compact-xs" variant="light" color="orange" onClick={onCompare}>
          Compare with their version
        </Button>
      )}
    </Stack>
  );
}

function PartTab({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Skeleton height={240} radius="md" />}>{children}</Suspense>;
}

export function ModelEditor({
  slug,
  initial,
  focus,
}: {
  slug: string;
  initial: DraftAnswer;
  /** the route's focus: the tree (steps) or the first sub-step (sub-steps) */
  focus?: 'tree' | 'subSteps';
}) {
  const draft = useDraftAutosave(slug, initial);
  const { doc, edit } = draft;
  const catalogue = initial.catalogue;
  useUnsavedChanges(draft.dirty);

  const context = useMemo(() => checkContext(catalogue), [catalogue]);
  // Typing stays quick on a large model: the check follows the newest document when React has time.
  const checked = useDeferredValue(doc);
  const check = useMemo(() => runLiveCheck(checked, context), [checked, context]);
  const baseKeys = useMemo(() => baseChoiceKeys(catalogue), [catalogue]);

  const [tab, setTab] = useState<Tab>('steps');
  const [selection, setSelection] = useState<EditorSelection>(() => {
    const first = initial.model.steps.flatMap((step) => step.subSteps)[0];
    return focus === 'subSteps' && first ? { kind: 'subStep', slug: first.slug, option: null } : null;
  });
  const [focusRequest, setFocusRequest] = useState(0);
  const [showConflict, setShowConflict] = useState(true);
  const [locale, setLocale] = useState<string>('en');
  const [publishing, setPublishing] = useState(false);
  const [publishedVersion, setPublishedVersion] = useState(catalogue.machine.modelVersion);

  const onChange = useCallback((next: ModelDocument) => edit(() => next), [edit]);
  const partProps: EditorPartProps = { model: doc, catalogue, onChange };

  const openFinding = useCallback(
    (finding: LiveFinding) => {
      setTab(finding.section);
      if (finding.section !== 'steps' || !finding.subStepSlug) return;
      const at = locateSubStepAt(doc, finding.subStepSlug);
      if (!at) return;
      const options = doc.steps[at.step]?.subSteps[at.subStep]?.options.data ?? [];
      const index =
        finding.value === undefined ? -1 : options.findIndex((option) => option.value === finding.value);
      setSelection({ kind: 'subStep', slug: finding.subStepSlug, option: index >= 0 ? index : null });
      setFocusRequest((n) => n + 1);
    },
    [doc],
  );

  const conflict = draft.conflict;
  const rows = useMemo(
    () => (conflict ? conflictRows(conflict.theirs.model, doc, catalogue) : []),
    [conflict, doc, catalogue],
  );
  const canPublish = draft.status === 'saved' && check.errors.length === 0;

  return (
    <ConfirmRemoveProvider>
      <FieldErrorsProvider value={draft.fieldErrors}>
        <Stack gap="md">
          <Paper withBorder radius="md" p="sm">
            <div className={classes.header}>
              <Stack gap={2}>
                <Text fw={600}>{catalogue.machine.name}</Text>
                <Group gap={6}>
                  <Badge variant="light" color="gray">
                    Published version {publishedVersion}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    Draft {draft.draftVersion}
                  </Text>
                </Group>
              </Stack>
              <Group gap="sm" align="flex-end" wrap="wrap">
                <Select
                  label="Preview language"
                  data={INTERFACE_LOCALES.map((value) => ({ value, label: value.toUpperCase() }))}
                  value={locale}
                  allowDeselect={false}
                  onChange={(next) => next && setLocale(next)}
                  w={150}
                />
                <Button
                  component="a"
                  href={`${PREVIEW_PATH}?machine=${encodeURIComponent(slug)}&locale=${locale}`}
                  target="_blank"
                  rel="noopener"
                  variant="default"
                  leftSection={<IconExternalLink size={16} aria-hidden />}
                >
                  Preview
                </Button>
                <PublishButton
                  slug={slug}
                  draftVersion={draft.draftVersion}
                  publishedVersion={publishedVersion}
                  onPublished={setPublishedVersion}
                  disabled={!canPublish}
                  opened={publishing}
                  onOpen={() => setPublishing(true)}
                  onClose={() => setPublishing(false)}
                />
                <SaveState
                  status={draft.status}
                  failure={draft.failure}
                  fieldErrorCount={Object.keys(draft.fieldErrors).length}
                  onRetry={() => void draft.saveNow()}
                  onCompare={draft.pendingConflict ? () => setShowConflict(true) : undefined}
                />
              </Group>
            </div>
            {draft.status === 'invalid' && Object.keys(draft.fieldErrors).length > 0 && (
              <List size="xs" mt={6} c="red.8" aria-label="Fields that need a change">
                {Object.entries(draft.fieldErrors)
                  .slice(0, MAX_LISTED_REFUSALS)
                  .map(([path, message]) => (
                    <List.Item key={path}>
                      {path}: {message}
                    </List.Item>
                  ))}
              </List>
            )}
            {!canPublish && check.errors.length > 0 && (
              <Text size="xs" c="dimmed" mt={6}>
                Publishing waits until the model check finds no error.
              </Text>
            )}
          </Paper>

          <div className={classes.layout}>
            <Tabs value={tab} onChange={(next) => next && setTab(next as Tab)} keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="steps">Steps and options</Tabs.Tab>
                <Tabs.Tab value="basePrices">Base prices</Tabs.Tab>
                <Tabs.Tab value="settings">Settings</Tabs.Tab>
                <Tabs.Tab value="starters">Starters</Tabs.Tab>
                <Tabs.Tab value="versions">Versions</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="steps" pt="md">
                <StepsEditor
                  doc={doc}
                  catalogue={catalogue}
                  check={check}
                  baseKeys={baseKeys}
                  selection={selection}
                  onSelect={setSelection}
                  focusRequest={focusRequest}
                  edit={edit}
                />
              </Tabs.Panel>
              <Tabs.Panel value="basePrices" pt="md">
                <PartTab>
                  <BasePriceGrid {...partProps} />
                </PartTab>
              </Tabs.Panel>
              <Tabs.Panel value="settings" pt="md">
                <PartTab>
                  <MachineSettings {...partProps} />
                </PartTab>
              </Tabs.Panel>
              <Tabs.Panel value="starters" pt="md">
                <PartTab>
                  <StartersEditor {...partProps} />
                </PartTab>
              </Tabs.Panel>
              <Tabs.Panel value="versions" pt="md">
                <PartTab>
                  <VersionsPanel slug={slug} />
                </PartTab>
              </Tabs.Panel>
            </Tabs>
            <div className={classes.findings}>
              <FindingsPanel
                errors={check.errors}
                warnings={check.warnings}
                onOpen={openFinding}
                names={context.names}
                machine={context.machine}
              />
            </div>
          </div>
        </Stack>

        <ConflictDialog
          opened={conflict !== null && showConflict}
          subject={`the draft of ${catalogue.machine.name}`}
          message={
            conflict
              ? `${conflict.message}${conflict.theirs.updatedBy ? ` Last saved by ${conflict.theirs.updatedBy}.` : ''}`
              : undefined
          }
          rows={rows}
          onClose={() => {
            setShowConflict(false);
            draft.keepEditing();
          }}
          onReload={() => {
            draft.takeTheirs();
            setShowConflict(true);
            notifySuccess('Their version of the draft is loaded.');
          }}
          onOverwrite={() => {
            draft.overwrite();
            setShowConflict(true);
          }}
        />
      </FieldErrorsProvider>
    </ConfirmRemoveProvider>
  );
}

/**
 * Publish: the publish dialog when it is part of the build, else a publication at once of the saved
 * draft (the server refuses while the model check finds an error).
 */
function PublishButton({
  slug,
  draftVersion,
  publishedVersion,
  onPublished,
  disabled,
  opened,
  onOpen,
  onClose,
}: {
  slug: string;
  draftVersion: number;
  /** the version customers see now, which the dialog counts the changes from */
  publishedVersion: number;
  onPublished: (modelVersion: number) => void;
  disabled: boolean;
  opened: boolean;
  onOpen: () => void;
  onClose: () => void;
}) {
  return (
    <>
      <Button leftSection={<IconRocket size={16} aria-hidden />} disabled={disabled} onClick={onOpen}>
        Publish
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <PublishDialog
            slug={slug}
            draftVersion={draftVersion}
            publishedVersion={publishedVersion}
            opened={opened}
            onClose={onClose}
            onPublished={(modelVersion) => {
              // The dialog has told the user.
              onClose();
              onPublished(modelVersion);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** Shown while the draft loads or when it cannot be loaded. */
export function DraftLoadState({ error, onRetry }: { error?: Error | null; onRetry: () => void }) {
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="The draft cannot be loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{error.message}</Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="draft-loading" aria-busy="true">
      <Skeleton height={64} radius="md" />
      <Group align="flex-start" grow>
        <Skeleton height={360} radius="md" />
        <Skeleton height={360} radius="md" />
      </Group>
    </Stack>
  );
}
