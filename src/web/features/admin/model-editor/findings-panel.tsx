// The live model check beside the editor: errors (they block publishing) apart from warnings, each
// counted, each a button that opens the sub-step, option or section it names. Long lists show their
// first entries; the rest open on request, so a model with many missing translations stays quick. A
// missing translation also links to the translations page, filtered to the machine, the language and
// the missing texts.
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { Link } from '../../../components/ui/router-link.tsx';
import { translationsHref } from '../translations/translation-filters.ts';
import { type LiveFinding, readableMessage } from './live-check.ts';
import classes from './model-editor.module.css';

const SHOWN = 30;

export const FindingsPanel = memo(function FindingsPanel({
  errors,
  warnings,
  onOpen,
  names,
  machine,
}: {
  errors: readonly LiveFinding[];
  warnings: readonly LiveFinding[];
  onOpen: (finding: LiveFinding) => void;
  /** catalogue ids → names, for the messages */
  names: ReadonlyMap<string, string>;
  /** the machine's slug, for the links to its translations */
  machine: string;
}) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby="model-check-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="model-check-heading">
            Model check
          </Title>
          <Group gap={4}>
            <Badge color={errors.length > 0 ? 'red' : 'gray'} variant="light" data-testid="error-count">
              {errors.length} {errors.length === 1 ? 'error' : 'errors'}
            </Badge>
            <Badge color="yellow" c="dark" variant="light" data-testid="warning-count">
              {warnings.length} {warnings.length === 1 ? 'warning' : 'warnings'}
            </Badge>
          </Group>
        </Group>
        {errors.length === 0 && warnings.length === 0 && (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-green-8)" />
            <Text size="sm">The model check finds nothing. The draft can be published.</Text>
          </Group>
        )}
        <FindingGroup
          title="Errors"
          hint="Fix these before publishing."
          findings={errors}
          onOpen={onOpen}
          names={names}
          machine={machine}
        />
        <FindingGroup
          title="Warnings"
          hint="Worth a look; they do not block publishing."
          findings={warnings}
          onOpen={onOpen}
          names={names}
          machine={machine}
        />
      </Stack>
    </Paper>
  );
});

function FindingGroup({
  title,
  hint,
  findings,
  onOpen,
  names,
  machine,
}: {
  title: string;
  hint: string;
  findings: readonly LiveFinding[];
  onOpen: (finding: LiveFinding) => void;
  names: ReadonlyMap<string, string>;
  machine: string;
}) {
  const [all, setAll] = useState(false);
  if (findings.length === 0) return null;
  const shown = all ? findings : findings.slice(0, SHOWN);
  const isError = title === 'Errors';
  return (
    <Stack gap={4} component="section" aria-label={`${title} of the model check`}>
      <Text size="sm" fw={600}>
        {title} ({findings.length})
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
      <ul className={classes.findingList}>
        {shown.map((finding) => (
          <li key={finding.id}>
            <UnstyledButton
              className={classes.findingButton}
              onClick={() => onOpen(finding)}
              data-code={finding.finding.code}
            >
              <Group gap={6} wrap="nowrap" align="flex-start">
                {isError ? (
                  <IconAlertTriangle
                    size={16}
                    aria-hidden
                    color="var(--mantine-color-red-8)"
                    style={{ flex: 'none', marginTop: 2 }}
                  />
                ) : (
                  <IconInfoCircle size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
                )}
                <span>{readableMessage(finding.finding.message, names)}</span>
              </Group>
            </UnstyledButton>
            {finding.finding.code === 'MISSING_TRANSLATION' && finding.finding.locale && (
              <Anchor
                component={Link}
                to={translationsHref({ machine, locale: finding.finding.locale, state: 'missing' })}
                size="xs"
                ml={22}
              >
                Open the missing {finding.finding.locale.toUpperCase()} texts of this machine
              </Anchor>
            )}
          </li>
        ))}
      </ul>
      {findings.length > SHOWN && (
        <Button variant="subtle" size="xs" onClick={() => setAll((value) => !value)}>
          {all ? `Show the first ${SHOWN}` : `Show all ${findings.length}`}
        </Button>
      )}
    </Stack>
  );
}
