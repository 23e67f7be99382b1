// What an import would do, as the server's dry run answers it: rows to create, update and delete per
// sheet; each updated row's changed cells (column, old value, new value); every problem by sheet, row
// and column; and a note for each formula whose saved value was used. Compact enough for a phone.
import { Alert, Badge, Box, Group, ScrollArea, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { z } from 'zod';
import { ApiRequestError } from '../../lib/resource-client.ts';
import classes from './admin.module.css';

const placeSchema = z.object({
  sheet: z.string().optional(),
  row: z.number().optional(),
  column: z.string().optional(),
  message: z.string(),
});
const shownValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const previewSchema = z.object({
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
          changes: z
            .array(z.object({ column: z.string(), before: shownValue, after: shownValue }))
            .optional(),
        }),
      ),
    }),
  ),
  problems: z.array(placeSchema),
  notes: z.array(placeSchema),
  noteCount: z.number(),
  /** problems the answer does not list (it lists the first ones only) */
  moreProblems: z.number().optional(),
});
export type ImportPreview = z.infer<typeof previewSchema>;
type Change = NonNullable<ImportPreview['sheets'][number]['rows'][number]['changes']>[number];

/** The preview in a refusal (422 details), or just its problems when the file was refused earlier. */
export function previewOf(error: unknown): ImportPreview | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  const more = error.details.moreProblems ? { moreProblems: error.details.moreProblems } : {};
  const parsed = previewSchema.safeParse(error.details.preview);
  if (parsed.success)
    return { ...parsed.data, problems: error.details.problems ?? parsed.data.problems, ...more };
  const problems = z.array(placeSchema).safeParse(error.details.problems);
  return problems.success && problems.data.length > 0
    ? { applied: false, sheets: [], problems: problems.data, notes: [], noteCount: 0, ...more }
    : undefined;
}

const ACTION_COLOR = { create: 'teal', update: 'blue', delete: 'red' } as const;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A cell value as the spreadsheet shows it; empty is said in words. */
function CellText({ value, component }: { value: Change['before']; component: 'del' | 'ins' }) {
  if (value === null || value === '') {
    return (
      <Text span inherit fs="italic" c="dimmed" component={component} className={classes.cellValue}>
        empty
      </Text>
    );
  }
  const text = typeof value === 'boolean' ? (value ? 'TRUE' : 'FALSE') : String(value);
  return (
    <Text span inherit component={component} className={classes.cellValue}>
      {text}
    </Text>
  );
}

function ChangedCells({ changes }: { changes: Change[] }) {
  return (
    <Box component="ul" className={classes.changedCells} aria-label="Changed cells">
      {changes.map((change) => (
        <Text component="li" size="xs" key={change.column}>
          <Text span inherit ff="monospace" c="dimmed">
            {change.column}
          </Text>
          <VisuallyHidden>: from</VisuallyHidden> <CellText value={change.before} component="del" />{' '}
          <span aria-hidden>→</span>
          <VisuallyHidden> to</VisuallyHidden> <CellText value={change.after} component="ins" />
        </Text>
      ))}
    </Box>
  );
}

/** Per sheet what would happen; in a workbook of many sheets, the sheets without a change in one row. */
function SheetCounts({ sheets }: { sheets: ImportPreview['sheets'] }) {
  const changing = (sheet: ImportPreview['sheets'][number]) => sheet.create + sheet.update + sheet.delete > 0;
  const folded = sheets.length > 3 ? sheets.filter((sheet) => !changing(sheet)) : [];
  const shown = sheets.filter((sheet) => !folded.includes(sheet));
  return (
    <Table.ScrollContainer minWidth={260} type="native">
      <Table
        withTableBorder
        verticalSpacing={4}
        className={classes.sheetCounts}
        aria-label="What the import would do, by sheet"
      >
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
          {shown.map((sheet) => (
            <Table.Tr key={sheet.sheet} data-testid={`import-sheet-${sheet.sheet}`}>
              <Table.Td>{sheet.sheet}</Table.Td>
              <Table.Td ta="right">{sheet.create}</Table.Td>
              <Table.Td ta="right">{sheet.update}</Table.Td>
              <Table.Td ta="right">{sheet.delete}</Table.Td>
              <Table.Td ta="right">{sheet.unchanged}</Table.Td>
            </Table.Tr>
          ))}
          {folded.length > 0 && (
            <Table.Tr data-testid="import-sheets-unchanged">
              <Table.Td c="dimmed">
                {shown.length > 0 ? plural(folded.length, 'other sheet') : plural(folded.length, 'sheet')}
                <Text span inherit visibleFrom="sm">
                  , no change
                </Text>
              </Table.Td>
              <Table.Td ta="right">0</Table.Td>
              <Table.Td ta="right">0</Table.Td>
              <Table.Td ta="right">0</Table.Td>
              <Table.Td ta="right">{folded.reduce((n, sheet) => n + sheet.unchanged, 0)}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Problems({ problems, more = 0 }: { problems: ImportPreview['problems']; more?: number }) {
  return (
    <Alert
      color="red"
      icon={<IconAlertTriangle aria-hidden />}
      title={`${plural(problems.length + more, 'problem')}: nothing can be imported yet`}
    >
      <ScrollArea.Autosize mah={240} type="auto">
        <Stack
          component="ul"
          gap={6}
          className={classes.changedRows}
          aria-label="Problems by sheet, row and column"
          data-testid="import-problems"
        >
          {problems.map((problem, index) => {
            const place = [
              problem.sheet,
              problem.row !== undefined && `row ${problem.row}`,
              problem.column && `column ${problem.column}`,
            ].filter(Boolean);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity of their own.
              <li key={index}>
                {place.length > 0 && (
                  <Text size="xs" c="dimmed" className={classes.cellValue}>
                    {place.join(', ')}
                  </Text>
                )}
                <Text size="sm" className={classes.cellValue}>
                  {problem.message}
                </Text>
              </li>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
      <Text size="sm" mt="xs">
        {more > 0
          ? `The first ${problems.length} are listed. Correct them and choose the file again to see the rest.`
          : 'Correct the file and choose it again.'}
      </Text>
    </Alert>
  );
}

function ChangedRows({ sheets }: { sheets: ImportPreview['sheets'] }) {
  const changes = sheets.flatMap((sheet) => sheet.rows.map((row) => ({ ...row, sheet: sheet.sheet })));
  const listed = sheets.reduce((n, sheet) => n + sheet.create + sheet.update + sheet.delete, 0);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="import-changed-rows">
        Rows that change
      </Text>
      <ScrollArea.Autosize mah={320} type="auto">
        <Stack component="ul" gap={6} className={classes.changedRows} aria-labelledby="import-changed-rows">
          {changes.map((change, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: created rows have no id yet when refused.
            <Group component="li" key={index} gap="xs" wrap="nowrap" align="flex-start">
              <Badge variant="light" color={ACTION_COLOR[change.action]} w={68} flex="none">
                {change.action}
              </Badge>
              <Box miw={0} flex={1}>
                <Group gap={6} justify="space-between" wrap="wrap">
                  <Text size="sm" className={classes.cellValue}>
                    {change.label || '(no name)'}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {change.sheet}
                    {change.row ? `, row ${change.row}` : ''}
                  </Text>
                </Group>
                {change.changes && change.changes.length > 0 && <ChangedCells changes={change.changes} />}
              </Box>
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {listed > changes.length && (
        <Text size="xs" c="dimmed">
          {plural(listed - changes.length, 'more row')} not listed here.
        </Text>
      )}
    </Stack>
  );
}

function Notes({ notes, count }: { notes: ImportPreview['notes']; count: number }) {
  const sheets = new Set(notes.map((note) => note.sheet));
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={`${plural(count, 'cell')} held a formula: the value saved with it was used`}
      data-testid="import-notes"
    >
      <Text size="xs" mb={4}>
        Spreadsheet programs such as LibreOffice save yes/no cells as the formulas TRUE() and FALSE().
      </Text>
      <ScrollArea.Autosize mah={120} type="auto">
        <Box component="ul" className={classes.notes}>
          {notes.map((note, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes have no identity of their own.
            <Text component="li" size="xs" key={index}>
              {sheets.size > 1 && note.sheet ? `${note.sheet} ` : ''}
              {note.message}
            </Text>
          ))}
        </Box>
      </ScrollArea.Autosize>
      {count > notes.length && (
        <Text size="xs" mt={4}>
          and {plural(count - notes.length, 'more cell')}
        </Text>
      )}
    </Alert>
  );
}

export function ImportPreviewView({ preview }: { preview: ImportPreview }) {
  const changed = preview.sheets.some((sheet) => sheet.rows.length > 0);
  return (
    <Stack gap="md">
      {preview.sheets.length > 0 && <SheetCounts sheets={preview.sheets} />}
      {preview.problems.length > 0 && <Problems problems={preview.problems} more={preview.moreProblems} />}
      {changed && <ChangedRows sheets={preview.sheets} />}
      {!changed && preview.problems.length === 0 && (
        <Text size="sm">The file holds nothing new: every row is already as the sheet says.</Text>
      )}
      {preview.noteCount > 0 && <Notes notes={preview.notes} count={preview.noteCount} />}
    </Stack>
  );
}
