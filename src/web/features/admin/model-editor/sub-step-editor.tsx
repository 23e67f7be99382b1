// One sub-step: its slug, title and field type, and its options (add, remove after a question, move up
// and down), the chosen option's editor below them. A finding that names an option opens it here.
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useEffect, useRef } from 'react';
import type { DocumentOption, DocumentSubStep } from '../../../../domain/configurator/model-document.ts';
import type { ChoiceKey } from './choice-keys.ts';
import { useConfirmRemove } from './confirm-remove.tsx';
import type { EditorCatalogue } from './editor-contract.ts';
import { useFieldError } from './field-errors.tsx';
import type { LiveFinding, PreviewRow } from './live-check.ts';
import classes from './model-editor.module.css';
import { OptionEditor } from './option-editor.tsx';

const FIELD_TYPES = [
  { value: 'radio', label: 'Radio buttons (one choice)' },
  { value: 'select', label: 'Select (one choice from a list)' },
  { value: 'checkbox', label: 'Checkboxes (any number)' },
  { value: 'number', label: 'Number (free input)' },
  { value: 'text', label: 'Text (free input)' },
  { value: 'info', label: 'Information only' },
];

type SubStepActions = {
  change: (next: DocumentSubStep) => void;
  changeOption: (index: number, next: DocumentOption) => void;
  addOption: () => void;
  removeOption: (index: number) => void;
  moveOption: (from: number, to: number) => void;
  selectOption: (index: number | null) => void;
};

export type SubStepEditorProps = {
  subStep: DocumentSubStep;
  stepSlug: string;
  stepTitle: string;
  /** "steps.1.subSteps.0" */
  path: string;
  selectedOption: number | null;
  /** bumped when a finding asks for the selected option to be shown */
  focusRequest: number;
  findings: readonly LiveFinding[];
  baseKeys: readonly ChoiceKey[];
  subStepKeys: readonly ChoiceKey[];
  catalogue: EditorCatalogue;
  preview: PreviewRow[];
  actions: SubStepActions;
};

export const SubStepEditor = memo(function SubStepEditor(props: SubStepEditorProps) {
  const { subStep, path, actions, selectedOption } = props;
  const ask = useConfirmRemove();
  const slugError = useFieldError(`${path}.slug`);
  const titleError = useFieldError(`${path}.title`);
  const options = subStep.options.data;
  const selected = selectedOption === null ? undefined : options[selectedOption];
  const optionHeading = useRef<HTMLHeadingElement>(null);
  const findingsOf = (value: string) => props.findings.filter((finding) => finding.value === value);

  useEffect(() => {
    if (props.focusRequest === 0) return;
    const heading = optionHeading.current;
    if (!heading) return;
    heading.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    heading.focus({ preventScroll: true });
  }, [props.focusRequest]);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label="Slug"
          description="Lower-case letters, digits, hyphens; filters and prices name it"
          value={subStep.slug}
          error={slugError}
          required
          onChange={(event) => actions.change({ ...subStep, slug: event.currentTarget.value })}
        />
        <TextInput
          label="Title"
          value={subStep.title}
          error={titleError}
          required
          onChange={(event) => actions.change({ ...subStep, title: event.currentTarget.value })}
        />
        <Select
          label="Field type"
          data={FIELD_TYPES}
          value={subStep.options.fieldType}
          allowDeselect={false}
          onChange={(next) => {
            if (next)
              actions.change({
                ...subStep,
                options: { ...subStep.options, fieldType: next as DocumentSubStep['options']['fieldType'] },
              });
          }}
        />
      </SimpleGrid>

      <Stack gap="xs" component="section" aria-label={`Options of ${subStep.title}`}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            Options ({options.length})
          </Title>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => {
              actions.addOption();
              actions.selectOption(options.length);
            }}
          >
            Add option
          </Button>
        </Group>
        {options.length === 0 && (
          <Text size="sm" c="dimmed">
            No options yet. A {subStep.options.fieldType} sub-step without options shows nothing to choose.
          </Text>
        )}
        <ul className={classes.optionList} aria-label="Options">
          {options.map((option, index) => {
            const marks = findingsOf(option.value);
            const errors = marks.filter((finding) => finding.severity === 'error').length;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: values repeat while one is typed; a row is its position.
                key={`${index}:${option.value}`}
                className={classes.optionRow}
                data-selected={index === selectedOption || undefined}
              >
                <UnstyledButton
                  className={classes.optionButton}
                  aria-current={index === selectedOption ? 'true' : undefined}
                  onClick={() => actions.selectOption(index === selectedOption ? null : index)}
                >
                  <Text size="sm" fw={500} span>
                    {option.label || '(no label)'}
                  </Text>{' '}
                  <Text size="xs" c="dimmed" span>
                    {option.value}
                  </Text>
                  {errors > 0 && (
                    <Badge size="xs" color="red" variant="light" ml={6}>
                      {errors} {errors === 1 ? 'error' : 'errors'}
                    </Badge>
                  )}
                </UnstyledButton>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${option.label} up`}
                    disabled={index === 0}
                    onClick={() => actions.moveOption(index, index - 1)}
                  >
                    <IconArrowUp size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Move ${option.label} down`}
                    disabled={index === options.length - 1}
                    onClick={() => actions.moveOption(index, index + 1)}
                  >
                    <IconArrowDown size={16} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove ${option.label}`}
                    onClick={() =>
                      ask({
                        title: `Remove option "${option.label}"?`,
                        detail: `The option ${option.value} leaves ${subStep.title}, with its price, filter and texts. Filters, prices and packages that name it will show in the model check.`,
                        remove: () => actions.removeOption(index),
                      })
                    }
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              </li>
            );
          })}
        </ul>
      </Stack>

      {selected && selectedOption !== null && (
        <Paper
          withBorder
          p={{ base: 'sm', sm: 'md' }}
          radius="md"
          component="section"
          aria-labelledby={`${path}-option-heading`}
        >
          <Stack gap="sm">
            <Title
              order={3}
              size="h4"
              id={`${path}-option-heading`}
              ref={optionHeading}
              tabIndex={-1}
              className={classes.focusHeading}
            >
              Option {selected.label || selected.value}
            </Title>
            <OptionEditor
              option={selected}
              stepSlug={props.stepSlug}
              subStepSlug={subStep.slug}
              path={`${path}.options.data.${selectedOption}`}
              baseKeys={props.baseKeys}
              subStepKeys={props.subStepKeys}
              catalogue={props.catalogue}
              preview={props.preview}
              onChange={(next) => actions.changeOption(selectedOption, next)}
            />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
});
