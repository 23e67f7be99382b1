// The machine's starter configurations (docs/product.md#ux-defaults): a starting point per application,
// offered on the configurator's first step. Each has a slug, a title, an optional description, an optional
// dosing line and the values it puts into sub-steps, picked from the model's own lists. Starters are
// added, removed and moved with buttons (so the keyboard does all of it), at most MAX_STARTERS.
import {
  ActionIcon,
  Button,
  Card,
  Group,
  MultiSelect,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { isChoiceField } from '../../../../domain/configurator/model.ts';
import {
  type DocumentStarter,
  MODEL_SLUG_PATTERN,
  type ModelDocument,
} from '../../../../domain/configurator/model-document.ts';
import type { EditorCatalogue, EditorPartProps } from './editor-contract.ts';

const MAX_STARTERS = 20;

type ChoiceSubStep = {
  slug: string;
  title: string;
  multiple: boolean;
  options: { value: string; label: string }[];
};

/** The sub-steps a starter can put values into: those the customer chooses in. */
function choiceSubSteps(model: ModelDocument): ChoiceSubStep[] {
  return model.steps.flatMap((step) =>
    step.subSteps
      .filter((subStep) => isChoiceField(subStep.options.fieldType))
      .map((subStep) => ({
        slug: subStep.slug,
        title: `${step.title} › ${subStep.title}`,
        multiple: subStep.options.fieldType === 'checkbox',
        options: subStep.options.data.map((option) => ({ value: option.value, label: option.label })),
      })),
  );
}

/** A slug no starter has yet: `starter`, `starter-2`, … */
function freshSlug(starters: readonly DocumentStarter[]): string {
  const used = new Set(starters.map((starter) => starter.slug));
  let slug = 'starter';
  for (let n = 2; used.has(slug); n++) slug = `starter-${n}`;
  return slug;
}

function slugProblem(slug: string, starters: readonly DocumentStarter[], index: number): string | null {
  if (!MODEL_SLUG_PATTERN.test(slug))
    return 'Lower-case letters, digits and single hyphens, e.g. “spray-foam”.';
  if (starters.some((other, i) => i !== index && other.slug === slug))
    return 'Another starter has this slug.';
  return null;
}

function StarterCard({
  starter,
  index,
  count,
  starters,
  subSteps,
  catalogue,
  change,
  remove,
  move,
}: {
  starter: DocumentStarter;
  index: number;
  count: number;
  starters: readonly DocumentStarter[];
  subSteps: ChoiceSubStep[];
  catalogue: EditorCatalogue;
  change: (next: DocumentStarter) => void;
  remove: () => void;
  move: (by: -1 | 1) => void;
}) {
  const headingId = useId();
  const name = starter.title.trim() || starter.slug;
  const entries = Object.entries(starter.selection.values);
  const setValues = (values: Record<string, string[]>) =>
    change({ ...starter, selection: { ...starter.selection, values } });
  const unused = subSteps.filter((subStep) => !(subStep.slug in starter.selection.values));
  const lines = catalogue.dosingLines.map((line) => ({ value: line.id, label: line.name }));
  const line = starter.selection.dosingLine;
  if (line && !lines.some((entry) => entry.value === line))
    lines.push({ value: line, label: 'A dosing line no longer offered' });
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={headingId} data-testid="starter">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={4} size="h5" id={headingId}>
            {index + 1}. {name}
          </Title>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="default"
              aria-label={`Move “${name}” up`}
              // Looks disabled but keeps the focus: a starter moved to the top keeps it on this button.
              data-disabled={index === 0 || undefined}
              aria-disabled={index === 0 || undefined}
              onClick={() => move(-1)}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              aria-label={`Move “${name}” down`}
              data-disabled={index === count - 1 || undefined}
              aria-disabled={index === count - 1 || undefined}
              onClick={() => move(1)}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="default" color="red" aria-label={`Remove “${name}”`} onClick={remove}>
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap="sm" align="flex-start" wrap="wrap" grow>
          <TextInput
            label="Title"
            required
            value={starter.title}
            onChange={(event) => change({ ...starter, title: event.currentTarget.value })}
            error={starter.title.trim() === '' ? 'A starter needs a title.' : null}
            miw={200}
          />
          <TextInput
            label="Slug"
            description="Its name in addresses and translations"
            required
            value={starter.slug}
            onChange={(event) => change({ ...starter, slug: event.currentTarget.value })}
            error={slugProblem(starter.slug, starters, index)}
            miw={200}
          />
        </Group>
        <Textarea
          label="Description"
          description="Optional: what the starter is for, in a sentence"
          value={starter.description ?? ''}
          onChange={(event) => {
            const description = event.currentTarget.value;
            const { description: _old, ...rest } = starter;
            change(description.trim() === '' ? rest : { ...rest, description });
          }}
          autosize
          minRows={2}
        />
        <Select
          label="Dosing line"
          data={lines}
          value={line ?? null}
          placeholder="The customer’s first dosing line"
          clearable
          onChange={(dosingLine) => {
            const { dosingLine: _old, ...selection } = starter.selection;
            change({ ...starter, selection: dosingLine ? { ...selection, dosingLine } : selection });
          }}
          maw={360}
        />
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Chosen in the steps
          </Text>
          {entries.length === 0 && (
            <Text size="sm" c="dimmed">
              Nothing yet: the starter is the defaults on its dosing line.
            </Text>
          )}
          {entries.map(([slug, values]) => {
            const subStep = subSteps.find((candidate) => candidate.slug === slug);
            const choices = [
              ...(subStep?.options ?? []),
              ...values
                .filter((value) => !subStep?.options.some((option) => option.value === value))
                .map((value) => ({ value, label: `${value} (no longer an option)` })),
            ];
            return (
              <Group key={slug} gap="sm" align="flex-end" wrap="wrap" data-testid="starter-values">
                <Select
                  label="Sub-step"
                  data={[
                    { value: slug, label: subStep?.title ?? `${slug} (no longer in the model)` },
                    ...unused.map((other) => ({ value: other.slug, label: other.title })),
                  ]}
                  value={slug}
                  allowDeselect={false}
                  onChange={(next) => {
                    if (!next || next === slug) return;
                    // Same place in the list, values start empty: the old ones belong to the old sub-step.
                    setValues(
                      Object.fromEntries(
                        entries.map(([key, list]) => (key === slug ? [next, []] : [key, list])),
                      ),
                    );
                  }}
                  miw={220}
                  style={{ flex: 1 }}
                />
                <MultiSelect
                  label="Values"
                  data={choices}
                  value={values}
                  maxValues={subStep && !subStep.multiple ? 1 : undefined}
                  onChange={(next) => setValues({ ...starter.selection.values, [slug]: next })}
                  placeholder={values.length === 0 ? 'Pick' : undefined}
                  miw={220}
                  style={{ flex: 2 }}
                />
                <Button
                  variant="default"
                  onClick={() => setValues(Object.fromEntries(entries.filter(([key]) => key !== slug)))}
                  aria-label={`Take ${subStep?.title ?? slug} out of “${name}”`}
                >
                  Take out
                </Button>
              </Group>
            );
          })}
          <Group>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              disabled={unused.length === 0}
              onClick={() => {
                const first = unused[0];
                if (first) setValues({ ...starter.selection.values, [first.slug]: [] });
              }}
            >
              Add a sub-step
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}

export function StartersEditor({ model, catalogue, onChange }: EditorPartProps) {
  const headingId = useId();
  const starters = model.starters ?? [];
  const subSteps = choiceSubSteps(model);
  // Cards keep their identity through moves (React moves the card, and the focus stays on its button).
  const nextId = useRef(0);
  const newId = () => `starter-card-${nextId.current++}`;
  const [ids, setIds] = useState<string[]>(() => starters.map(newId));
  let shownIds = ids;
  if (ids.length !== starters.length) {
    shownIds = starters.map((_, i) => ids[i] ?? newId());
    setIds(shownIds);
  }
  const write = (next: DocumentStarter[], nextIds: string[]) => {
    setIds(nextIds);
    const { starters: _old, ...rest } = model;
    onChange(next.length > 0 ? { ...rest, starters: next } : rest);
  };
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="starters-editor">
      <Stack gap={4}>
        <Title order={3} size="h4" id={headingId}>
          Starter configurations
        </Title>
        <Text size="sm" c="dimmed">
          Starting points offered on the configurator’s first step, in this order.
        </Text>
      </Stack>
      {starters.length === 0 ? (
        <Text size="sm">No starters: the configurator starts from its defaults.</Text>
      ) : (
        <Stack gap="sm" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {starters.map((starter, index) => (
            <StarterCard
              key={shownIds[index]}
              starter={starter}
              index={index}
              count={starters.length}
              starters={starters}
              subSteps={subSteps}
              catalogue={catalogue}
              change={(next) =>
                write(
                  starters.map((other, i) => (i === index ? next : other)),
                  shownIds,
                )
              }
              remove={() =>
                write(
                  starters.filter((_, i) => i !== index),
                  shownIds.filter((_, i) => i !== index),
                )
              }
              move={(by) => {
                const to = index + by;
                if (to < 0 || to >= starters.length) return;
                const order = [...starters];
                const orderIds = [...shownIds];
                [order[index], order[to]] = [order[to] as DocumentStarter, order[index] as DocumentStarter];
                [orderIds[index], orderIds[to]] = [orderIds[to] as string, orderIds[index] as string];
                write(order, orderIds);
              }}
            />
          ))}
        </Stack>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={starters.length >= MAX_STARTERS}
          onClick={() =>
            write(
              [...starters, { slug: freshSlug(starters), title: 'New starter', selection: { values: {} } }],
              [...shownIds, newId()],
            )
          }
        >
          Add a starter
        </Button>
        {starters.length >= MAX_STARTERS && (
          <Text size="sm" c="dimmed">
            A machine offers at most {MAX_STARTERS} starters.
          </Text>
        )}
      </Group>
    </Stack>
  );
}
