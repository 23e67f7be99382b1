// "Translate missing" for one language (docs/product.md#llm): the button, the model it uses and the
// "Built with Meta Llama 3" notice beside it, what to configure when the server has no endpoint (the
// server's own sentence, with Ollama's one-liner), and the jobs the page follows.
import { Alert, Button, Code, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconLanguage } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { formatCount } from '../../../components/ui/data-table/table-parts.tsx';
import { JobCard } from './job-card.tsx';
import type { Refusal } from './use-machine-translation.ts';

export type LocaleProgress = {
  locale: string;
  language: string;
  enabled: boolean;
  reviewed: number;
  machine: number;
  missing: number;
};

/** A message of the server with its `code` parts set as code. */
function withCode(message: string): ReactNode {
  return message.split(/`([^`]+)`/).map((part, i) =>
    i % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message.
      <Code key={i}>{part}</Code>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed message.
      <Fragment key={i}>{part}</Fragment>
    ),
  );
}

function RefusalAlert({ refusal, onClose }: { refusal: Refusal; onClose: () => void }) {
  const [title, color] =
    refusal.code === 'PRECONDITION_FAILED'
      ? ['Machine translation is not set up on this server', 'blue']
      : refusal.code === 'UNPROCESSABLE_CONTENT'
        ? ['Nothing to translate', 'gray']
        : ['Machine translation did not start', 'red'];
  return (
    <Alert
      color={color}
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title={title}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
      role="status"
      data-testid="translation-refusal"
    >
      <Text size="sm">{withCode(refusal.message)}</Text>
    </Alert>
  );
}

export function MachineTranslationPanel({
  locales,
  locale,
  onLocaleChange,
  llm,
  jobs,
  refusal,
  starting,
  onTranslate,
  onClearRefusal,
  onDismissJob,
  onJobEnded,
  languageOf,
}: {
  /** the enabled target languages and their counts */
  locales: LocaleProgress[];
  locale: string | null;
  onLocaleChange: (locale: string) => void;
  llm: { configured: boolean; model: string | null } | undefined;
  jobs: string[];
  refusal: Refusal | null;
  starting: boolean;
  onTranslate: (locale: string) => void;
  onClearRefusal: () => void;
  onDismissJob: (jobId: string) => void;
  onJobEnded: () => void;
  languageOf: (locale: string) => string;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="machine-translation-heading">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="machine-translation-heading">
            Machine translation
          </Title>
          <Text size="sm" c="dimmed">
            A language model translates the missing texts of a language. They are marked machine-translated
            until someone reviews them; names in the glossary, machine and dosing line names and units are
            kept as they are.
          </Text>
        </div>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Translate into"
            data={locales.map((entry) => ({
              value: entry.locale,
              label: `${entry.language} (${formatCount(entry.missing)} missing)`,
            }))}
            value={locale}
            onChange={(next) => next && onLocaleChange(next)}
            allowDeselect={false}
            w={{ base: '100%', xs: 260 }}
            nothingFoundMessage="No language is switched on"
          />
          <Button
            leftSection={<IconLanguage size={16} aria-hidden />}
            loading={starting}
            disabled={!locale}
            onClick={() => locale && onTranslate(locale)}
          >
            Translate missing
          </Button>
          <Stack gap={0}>
            <Text size="xs" fw={500}>
              Built with Meta Llama 3
            </Text>
            <Text size="xs" c="dimmed">
              {llm === undefined
                ? ' '
                : llm.configured
                  ? `Model: ${llm.model ?? 'llama3'}`
                  : 'No model is configured yet: the button says what to set.'}
            </Text>
          </Stack>
        </Group>
        {refusal && <RefusalAlert refusal={refusal} onClose={onClearRefusal} />}
        {jobs.map((jobId) => (
          <JobCard
            key={jobId}
            jobId={jobId}
            languageOf={languageOf}
            onDismiss={() => onDismissJob(jobId)}
            onEnded={onJobEnded}
          />
        ))}
      </Stack>
    </Paper>
  );
}
