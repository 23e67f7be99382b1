// The changes between two versions of a model (`configuratorAdmin.diff`), grouped as a product manager
// reads them: the structure (steps, sub-steps), options, starters, base prices, agency base prices and
// settings, each change a sentence with its kind in words (not by colour alone).
import { Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import type { ModelChangeAnswer } from './editor-contract.ts';

type Subject = ModelChangeAnswer['subject'];
type Kind = ModelChangeAnswer['kind'];

const GROUPS: { title: string; subjects: Subject[] }[] = [
  { title: 'Steps and sub-steps', subjects: ['step', 'subStep'] },
  { title: 'Options', subjects: ['option'] },
  { title: 'Starter configurations', subjects: ['starter'] },
  { title: 'Base prices', subjects: ['basePrice'] },
  { title: 'Agency base prices', subjects: ['agencyBasePrice'] },
  { title: 'Settings', subjects: ['setting'] },
];

const KIND_LABEL: Record<Kind, string> = {
  added: 'Added',
  removed: 'Removed',
  renamed: 'Renamed',
  price: 'Price',
  changed: 'Changed',
  moved: 'Moved',
};

const KIND_COLOR: Record<Kind, string> = {
  added: 'teal',
  removed: 'red',
  renamed: 'blue',
  price: 'grape',
  changed: 'gray',
  moved: 'gray',
};

/** The changes in their groups, groups without a change left out. */
function groupChanges(changes: readonly ModelChangeAnswer[]) {
  return GROUPS.map((group) => ({
    title: group.title,
    changes: changes.filter((change) => group.subjects.includes(change.subject)),
  })).filter((group) => group.changes.length > 0);
}

export function ChangeList({
  changes,
  headingOrder = 4,
}: {
  changes: readonly ModelChangeAnswer[];
  headingOrder?: 3 | 4 | 5;
}) {
  return (
    <Stack gap="md" data-testid="change-list">
      {groupChanges(changes).map((group) => (
        <Stack gap={6} key={group.title}>
          <Title order={headingOrder} size="h6">
            {group.title} ({group.changes.length})
          </Title>
          <List spacing={6} listStyleType="none" p={0} m={0}>
            {group.changes.map((change) => (
              <List.Item key={`${change.subject}|${change.at}|${change.kind}|${change.text}`}>
                <Group gap="xs" wrap="nowrap" align="flex-start">
                  <Badge
                    size="sm"
                    variant="light"
                    color={KIND_COLOR[change.kind]}
                    miw={80}
                    styles={{ label: { color: 'var(--mantine-color-text)' } }}
                  >
                    {KIND_LABEL[change.kind]}
                  </Badge>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {change.text}
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}

/** The tRPC error code of a failed call (CONFLICT, PRECONDITION_FAILED, …), or undefined. */
export function errorCodeOf(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

/** The problems a refused call lists (the model check's errors of a refused publication). */
export function problemsOf(error: unknown): {
  problems: { message: string; column?: string }[];
  more: number;
} {
  const data =
    error instanceof TRPCClientError
      ? (error.data as
          | { problems?: { message: string; column?: string }[]; moreProblems?: number }
          | undefined)
      : undefined;
  return { problems: data?.problems ?? [], more: data?.moreProblems ?? 0 };
}

/** What a failed call says to a person: the server's words, or that there was no answer. */
export function messageOf(error: unknown): string {
  if (error instanceof TRPCClientError && errorCodeOf(error)) return error.message;
  return 'There was no answer from the server. Check the connection and try again.';
}
