// The machine's base prices (docs/product.md#pricing): a grid of dosing line × PED × day tank, and the
// agency base prices of dosing line × day tank. An empty cell is no price: the model check reports a
// combination a customer can pick without one. Arrow up and down (and Enter) move through a column as
// in a spreadsheet; Tab goes along the row. The tables scroll sideways on a narrow screen.
import { Stack, Table, Text, Title } from '@mantine/core';
import { type KeyboardEvent, useId } from 'react';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import classes from './base-price-grid.module.css';
import type { EditorCatalogue, EditorPartProps } from './editor-contract.ts';
import { MoneyInput } from './money-input.tsx';

type BaseRow = ModelDocument['basePrices'][number];
type AgencyRow = ModelDocument['agencyBasePrices'][number];

/** The base prices with the one of a combination set to `price` (null: removed), in catalogue order. */
export function withBasePrice(
  doc: ModelDocument,
  at: Omit<BaseRow, 'price'>,
  price: number | null,
): ModelDocument {
  const same = (row: BaseRow) =>
    row.machineVersionId === at.machineVersionId && row.pedId === at.pedId && row.dayTankId === at.dayTankId;
  const others = doc.basePrices.filter((row) => !same(row));
  const exists = others.length !== doc.basePrices.length;
  if (price === null) return exists ? { ...doc, basePrices: others } : doc;
  const basePrices = exists
    ? doc.basePrices.map((row) => (same(row) ? { ...row, price } : row))
    : [...doc.basePrices, { ...at, price }];
  return { ...doc, basePrices };
}

/** The agency base prices with the one of a dosing line and day tank set to `price` (null: removed). */
function withAgencyPrice(
  doc: ModelDocument,
  at: Omit<AgencyRow, 'price'>,
  price: number | null,
): ModelDocument {
  const same = (row: AgencyRow) =>
    row.machineVersionId === at.machineVersionId && row.dayTankId === at.dayTankId;
  const others = doc.agencyBasePrices.filter((row) => !same(row));
  const exists = others.length !== doc.agencyBasePrices.length;
  if (price === null) return exists ? { ...doc, agencyBasePrices: others } : doc;
  const agencyBasePrices = exists
    ? doc.agencyBasePrices.map((row) => (same(row) ? { ...row, price } : row))
    : [...doc.agencyBasePrices, { ...at, price }];
  return { ...doc, agencyBasePrices };
}

/** Arrow up/down and Enter move to the same column's cell in the row above or below. */
function moveInColumn(event: KeyboardEvent<HTMLElement>) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement;
  const cell = target.closest<HTMLElement>('[data-cell]');
  const table = target.closest('table');
  if (!cell || !table) return;
  const [row, column] = (cell.dataset.cell ?? '').split(':').map(Number) as [number, number];
  const step =
    event.key === 'ArrowDown' || (event.key === 'Enter' && !event.shiftKey)
      ? 1
      : event.key === 'ArrowUp' || (event.key === 'Enter' && event.shiftKey)
        ? -1
        : 0;
  if (step === 0) return;
  const next = table.querySelector<HTMLInputElement>(`[data-cell="${row + step}:${column}"] input`);
  event.preventDefault();
  next?.focus();
  next?.select();
}

function countPriced(total: number, priced: number): string {
  if (total === 0) return 'Nothing to price yet.';
  return priced === total
    ? `All ${total} combinations have a price.`
    : `${priced} of ${total} combinations have a price; an empty cell has none.`;
}

function BaseTable({ model, catalogue, onChange }: EditorPartProps) {
  const headingId = useId();
  const { dosingLines, peds, dayTanks } = catalogue;
  const priceOf = (line: string, ped: string, tank: string) =>
    model.basePrices.find(
      (row) => row.machineVersionId === line && row.pedId === ped && row.dayTankId === tank,
    )?.price ?? null;
  const priced = model.basePrices.filter(
    (row) =>
      dosingLines.some((line) => line.id === row.machineVersionId) &&
      peds.some((ped) => ped.id === row.pedId) &&
      dayTanks.some((tank) => tank.id === row.dayTankId),
  ).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        Base prices
      </Title>
      <Text size="sm" c="dimmed">
        Per dosing line, pressure equipment directive (PED, from the customer’s country) and day tank, in EUR.{' '}
        {countPriced(dosingLines.length * peds.length * dayTanks.length, priced)}
      </Text>
      <div className={classes.scroller}>
        <Table className={classes.grid} withTableBorder withColumnBorders onKeyDown={moveInColumn}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Dosing line</Table.Th>
              <Table.Th scope="col">PED</Table.Th>
              {dayTanks.map((tank) => (
                <Table.Th scope="col" key={tank.id}>
                  {tank.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dosingLines.flatMap((line, lineIndex) =>
              peds.map((ped, pedIndex) => {
                const row = lineIndex * peds.length + pedIndex;
                return (
                  <Table.Tr key={`${line.id}|${ped.id}`} data-first-of-line={pedIndex === 0 || undefined}>
                    {pedIndex === 0 && (
                      <Table.Th scope="rowgroup" rowSpan={peds.length} className={classes.rowHead}>
                        {line.name}
                      </Table.Th>
                    )}
                    <Table.Th scope="row" className={classes.rowHead}>
                      {ped.name}
                    </Table.Th>
                    {dayTanks.map((tank, column) => (
                      <Table.Td key={tank.id} data-cell={`${row}:${column}`} className={classes.cell}>
                        <MoneyInput
                          aria-label={`Base price, ${line.name}, ${ped.name}, ${tank.name}`}
                          size="xs"
                          value={priceOf(line.id, ped.id, tank.id)}
                          onChange={(price) =>
                            onChange(
                              withBasePrice(
                                model,
                                { machineVersionId: line.id, pedId: ped.id, dayTankId: tank.id },
                                price,
                              ),
                            )
                          }
                          withKeyboardEvents={false}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              }),
            )}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

function AgencyTable({ model, catalogue, onChange }: EditorPartProps) {
  const headingId = useId();
  const { dosingLines, dayTanks } = catalogue;
  const priceOf = (line: string, tank: string) =>
    model.agencyBasePrices.find((row) => row.machineVersionId === line && row.dayTankId === tank)?.price ??
    null;
  const priced = model.agencyBasePrices.filter(
    (row) =>
      dosingLines.some((line) => line.id === row.machineVersionId) &&
      dayTanks.some((tank) => tank.id === row.dayTankId),
  ).length;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId}>
        Agency base prices
      </Title>
      <Text size="sm" c="dimmed">
        What an agency pays, per dosing line and day tank, in EUR (shown in sales mode for the agency
        countries). {countPriced(dosingLines.length * dayTanks.length, priced)}
      </Text>
      <div className={classes.scroller}>
        <Table className={classes.grid} withTableBorder withColumnBorders onKeyDown={moveInColumn}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Dosing line</Table.Th>
              {dayTanks.map((tank) => (
                <Table.Th scope="col" key={tank.id}>
                  {tank.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {dosingLines.map((line, row) => (
              <Table.Tr key={line.id}>
                <Table.Th scope="row" className={classes.rowHead}>
                  {line.name}
                </Table.Th>
                {dayTanks.map((tank, column) => (
                  <Table.Td key={tank.id} data-cell={`${row}:${column}`} className={classes.cell}>
                    <MoneyInput
                      aria-label={`Agency base price, ${line.name}, ${tank.name}`}
                      size="xs"
                      value={priceOf(line.id, tank.id)}
                      onChange={(price) =>
                        onChange(
                          withAgencyPrice(model, { machineVersionId: line.id, dayTankId: tank.id }, price),
                        )
                      }
                      withKeyboardEvents={false}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}

function nothingToPrice(catalogue: EditorCatalogue): string | null {
  if (catalogue.dosingLines.length === 0)
    return 'The machine has no dosing line in the configurator yet: mark its versions “Use in configurator” first.';
  if (catalogue.dayTanks.length === 0)
    return 'The machine has no day tank yet: add one to its catalogue entry.';
  return null;
}

export function BasePriceGrid(props: EditorPartProps) {
  const empty = nothingToPrice(props.catalogue);
  if (empty) return <Text data-testid="base-prices-empty">{empty}</Text>;
  return (
    <Stack gap="xl" data-testid="base-price-grid">
      <BaseTable {...props} />
      <AgencyTable {...props} />
    </Stack>
  );
}
