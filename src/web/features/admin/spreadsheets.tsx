// Spreadsheets of the admin (SPEC §9, issue 14 point 4): export an entity or the whole product
// portfolio as .xlsx; import with a dry run first (rows to create, update and delete per sheet, and
// every problem by sheet, row and column), then apply everything in one go; upload progress for
// large files.
import {
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
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
import { z } from 'zod';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';
import { ApiRequestError, uploadFile } from '../../lib/resource-client.ts';
import classes from './admin.module.css';
import { notifySuccess } from './admin-notifications.tsx';
import { rejectionMessage } from './image-field.tsx';

export const PORTFOLIO_WORKBOOK = { key: 'product-portfolio', title: 'Whole product portfolio' } as const;
export const MAX_XLSX_BYTES = 10 * 1024 * 1024;
const XLSX_TYPES = { 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'] };

const problemSchema = z.object({
  sheet: z.string().optional(),
  row: z.number().optional(),
  column: z.string().optional(),
  message: z.string(),
});
const previewSchema = z.object({
  applied: z.boolean(),
  sheets: z.array(
    z.object({
      sheet: z.string(),
      entity: z.string(),
      create: z.number(),
      update: z.number(),
      delete: z.number(),
      unchanged: z.number(),
      rows: z.array(
        z.object({
          row: z.number().optional(),
          action: z.enum(['create', 'update', 'delete']),
          id: z.string().optional(),
          label: z.string(),
        }),
      ),
    }),
  ),
  problems: z.array(problemSchema),
  /** problems the answer does not list (it lists the first ones only) */
  moreProblems: z.number().optional(),
});
export type ImportPreview = z.infer<typeof previewSchema>;

export type WorkbookTarget = { key: string; title: string };

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

/** The export menu: this entity's sheet, and the whole portfolio for portfolio entities. */
export function ExportMenu({ targets }: { targets: WorkbookTarget[] }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <MenuButton icon={<IconTableExport size={16} aria-hidden />}>Export</MenuButton>
      <Menu.Dropdown>
        {targets.map((target) => (
          <Menu.Item
            key={target.key}
            component="a"
            href={`/api/admin/export/${target.key}.xlsx`}
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
export function workbookTargets(declaration: ResourceDeclaration): WorkbookTarget[] {
  if (declaration.xlsxColumns.length === 0) return [];
  return [
    { key: declaration.key, title: declaration.title },
    ...(declaration.group === 'productPortfolio' ? [PORTFOLIO_WORKBOOK] : []),
  ];
}

type Phase =
  | { step: 'choose'; problem?: string }
  | { step: 'checking' | 'applying'; file: File; progress: number }
  | { step: 'preview'; file: File; preview: ImportPreview };

function previewOf(error: unknown): ImportPreview | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const more = error.details.moreProblems ? { moreProblems: error.details.moreProblems } : {};
  const parsed = previewSchema.safeParse(error.details.preview);
  if (parsed.success)
    return { ...parsed.data, problems: error.details.problems ?? parsed.data.problems, ...more };
  const problems = z.array(problemSchema).safeParse(error.details.problems);
  return problems.success && problems.data.length > 0
    ? { applied: false, sheets: [], problems: problems.data, ...more }
    : undefined;
}

const ACTION_COLOR = { create: 'teal', update: 'blue', delete: 'red' } as const;

function PreviewView({ preview }: { preview: ImportPreview }) {
  const changes = preview.sheets.flatMap((sheet) =>
    sheet.rows.map((row) => ({ ...row, sheet: sheet.sheet })),
  );
  const problemCount = preview.problems.length + (preview.moreProblems ?? 0);
  return (
    <Stack gap="md">
      {preview.sheets.length > 0 && (
        <Table.ScrollContainer minWidth={420} type="native">
          <Table withTableBorder verticalSpacing={4} aria-label="What the import would do, by sheet">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Sheet</Table.Th>
                <Table.Th ta="right">Create</Table.Th>
                <Table.Th ta="right">Update</Table.Th>
                <Table.Th ta="right">Delete</Table.Th>
                <Table.Th ta="right">Unchanged</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.sheets.map((sheet) => (
                <Table.Tr key={sheet.sheet} data-testid={`import-sheet-${sheet.sheet}`}>
                  <Table.Td>{sheet.sheet}</Table.Td>
                  <Table.Td ta="right">{sheet.create}</Table.Td>
                  <Table.Td ta="right">{sheet.update}</Table.Td>
                  <Table.Td ta="right">{sheet.delete}</Table.Td>
                  <Table.Td ta="right">{sheet.unchanged}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {preview.problems.length > 0 && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title={`${problemCount} problem${problemCount === 1 ? '' : 's'}: nothing can be imported yet`}
        >
          <ScrollArea.Autosize mah={240} type="auto">
            <Table
              verticalSpacing={2}
              aria-label="Problems by sheet, row and column"
              data-testid="import-problems"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Sheet</Table.Th>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {preview.problems.map((problem, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity of their own.
                  <Table.Tr key={index}>
                    <Table.Td>{problem.sheet ?? '—'}</Table.Td>
                    <Table.Td>{problem.row ?? '—'}</Table.Td>
                    <Table.Td>{problem.column ?? '—'}</Table.Td>
                    <Table.Td>{problem.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          <Text size="sm" mt="xs">
            {preview.moreProblems
              ? `The first ${preview.problems.length} are listed. Correct them and choose the file again to see the rest.`
              : 'Correct the file and choose it again.'}
          </Text>
        </Alert>
      )}
      {changes.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            Rows that change
          </Text>
          <ScrollArea.Autosize mah={240} type="auto">
            <Table verticalSpacing={2} aria-label="Rows that change">
              <Table.Tbody>
                {changes.map((change, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row may be listed once per sheet only, but ids can be absent.
                  <Table.Tr key={index}>
                    <Table.Td w={110}>
                      <Badge variant="light" color={ACTION_COLOR[change.action]}>
                        {change.action}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{change.label}</Table.Td>
                    <Table.Td c="dimmed" ta="right">
                      {change.sheet}
                      {change.row ? `, row ${change.row}` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        </Stack>
      )}
      {changes.length === 0 && preview.problems.length === 0 && (
        <Text size="sm">The file holds nothing new: every row is already as the sheet says.</Text>
      )}
    </Stack>
  );
}

/** Import a workbook: choose, see the dry run, apply. */
export function ImportDialog({
  target,
  opened,
  onClose,
}: {
  target: WorkbookTarget;
  opened: boolean;
  onClose: () => void;
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
              Rows with an id and version update that item, rows without an id are created, and items missing
              from the sheet are deleted. You see what would happen before anything is written.
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
        {phase.step === 'preview' && <PreviewView preview={phase.preview} />}
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
