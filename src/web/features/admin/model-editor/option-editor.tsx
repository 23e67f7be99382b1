// One option of a sub-step: its value and label, its price (with a preview of what it costs on each
// dosing line), when it shows (filter), what a package resolves to, its defaults, help, recommendation,
// article number and the catalogue mixhead it stands for.
import {
  Checkbox,
  Fieldset,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { memo } from 'react';
import { PACKAGES_STEP_SLUG } from '../../../../domain/configurator/model.ts';
import type { DocumentOption } from '../../../../domain/configurator/model-document.ts';
import { formatMoney } from '../../../../domain/format.ts';
import type { ChoiceKey } from './choice-keys.ts';
import { LANGUAGE_KEY } from './choice-keys.ts';
import type { EditorCatalogue } from './editor-contract.ts';
import { useFieldError } from './field-errors.tsx';
import { FilterEditor, packageList, packageMap } from './filter-editor.tsx';
import type { PreviewRow } from './live-check.ts';
import { PriceEditor } from './price-editor.tsx';

/** The option with `key` set to `value`, or without it when the value is empty. */
function withField<K extends keyof DocumentOption>(
  option: DocumentOption,
  key: K,
  value: DocumentOption[K] | undefined,
): DocumentOption {
  const next = { ...option };
  const empty =
    value === undefined ||
    value === false ||
    value === '' ||
    (typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length === 0 &&
      key !== 'recommended');
  if (empty) delete next[key];
  else next[key] = value as DocumentOption[K];
  return next;
}

const euros = (amount: number) => formatMoney(amount, 'de');

export type OptionEditorProps = {
  option: DocumentOption;
  stepSlug: string;
  subStepSlug: string;
  /** the option's path in the document ("steps.1.subSteps.0.options.data.3") */
  path: string;
  baseKeys: readonly ChoiceKey[];
  subStepKeys: readonly ChoiceKey[];
  catalogue: EditorCatalogue;
  preview: PreviewRow[];
  onChange: (next: DocumentOption) => void;
};

export const OptionEditor = memo(function OptionEditor(props: OptionEditorProps) {
  const { option, path, onChange, catalogue } = props;
  const set = <K extends keyof DocumentOption>(key: K, value: DocumentOption[K] | undefined) =>
    onChange(withField(option, key, value));
  const otherSubSteps = props.subStepKeys.filter((key) => key.key !== props.subStepSlug);
  const choiceKeys = [...props.baseKeys, ...otherSubSteps];
  const isPackage = props.stepSlug === PACKAGES_STEP_SLUG;
  const valueError = useFieldError(`${path}.value`);
  const labelError = useFieldError(`${path}.label`);
  const helpError = useFieldError(`${path}.help`);
  const reasonError = useFieldError(`${path}.recommended.reason`);
  const articleError = useFieldError(`${path}.articleNumber`);
  const mixheadError = useFieldError(`${path}.mixheadId`);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Value"
          description="Stored in configurations and codes; letters, digits, dots, hyphens"
          value={option.value}
          error={valueError}
          onChange={(event) => onChange({ ...option, value: event.currentTarget.value })}
          required
        />
        <TextInput
          label="Label"
          description="What customers read (English; translated on the translations page)"
          value={option.label}
          error={labelError}
          onChange={(event) => onChange({ ...option, label: event.currentTarget.value })}
          required
        />
      </SimpleGrid>

      <PriceEditor
        price={option.price}
        keys={choiceKeys}
        path={`${path}.price`}
        onChange={(price) => onChange({ ...option, price })}
      />
      <PricePreview rows={props.preview} />

      <FilterEditor
        legend="Filter"
        description="Shown only while each choice below holds one of its values (or nothing is chosen there)."
        value={option.filter}
        keys={choiceKeys}
        path={`${path}.filter`}
        addLabel="Add a filter"
        valuesLabel="Allowed values"
        onChange={(filter) => set('filter', filter)}
      />

      {isPackage && (
        <FilterEditor
          legend="Package contents"
          description="Choosing the package chooses these options."
          value={packageMap(option.packageOptions)}
          keys={otherSubSteps}
          path={`${path}.packageOptions`}
          addLabel="Add a sub-step"
          valuesLabel="Options"
          onChange={(map) => set('packageOptions', packageList(map))}
        />
      )}

      <Fieldset legend="Defaults" variant="unstyled">
        <Stack gap="xs">
          <Checkbox
            label="Preselected in a new configuration"
            checked={option.default === true}
            onChange={(event) => set('default', event.currentTarget.checked)}
          />
          <FilterEditor
            legend="Preselected when"
            description="Wins over the plain default while each choice holds one of its values."
            value={option.defaultWhen}
            keys={[...choiceKeys, LANGUAGE_KEY]}
            path={`${path}.defaultWhen`}
            addLabel="Add a condition"
            valuesLabel="Values"
            onChange={(defaultWhen) => set('defaultWhen', defaultWhen)}
          />
        </Stack>
      </Fieldset>

      <Textarea
        label="Help text"
        description="A short explanation customers open on demand (optional)"
        autosize
        minRows={2}
        value={option.help ?? ''}
        error={helpError}
        onChange={(event) => set('help', event.currentTarget.value)}
      />

      <Fieldset legend="Recommendation" variant="unstyled">
        <Stack gap="xs">
          <Checkbox
            label="Recommended"
            checked={option.recommended !== undefined}
            onChange={(event) => set('recommended', event.currentTarget.checked ? {} : undefined)}
          />
          {option.recommended !== undefined && (
            <TextInput
              label="Reason"
              description="One line shown with the Recommended tag (optional)"
              value={option.recommended.reason ?? ''}
              error={reasonError}
              onChange={(event) => {
                const reason = event.currentTarget.value;
                set('recommended', reason ? { reason } : {});
              }}
            />
          )}
        </Stack>
      </Fieldset>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Article number"
          description="Internal; shown in sales mode only"
          value={option.articleNumber ?? ''}
          error={articleError}
          onChange={(event) => set('articleNumber', event.currentTarget.value)}
        />
        <Select
          label="Mixhead"
          description="The catalogue mixhead this option stands for"
          data={catalogue.mixheads.map((mixhead) => ({ value: mixhead.id, label: mixhead.name }))}
          value={option.mixheadId ?? null}
          error={mixheadError}
          clearable
          searchable
          placeholder="None"
          clearButtonProps={{ 'aria-label': 'Clear mixhead' }}
          onChange={(next) => set('mixheadId', next ?? undefined)}
        />
      </SimpleGrid>
    </Stack>
  );
});

function PricePreview({ rows }: { rows: PreviewRow[] }) {
  if (rows.length === 0) return null;
  return (
    <div>
      <Table verticalSpacing={4} withTableBorder aria-label="Price preview" data-testid="price-preview">
        <caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <Text size="sm" fw={500} component="span">
            Price preview
          </Text>{' '}
          <Text size="xs" c="dimmed" component="span">
            (base price and this option, first country and day tank)
          </Text>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Dosing line</Table.Th>
            <Table.Th scope="col">This option</Table.Th>
            <Table.Th scope="col">Total</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.dosingLine.id}>
              <Table.Th scope="row" fw={400}>
                {row.dosingLine.name}
              </Table.Th>
              {'problem' in row.result ? (
                <Table.Td colSpan={2}>
                  <Text size="xs" c="red.8">
                    {row.result.problem}
                  </Text>
                </Table.Td>
              ) : (
                <>
                  <Table.Td>
                    {row.result.waitsFor
                      ? `by ${row.result.waitsFor.dependsOn}${row.result.waitsFor.from === null ? '' : `, from ${euros(row.result.waitsFor.from)}`}`
                      : row.result.option === null
                        ? 'not priced'
                        : euros(row.result.option)}
                  </Table.Td>
                  <Table.Td>{euros(row.result.total)}</Table.Td>
                </>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
