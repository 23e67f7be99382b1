// The list of any declared entity: its declared columns, sorting, filters and search, all answered by
// the server (GET /api/admin/<entity>?page&pageSize&sort&filter&search), one page at a time.
import { Button, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import type { FilterValue } from '../../../domain/resources/list-query.ts';
import type { FieldDeclaration, ResourceDeclaration, ResourceItem } from '../../../domain/resources/types.ts';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table/data-table.tsx';
import { TableSearch } from '../../components/ui/data-table/table-search.tsx';
import { usePagedTable } from '../../components/ui/data-table/use-paged-table.ts';
import { useResourceList } from '../../lib/resource-client.ts';
import { clearButton, MonthInput } from './field-input.tsx';
import { FiltersToggle } from './filters-toggle.tsx';
import { ReferenceSelect } from './reference-select.tsx';
import { displayValue, labelsOf } from './resource-values.ts';

export const SEARCH_DEBOUNCE_MS = 300;
const NUMERIC = new Set(['integer', 'decimal']);

function fieldOf(declaration: ResourceDeclaration, name: string): FieldDeclaration | undefined {
  return [...declaration.fields, ...declaration.readOnlyFields].find((field) => field.name === name);
}

const BOOKKEEPING_HEADERS: Record<string, string> = { createdAt: 'Created', updatedAt: 'Changed' };

/** The declared list columns as data-table columns. */
function resourceColumns(declaration: ResourceDeclaration): DataTableColumn<ResourceItem>[] {
  return declaration.list.columns.map((name) => {
    const field = fieldOf(declaration, name) ?? {
      name,
      label: BOOKKEEPING_HEADERS[name] ?? name,
      kind: 'dateTime' as const,
      required: false,
      defaultValue: null,
    };
    return {
      id: name,
      header: field.unit ? `${field.label} (${field.unit})` : field.label,
      sortable: declaration.list.sortable.includes(name),
      numeric: NUMERIC.has(field.kind),
      cell: (item: ResourceItem) => {
        const text = displayValue({ ...field, unit: undefined }, item[name], labelsOf(item));
        return name === declaration.labelField ? (
          text
        ) : (
          <Text span size="sm">
            {text}
          </Text>
        );
      },
    };
  });
}

type FilterState = Record<string, FilterValue>;

function FilterInput({
  field,
  value,
  onChange,
}: {
  field: FieldDeclaration;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
}) {
  const common = {
    label: field.label,
    size: 'sm' as const,
    clearable: true,
    clearButtonProps: clearButton(field.label),
    placeholder: 'All',
  };
  switch (field.kind) {
    case 'boolean':
    case 'enum':
    case 'enumList': {
      // Booleans are chosen as Yes/No and sent as true/false; enums by their value.
      const choices =
        field.kind === 'boolean'
          ? [
              { value: 'true', label: 'Yes' },
              { value: 'false', label: 'No' },
            ]
          : (field.options ?? []).map((option) => ({ value: option.value, label: option.label }));
      return (
        <Select
          {...common}
          data={choices}
          value={value === undefined || value === null ? null : String(value)}
          onChange={(next) =>
            onChange(next === null ? undefined : field.kind === 'boolean' ? next === 'true' : next)
          }
        />
      );
    }
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          entity={field.reference as string}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'yearMonth':
      return (
        <MonthInput
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    default:
      return null;
  }
}

export type ResourceTableProps = {
  declaration: ResourceDeclaration;
  onOpen?: (item: ResourceItem) => void;
  onCreate?: () => void;
  /** buttons beside the search (export, import, …) */
  actions?: ReactNode;
};

export function ResourceTable({ declaration, onOpen, onCreate, actions }: ResourceTableProps) {
  const paging = usePagedTable();
  const { page, pageSize, sort, restart } = paging;
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<FilterState>({});
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);

  const query = useMemo(
    () => ({
      page,
      pageSize,
      sort: sort ? [{ field: sort.id, direction: sort.desc ? ('desc' as const) : ('asc' as const) }] : [],
      filter,
      search: debouncedSearch,
    }),
    [page, pageSize, sort, filter, debouncedSearch],
  );
  const list = useResourceList(declaration.key, query);
  const columns = useMemo(() => resourceColumns(declaration), [declaration]);
  const filterFields = declaration.list.filterable
    .map((name) => fieldOf(declaration, name))
    .filter((field): field is FieldDeclaration => Boolean(field));
  const activeFilters = Object.keys(filter).length;
  const narrowed = debouncedSearch !== '' || activeFilters > 0;
  const wide = useMediaQuery('(min-width: 62em)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  // Wide screens show the filters; narrow ones keep them behind the Filters button.
  useEffect(() => setFiltersOpen(Boolean(wide)), [wide]);
  const plural = declaration.title.toLowerCase();

  const setFilterValue = (name: string, value: FilterValue | undefined) => {
    setFilter((current) => {
      const next = { ...current };
      if (value === undefined) delete next[name];
      else next[name] = value;
      return next;
    });
    restart();
  };
  const clearAll = () => {
    setSearch('');
    setFilter({});
    restart();
  };

  const searchable = declaration.list.searchable.length > 0;
  return (
    <DataTable
      caption={declaration.title}
      columns={columns}
      rows={list.data?.items}
      {...paging.tableProps(list)}
      onOpenRow={onOpen}
      visibilityKey={declaration.key}
      countLabel={(count) => (count === 1 ? declaration.singular : plural)}
      toolbar={
        <>
          {searchable && (
            <TableSearch
              label={`Search ${plural}`}
              placeholder={`Search ${plural}`}
              value={search}
              onChange={(value) => {
                setSearch(value);
                restart();
              }}
            />
          )}
          {filterFields.length > 0 && (
            <FiltersToggle
              open={filtersOpen}
              onToggle={() => setFiltersOpen((open) => !open)}
              controls={filtersId}
              active={activeFilters}
            />
          )}
          {actions}
        </>
      }
      filters={
        filterFields.length > 0 &&
        filtersOpen && (
          <div id={filtersId}>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
              {filterFields.map((field) => (
                <FilterInput
                  key={field.name}
                  field={field}
                  value={filter[field.name]}
                  onChange={(value) => setFilterValue(field.name, value)}
                />
              ))}
            </SimpleGrid>
          </div>
        )
      }
      empty={
        <Stack align="center" gap="xs" py="xl">
          <Text fw={500}>{narrowed ? `No ${plural} match.` : `No ${plural} yet.`}</Text>
          <Text size="sm" c="dimmed">
            {narrowed
              ? 'Change the search or the filters to see more.'
              : declaration.operations.create
                ? `Create the first ${declaration.singular}${declaration.xlsxColumns.length ? ' or import a spreadsheet' : ''}.`
                : `The ${plural} come with the app's data, and none are there yet.`}
          </Text>
          {narrowed ? (
            <Button variant="light" size="xs" onClick={clearAll}>
              Clear search and filters
            </Button>
          ) : (
            onCreate && (
              <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onCreate}>
                New {declaration.singular}
              </Button>
            )
          )}
        </Stack>
      }
    />
  );
}
