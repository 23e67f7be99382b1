// A select of the items of another entity (a `reference` field, or a filter by one): filled from
// GET /api/admin/<entity>, searched on the server as the user types, so it works at any size.
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { resourceOf } from '../../../domain/resources/registry.ts';
import { useResourceList } from '../../lib/resource-client.ts';

const OPTIONS_PAGE = 50;

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue' | 'onSearchChange'> & {
  entity: string;
  value: string | null;
  onChange: (value: string | null) => void;
  /** the name of the current value, when known (the item's `labels`) */
  initialLabel?: string | null;
  /** tells the name of each loaded option, for conflict dialogs and summaries */
  onLabels?: (labels: Record<string, string>) => void;
};

export function ReferenceSelect({ entity, value, onChange, initialLabel, onLabels, ...props }: Props) {
  const declaration = resourceOf(entity);
  const labelField = declaration?.labelField ?? 'name';
  const [search, setSearch] = useState('');
  const [chosenLabel, setChosenLabel] = useState<string | null>(initialLabel ?? null);
  useEffect(() => setChosenLabel(initialLabel ?? null), [initialLabel]);
  // The input shows the chosen name; only other text is a search.
  const typed = search.trim() && search !== chosenLabel ? search.trim() : '';
  const [debounced] = useDebouncedValue(typed, 250);
  const list = useResourceList(entity, {
    pageSize: OPTIONS_PAGE,
    ...(debounced ? { search: debounced } : {}),
  });

  const data = useMemo(() => {
    const options = (list.data?.items ?? []).map((item) => ({
      value: item.id,
      label: String(item[labelField] ?? item.id),
    }));
    if (value && !options.some((option) => option.value === value)) {
      options.unshift({ value, label: chosenLabel ?? 'Current choice' });
    }
    return options;
  }, [list.data, labelField, value, chosenLabel]);

  useEffect(() => {
    if (onLabels && list.data)
      onLabels(Object.fromEntries(data.map((option) => [option.value, option.label])));
  }, [data, list.data, onLabels]);

  const more = (list.data?.total ?? 0) > OPTIONS_PAGE && !debounced;
  return (
    <Select
      {...props}
      data={data}
      value={value}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={list.isFetching ? 'Loading…' : list.isError ? list.error.message : 'No matches'}
      onChange={(next, option) => {
        setChosenLabel(option?.label ?? null);
        onChange(next);
      }}
      description={props.description ?? (more ? 'Type to search: only the first 50 are listed.' : undefined)}
    />
  );
}
