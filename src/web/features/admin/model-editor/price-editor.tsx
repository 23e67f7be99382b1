// An option's price in its three forms (docs/product.md#pricing): an amount in EUR, not priced (null),
// or looked up by what is chosen in a sub-step or base choice, one row per value of that choice. The
// choice and its values come from lists (names shown, ids stored); an empty row means "no price yet",
// which the model check reports as an incomplete price.
import { Alert, Radio, Select, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import type { DocumentOption } from '../../../../domain/configurator/model-document.ts';
import { type ChoiceKey, keySelectData } from './choice-keys.ts';
import { useFieldErrorsUnder } from './field-errors.tsx';
import { MoneyInput } from './money-input.tsx';

type Price = DocumentOption['price'];
type Form = 'fixed' | 'none' | 'dependsOn';

const formOf = (price: Price): Form =>
  price === null ? 'none' : typeof price === 'number' ? 'fixed' : 'dependsOn';

export function PriceEditor({
  price,
  keys,
  onChange,
  path,
}: {
  price: Price;
  /** the choices a price may depend on (base choices and the other choice sub-steps) */
  keys: readonly ChoiceKey[];
  onChange: (price: Price) => void;
  /** the price's path in the document, for refusals */
  path: string;
}) {
  const form = formOf(price);
  const error = useFieldErrorsUnder(path);
  const ownId = useId();
  const dependsOn = price !== null && typeof price === 'object' ? price : undefined;
  const key = dependsOn ? keys.find((candidate) => candidate.key === dependsOn.dependsOn) : undefined;

  const changeForm = (next: Form) => {
    if (next === form) return;
    if (next === 'none') onChange(null);
    else if (next === 'fixed') onChange(0);
    else onChange({ dependsOn: keys[0]?.key ?? 'dosingLine', prices: {} });
  };

  return (
    <Stack gap="sm" data-testid="price-editor">
      <Radio.Group label="Price" value={form} onChange={(next) => changeForm(next as Form)}>
        <Stack gap={6} mt={6}>
          <Radio value="fixed" label="An amount in EUR" />
          <Radio value="none" label="Not priced (no price line)" />
          <Radio value="dependsOn" label="Depends on a choice (one amount per value)" />
        </Stack>
      </Radio.Group>
      {form === 'fixed' && (
        <MoneyInput
          label="Amount"
          negative
          value={price as number}
          onChange={(next) => onChange(next ?? 0)}
        />
      )}
      {dependsOn && (
        <>
          <Select
            label="Depends on"
            data={keySelectData(keys)}
            value={dependsOn.dependsOn}
            allowDeselect={false}
            searchable
            onChange={(next) => {
              if (!next || next === dependsOn.dependsOn) return;
              // The amounts of values the new choice also offers stay (a choice renamed, say).
              const offered = new Set(
                keys.find((candidate) => candidate.key === next)?.values.map((v) => v.value),
              );
              const prices = Object.fromEntries(
                Object.entries(dependsOn.prices).filter(([value]) => offered.has(value)),
              );
              onChange({ dependsOn: next, prices });
            }}
          />
          {!key ? (
            <Alert color="red" title="Unknown choice">
              This price depends on "{dependsOn.dependsOn}", which the model does not have. Choose another.
            </Alert>
          ) : key.values.length === 0 ? (
            <Text size="sm" c="dimmed">
              {key.label} offers no values yet.
            </Text>
          ) : (
            <div>
              <Table withTableBorder verticalSpacing={4} aria-labelledby={`${ownId}-caption`}>
                <caption id={`${ownId}-caption`} style={{ captionSide: 'top', textAlign: 'start' }}>
                  <Text size="sm" fw={500} component="span">
                    Price by {key.label.toLowerCase()}
                  </Text>
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{key.label}</Table.Th>
                    <Table.Th scope="col">Price (EUR)</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {key.values.map((entry) => {
                    const amount = Object.hasOwn(dependsOn.prices, entry.value)
                      ? (dependsOn.prices[entry.value] as number)
                      : null;
                    return (
                      <Table.Tr key={entry.value} data-missing={amount === null || undefined}>
                        <Table.Th scope="row" fw={400}>
                          {entry.label}
                          {amount === null && (
                            <Text size="xs" c="red.8" component="span" display="block">
                              no price yet
                            </Text>
                          )}
                        </Table.Th>
                        <Table.Td>
                          <MoneyInput
                            aria-label={`Price for ${entry.label}`}
                            negative
                            value={amount}
                            onChange={(next) => {
                              const prices = { ...dependsOn.prices };
                              if (next === null) delete prices[entry.value];
                              else prices[entry.value] = next;
                              onChange({ dependsOn: dependsOn.dependsOn, prices });
                            }}
                          />
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </div>
          )}
        </>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
