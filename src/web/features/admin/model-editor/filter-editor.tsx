// Choices and their values picked from lists: an option's filter (shown only while each named choice
// holds one of the values, or nothing), its keyed default (defaultWhen, which may also name the
// interface language) and a package's contents (sub-step → the options it resolves to). One row per
// choice; the choice and its values are picked, never typed.
import { ActionIcon, Button, Fieldset, Group, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type ChoiceKey, keySelectData, valueLabel } from './choice-keys.ts';
import { useFieldErrorsUnder } from './field-errors.tsx';

export type ChoiceMap = Record<string, string[]>;

export function FilterEditor({
  legend,
  description,
  value,
  keys,
  onChange,
  path,
  addLabel = 'Add a choice',
  valuesLabel = 'Values',
}: {
  legend: string;
  description?: string;
  value: ChoiceMap | undefined;
  /** the choices rows may name */
  keys: readonly ChoiceKey[];
  /** undefined once no row is left */
  onChange: (next: ChoiceMap | undefined) => void;
  /** the map's path in the document, for refusals */
  path: string;
  addLabel?: string;
  valuesLabel?: string;
}) {
  const entries = Object.entries(value ?? {});
  const used = new Set(entries.map(([key]) => key));
  const free = keys.filter((key) => !used.has(key.key));
  const error = useFieldErrorsUnder(path);
  const emit = (next: [string, string[]][]) =>
    onChange(next.length > 0 ? Object.fromEntries(next) : undefined);

  return (
    <Fieldset legend={legend} variant="unstyled" data-testid={`choice-map-${legend}`}>
      <Stack gap="xs">
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
        {entries.map(([keyName, values], row) => {
          const key = keys.find((candidate) => candidate.key === keyName);
          const choosable = keys.filter((candidate) => candidate.key === keyName || !used.has(candidate.key));
          // A key or value the model no longer has stays visible, so it can be seen and removed.
          const keyData = key
            ? keySelectData(choosable)
            : [...keySelectData(choosable), { value: keyName, label: `${keyName} (not in the model)` }];
          const valueData = [
            ...(key?.values ?? []),
            ...values
              .filter((v) => !key?.values.some((offered) => offered.value === v))
              .map((v) => ({ value: v, label: `${v} (not offered)` })),
          ];
          const keyLabel = key?.label ?? keyName;
          return (
            <Group key={keyName} gap="xs" align="flex-end" wrap="wrap" data-testid="choice-map-row">
              <Select
                label={`${legend}: choice ${row + 1}`}
                data={keyData}
                value={keyName}
                allowDeselect={false}
                searchable
                w={{ base: '100%', sm: 220 }}
                onChange={(next) => {
                  if (!next || next === keyName) return;
                  emit(entries.map(([k, v]) => (k === keyName ? [next, []] : [k, v])));
                }}
              />
              <MultiSelect
                label={`${valuesLabel} of ${keyLabel}`}
                data={valueData}
                value={values}
                searchable
                clearable
                hidePickedOptions
                placeholder={values.length === 0 ? 'Pick values' : undefined}
                style={{ flex: 1, minWidth: 200 }}
                onChange={(next) => emit(entries.map(([k, v]) => (k === keyName ? [k, next] : [k, v])))}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={`Remove ${keyLabel} from ${legend.toLowerCase()}`}
                onClick={() => emit(entries.filter(([k]) => k !== keyName))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
              {values.length > 0 && (
                <Text size="xs" c="dimmed" w="100%">
                  {keyLabel}: {values.map((v) => valueLabel(key, v)).join(', ')}
                </Text>
              )}
            </Group>
          );
        })}
        {entries.length === 0 && (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            disabled={free.length === 0}
            onClick={() => {
              const first = free[0];
              if (first) emit([...entries, [first.key, []]]);
            }}
          >
            {addLabel}
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

/** A package's contents as the filter editor's map, and back (the document keeps a list). */
export function packageMap(
  packageOptions: { slug: string; optionIds: string[] }[] | undefined,
): ChoiceMap | undefined {
  if (!packageOptions) return undefined;
  return Object.fromEntries(packageOptions.map((entry) => [entry.slug, entry.optionIds]));
}

export function packageList(map: ChoiceMap | undefined): { slug: string; optionIds: string[] }[] | undefined {
  if (!map) return undefined;
  return Object.entries(map).map(([slug, optionIds]) => ({ slug, optionIds }));
}
