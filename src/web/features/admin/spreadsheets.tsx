// Spreadsheets of the admin: export an entity or the whole product
// portfolio as .xlsx; import with a dry run first (import-preview.tsx: rows to create, update and
// delete per sheet with the changed cells, every problem by sheet, row and column), then apply
// everything in one go; upload progress for large files.
import { Alert, Button, Group, Menu, Modal, Paper, Progress, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronDown,
  IconFileSpreadsheet,
  IconFileUpload,
  IconTableExport,
  IconTableImport,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { resourceOf } from '../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { uploadFile } from '../../lib/resource-client.ts';
import classes from './admin.module.css';
import { notifySuccess } from './admin-notifications.tsx';
import { type ImportPreview, ImportPreviewView, previewOf, previewSchema } from './import-preview.tsx';
import { rejectionMessage } from './upload-drop-field.tsx';

export const PORTFOLIO_WORKBOOK = { key: 'product-portfolio', title: 'Whole product portfolio' } as const;
const MAX_XLSX_BYTES = 10 * 1024 * 1024;
const XLSX_TYPES = { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] };

export type WorkbookTarget = {
  key: string;
  title: string;
  /** a list query narrowing an export (`?filter=…`: one language's translations) */
  query?: string;
};

/** The button that opens a menu of workbooks. */
function MenuButton({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Menu.Target>
      <Button variant="default" leftSection={icon} rightSection={<IconChevronDown size={14} aria-hidden />}>
        {children}
      </Button>
    </Menu.Target>
  );
}

/** The export menu: this entity's sheet, and the whole portfolio for portfolio entities (or `targets`). */
export function ExportMenu({ targets }: { targets: WorkbookTarget[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <MenuButton icon={<IconTableExport size={16} aria-hidden />}>Export</MenuButton>
      <Menu.Dropdown>
        {targets.map((target) => (
          <Menu.Item
            key={target.key}
            component="a"
            href={`/api/admin/export/${target.key}.xlsx${target.query ?? ''}`}
            download={`${target.key}.xlsx`}
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          >
            {target.title}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** The targets of an entity's spreadsheet buttons. */
function workbookTargets(declaration: ResourceDeclaration): WorkbookTarget[] {
  if (declaration.xlsxColumns.length === 0) return [];
  return [
    { key: declaration.key, title: declaration.title },
    ...(declaration.group === 'productPortfolio' ? [PORTFOLIO_WORKBOOK] : []),
  ];
}

/** What an import does with a sheet's rows, as the entity's writes allow (the workbook: all of them). */
function importRules(key: string): string {
  const declaration = resourceOf(key);
  const operations = declaration?.operations ?? { create: true, update: true, delete: true };
  const rules = [
    operations.update
      ? 'Rows with an id and version update that item'
      : 'Rows must stay as they were exported',
    ...(operations.create ? ['rows without an id are created'] : []),
    operations.delete
      ? 'items missing from the sheet are deleted'
      : declaration?.partialSheets
        ? 'items left out of the sheet stay as they are'
        : 'every item keeps its row (none is deleted here)',
  ];
  const last = rules.pop();
  return `${rules.join(', ')}${rules.length > 1 ? ',' : ''} and ${last}.`;
}

type Phase =
  | { step: 'choose'; problem?: string }
  | { step: 'checking' | 'applying'; file: File; progress: number }
  | { step: 'preview'; file: File; preview: ImportPreview };

/** Import a workbook: choose, see the dry run, apply. */
export function ImportDialog({
  target,
  opened,
  onClose,
  onImported,
}: {
  target: WorkbookTarget;
  opened: boolean;
  onClose: () => void;
  /** after an import was applied (the lists of the entities are refreshed already) */
  onImported?: () => void;
}) {
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  const queryClient = useQueryClient();
  const path = `/api/admin/import/${target.key}`;

  const close = () => {
    setPhase({ step: 'choose' });
    onClose();
  };

  const check = async (file: File) => {
    setPhase({ step: 'checking', file, progress: 0 });
    try {
      const answer = await uploadFile(path, file, {
        query: { dryRun: 1 },
        onProgress: (progress) => setPhase({ step: 'checking', file, progress }),
      });
      setPhase({ step: 'preview', file, preview: previewSchema.parse(answer) });
    } catch (error) {
      const preview = previewOf(error);
      setPhase(
        preview ? { step: 'preview', file, preview } : { step: 'choose', problem: (error as Error).message },
      );
    }
  };

  const apply = async (file: File) => {
    setPhase({ step: 'applying', file, progress: 0 });
    try {
      const answer = previewSchema.parse(
        await uploadFile(path, file, {
          onProgress: (progress) => setPhase({ step: 'applying', file, progress }),
        }),
      );
      await queryClient.invalidateQueries({ queryKey: ['resource'] });
      onImported?.();
      const total = (key: 'create' | 'update' | 'delete') => answer.sheets.reduce((n, s) => n + s[key], 0);
      notifySuccess(
        `${total('create')} created, ${total('update')} updated, ${total('delete')} deleted.`,
        `Imported ${file.name}`,
      );
      close();
    } catch (error) {
      const preview = previewOf(error);
      setPhase(
        preview ? { step: 'preview', file, preview } : { step: 'choose', problem: (error as Error).message },
      );
    }
  };

  const dropzone = useDropzone({
    accept: XLSX_TYPES,
    maxSize: MAX_XLSX_BYTES,
    multiple: false,
    noClick: true,
    noKeyboard: true,
    onDropAccepted: ([file]) => file && void check(file),
    onDropRejected: (rejections) =>
      setPhase({ step: 'choose', problem: rejectionMessage(rejections, 'an .xlsx workbook', '10 MB') }),
  });

  const busy = phase.step === 'checking' || phase.step === 'applying';
  const canApply =
    phase.step === 'preview' &&
    phase.preview.problems.length === 0 &&
    phase.preview.sheets.some((sheet) => sheet.create + sheet.update + sheet.delete > 0);

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : close}
      title={`Import ${target.title.toLowerCase()}`}
      closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      size="lg"
      centered
    >
      <Stack gap="md">
        {phase.step === 'choose' && (
          <>
            <Text size="sm">
              {target.key === PORTFOLIO_WORKBOOK.key
                ? 'Every sheet of the workbook is read; each sheet is named after its entity, as in the export.'
                : 'The first sheet of the workbook is read, with the columns of the export.'}{' '}
              {importRules(target.key)} You see what would happen before anything is written.
            </Text>
            {phase.problem && (
              <Alert
                color="red"
                icon={<IconAlertTriangle aria-hidden />}
                title="This file cannot be imported"
              >
                {phase.problem}
              </Alert>
            )}
            <Paper
              {...dropzone.getRootProps({ className: classes.dropzone })}
              withBorder
              p="xl"
              data-active={dropzone.isDragActive || undefined}
            >
              <input {...dropzone.getInputProps()} aria-label="Workbook file" data-testid="import-file" />
              <Stack align="center" gap="xs">
                <IconFileUpload size={32} aria-hidden />
                <Text size="sm">Drop an .xlsx file here (at most 10 MB), or</Text>
                <Button onClick={dropzone.open} variant="light">
                  Choose a file
                </Button>
              </Stack>
            </Paper>
          </>
        )}
        {busy && (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm">
              {phase.progress < 1
                ? `Uploading ${phase.file.name}: ${Math.round(phase.progress * 100)} %`
                : phase.step === 'checking'
                  ? `Checking ${phase.file.name}…`
                  : `Importing ${phase.file.name}…`}
            </Text>
            <Progress
              value={phase.progress * 100}
              animated={phase.progress >= 1}
              aria-label="Upload progress"
              data-testid="upload-progress"
            />
          </Stack>
        )}
        {phase.step === 'preview' && <ImportPreviewView preview={phase.preview} />}
        <Group justify="flex-end" gap="sm">
          {phase.step === 'preview' && (
            <Button variant="default" onClick={() => setPhase({ step: 'choose' })}>
              Choose another file
            </Button>
          )}
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          {phase.step === 'preview' && (
            <Button
              leftSection={<IconTableImport size={16} aria-hidden />}
              disabled={!canApply}
              onClick={() => void apply(phase.file)}
            >
              Apply import
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Export and import buttons of an entity (nothing for entities without a spreadsheet). */
export function SpreadsheetActions({ declaration }: { declaration: ResourceDeclaration }) {
  const targets = workbookTargets(declaration);
  const [importing, setImporting] = useState<WorkbookTarget | null>(null);
  if (targets.length === 0) return null;
  return (
    <>
      <ExportMenu targets={targets} />
      <Menu position="bottom-end" withinPortal>
        <MenuButton icon={<IconTableImport size={16} aria-hidden />}>Import</MenuButton>
        <Menu.Dropdown>
          {targets.map((target) => (
            <Menu.Item key={target.key} onClick={() => setImporting(target)}>
              {target.title}…
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      {importing && <ImportDialog target={importing} opened onClose={() => setImporting(null)} />}
    </>
  );
}
