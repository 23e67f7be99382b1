// The texts of the translations page: every text in every language, filtered by machine, language and state
// and searched in the English and the translations (all kept in the address), on the virtualised data
// table. Each row says where the text appears, its English, the language, the translation (edited in place,
// translation-cell.tsx) and its state, with the reason a machine translation was refused. Rows can be
// selected: machine translations marked reviewed together, or texts sent to machine translation.
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconChecks, IconFilterOff, IconLanguage, IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memo, type ReactNode, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  TARGET_LOCALES,
  TRANSLATION_STATE_OPTIONS,
} from '../../../../domain/resources/public-configurator.ts';
import type { DataTableSort } from '../../../components/ui/data-table/data-table.tsx';
import { formatCount } from '../../../components/ui/data-table/table-parts.tsx';
import { TableSearch } from '../../../components/ui/data-table/table-search.tsx';
import {
  type VirtualColumn,
  VirtualDataTable,
} from '../../../components/ui/data-table/virtual-data-table.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { notifyError, notifySuccess } from '../admin-notifications.tsx';
import { FiltersToggle } from '../filters-toggle.tsx';
import { errorCodeOf, messageOf } from '../model-editor/change-list.tsx';
import { SEARCH_DEBOUNCE_MS } from '../resource-table.tsx';
import { excerpt, TranslationCell } from './translation-cell.tsx';
import { listFilter, type TranslationFilters, type TranslationState } from './translation-filters.ts';
import classes from './translations.module.css';
import { rowsQuery, type TranslationRow, useTranslationRows } from './use-translation-rows.ts';

const STATE_LABELS = Object.fromEntries(
  TRANSLATION_STATE_OPTIONS.map((option) => [option.value, option.label]),
) as Record<TranslationState, string>;
/** markReviewed takes at most this many items a call. */
const REVIEW_BATCH = 1000;

// A row's cells are plain elements drawn as Mantine's Checkbox, Badge and Text (translations.module.css):
// the components, with their context reads and style props, cost most of a row's render, and a filter
// renders a screenful of rows at once (bench:translation-grid).

/** Mantine's check mark (its Checkbox's icon). */
const CHECK_MARK = (
  <svg viewBox="0 0 10 7" fill="none" aria-hidden="true" className={classes.checkIcon}>
    <path
      d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

function RowCheckbox(props: { label: string; checked: boolean; onChange: () => void }) {
  return (
    <span className={classes.check}>
      <input
        type="checkbox"
        className={`mantine-focus-auto ${classes.checkInput}`}
        aria-label={props.label}
        checked={props.checked}
        onChange={props.onChange}
      />
      {CHECK_MARK}
    </span>
  );
}

function StateBadge({ row }: { row: Pick<TranslationRow, 'state' | 'reason'> }) {
  return (
    <div className={classes.state}>
      <span className={classes.badge} data-state={row.state}>
        <span className={classes.badgeLabel}>{STATE_LABELS[row.state]}</span>
      </span>
      {row.reason && <p className={classes.reason}>Machine translation refused: {row.reason}</p>}
    </div>
  );
}

/** A filter's Select, rendered again only when its own value or choices change. */
const FilterSelect = memo(function FilterSelect(props: {
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  searchable?: boolean;
}) {
  return <Select<string> placeholder="All" clearable {...props} />;
});

const STATE_CHOICES = TRANSLATION_STATE_OPTIONS.map((option) => ({
  value: option.value,
  label: option.label,
}));

/** What a row's cells show besides the row. */
type RowState = { selected: boolean; editing: boolean };

export type TranslationGridProps = {
  filters: TranslationFilters;
  onFiltersChange: (filters: TranslationFilters, options?: { replace?: boolean }) => void;
  languageOf: (locale: string) => string;
  /** the machines with a configurator, for the machine filter */
  machines: { slug: string; name: string }[] | undefined;
  /** starts machine translation of these texts of one language; true when it started */
  onTranslate: (locale: string, keys: string[]) => Promise<boolean>;
  /** translations changed (reviewed): the progress is read again */
  onChanged: () => void;
  /** the spreadsheet buttons, beside the search */
  sheets: ReactNode;
};

export function TranslationGrid(props: TranslationGridProps) {
  const { onFiltersChange, languageOf } = props;
  // The filters just chosen, until the address has them. The router changes the address in a transition
  // that renders the whole page again (layout, menu, progress): the grid asks for and shows its rows at
  // once, from this state, and the address follows once they are shown (below), so that this render does
  // not hold them back (bench:translation-grid). Any change of the address, this one or another, ends it.
  type Chosen = { over: string; next: TranslationFilters; options: { replace?: boolean } | undefined };
  const [chosenFilters, setChosenFilters] = useState<Chosen | null>(null);
  const addressFilters = JSON.stringify(props.filters);
  const filters = chosenFilters && chosenFilters.over === addressFilters ? chosenFilters.next : props.filters;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<DataTableSort>(null);
  const [search, setSearch] = useState(filters.q ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [selected, setSelected] = useState<ReadonlyMap<string, TranslationRow>>(new Map());
  const [editing, setEditing] = useState<{ id: string; index: number } | null>(null);

  const sortOrder = sort
    ? [{ field: sort.id, direction: sort.desc ? ('desc' as const) : ('asc' as const) }]
    : [];
  const queryOf = (next: TranslationFilters) => rowsQuery(next, sortOrder);
  const query = queryOf(filters);
  const identity = JSON.stringify(query);
  const rows = useTranslationRows(query, editing ? { keepIndex: editing.index } : {});

  // The list of filters chosen here is asked for at once, then the address changes.
  const changeFilters = (next: TranslationFilters, options?: { replace?: boolean }) => {
    rows.prefetch(queryOf(next));
    setChosenFilters({ over: addressFilters, next, options });
  };
  // The address follows the filters chosen here once their rows are shown (or their list failed): effects
  // run after the render that showed them. Once for each choice.
  const written = useRef<Chosen | null>(null);
  const answered = rows.total !== undefined || rows.error !== null;
  useEffect(() => {
    if (!chosenFilters || chosenFilters.over !== addressFilters || !answered) return;
    if (written.current === chosenFilters) return;
    written.current = chosenFilters;
    onFiltersChange(chosenFilters.next, chosenFilters.options);
  }, [chosenFilters, addressFilters, answered, onFiltersChange]);
  // The search goes into the address once typing pauses; an address changed otherwise (a link) comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the typed search only.
  useEffect(() => {
    if (debounced !== (filters.q ?? ''))
      changeFilters({ ...filters, q: debounced || undefined }, { replace: true });
  }, [debounced]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the address only.
  useEffect(() => {
    if ((filters.q ?? '') !== debounced) setSearch(filters.q ?? '');
  }, [filters.q]);
  // A new filter or sort: the rows selected and the edit belong to the list that was.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the list's query only.
  useEffect(() => {
    // The same state when there is nothing to drop: no render of the grid for it.
    setSelected((current) => (current.size ? new Map() : current));
    setEditing(null);
  }, [identity]);

  const markReviewed = useMutation(trpc.translationsAdmin.markReviewed.mutationOptions());
  const [translating, setTranslating] = useState(false);
  const chosen = [...selected.values()];
  const machineChosen = chosen.filter((row) => row.state === 'machine');
  const translatable = chosen.filter((row) => row.state !== 'reviewed' && row.source);

  const refreshRows = () => queryClient.invalidateQueries({ queryKey: ['resource', 'translations'] });

  const review = async () => {
    let reviewed = 0;
    try {
      for (let i = 0; i < machineChosen.length; i += REVIEW_BATCH) {
        const items = machineChosen
          .slice(i, i + REVIEW_BATCH)
          .map((row) => ({ id: row.id, version: row.version }));
        reviewed += (await markReviewed.mutateAsync({ items })).reviewed;
      }
      notifySuccess(
        `${formatCount(reviewed)} ${reviewed === 1 ? 'translation' : 'translations'} marked reviewed.`,
      );
      setSelected(new Map());
    } catch (error) {
      notifyError(
        errorCodeOf(error) === 'CONFLICT'
          ? `${messageOf(error)} The list has been read again: select the texts once more.`
          : messageOf(error),
        'Not marked reviewed',
      );
      if (errorCodeOf(error) === 'CONFLICT') setSelected(new Map());
    } finally {
      await refreshRows();
      props.onChanged();
    }
  };

  const translateChosen = async () => {
    setTranslating(true);
    const byLocale = new Map<string, string[]>();
    for (const row of translatable) byLocale.set(row.locale, [...(byLocale.get(row.locale) ?? []), row.key]);
    let started = true;
    for (const [locale, keys] of byLocale) started = (await props.onTranslate(locale, keys)) && started;
    setTranslating(false);
    if (started) setSelected(new Map());
  };

  const loaded = rows.loadedRows;
  const allChosen = loaded.length > 0 && loaded.every((row) => selected.has(row.id));
  const someChosen = loaded.some((row) => selected.has(row.id));

  // What the cells call that changes from render to render, as of the last render: the cells stay the
  // same functions, so a row renders again only when its row, its language names or its state change.
  const latest = useRef({ indexOf: rows.indexOf, onChanged: props.onChanged, changeFilters, filters });
  useLayoutEffect(() => {
    latest.current = { indexOf: rows.indexOf, onChanged: props.onChanged, changeFilters, filters };
  });
  const { replaceRow } = rows;
  const cells = useMemo(() => {
    const toggle = (row: TranslationRow) =>
      setSelected((current) => {
        const next = new Map(current);
        if (next.has(row.id)) next.delete(row.id);
        else next.set(row.id, row);
        return next;
      });
    const onSaved = (saved: TranslationRow) => {
      replaceRow(saved);
      setSelected((current) => {
        if (!current.has(saved.id)) return current;
        const next = new Map(current);
        next.set(saved.id, saved);
        return next;
      });
      latest.current.onChanged();
    };
    return {
      select: (row: TranslationRow, state: RowState) => (
        <RowCheckbox
          label={`Select “${excerpt(row.source, 40)}” in ${languageOf(row.locale)}`}
          checked={state.selected}
          onChange={() => toggle(row)}
        />
      ),
      context: (row: TranslationRow) => <span className={classes.context}>{row.context ?? row.key}</span>,
      source: (row: TranslationRow) => (
        <span lang="en" className={classes.clamp}>
          {row.source}
        </span>
      ),
      locale: (row: TranslationRow) => languageOf(row.locale),
      text: (row: TranslationRow, state: RowState) => (
        <TranslationCell
          row={row}
          language={languageOf(row.locale)}
          editing={state.editing}
          onEdit={() => {
            const index = latest.current.indexOf(row.id);
            if (index !== undefined) setEditing({ id: row.id, index });
          }}
          onDone={() => setEditing((current) => (current?.id === row.id ? null : current))}
          onSaved={onSaved}
        />
      ),
      state: (row: TranslationRow) => <StateBadge row={row} />,
    };
  }, [languageOf, replaceRow]);

  const columns: VirtualColumn<TranslationRow, RowState>[] = [
    {
      id: 'select',
      header: 'Selected',
      width: '2.75rem',
      side: true,
      headerCell: (
        <Checkbox
          aria-label="Select every text loaded"
          checked={allChosen}
          indeterminate={someChosen && !allChosen}
          disabled={loaded.length === 0}
          onChange={() =>
            setSelected((current) => {
              const next = new Map(current);
              for (const row of loaded) {
                if (allChosen) next.delete(row.id);
                else next.set(row.id, row);
              }
              return next;
            })
          }
        />
      ),
      cell: cells.select,
    },
    {
      id: 'context',
      header: 'Where it appears',
      width: 'minmax(9rem, 1fr)',
      sortable: true,
      cell: cells.context,
    },
    { id: 'source', header: 'English', width: 'minmax(11rem, 1.4fr)', cell: cells.source },
    { id: 'locale', header: 'Language', width: '6.5rem', sortable: true, cell: cells.locale },
    { id: 'text', header: 'Translation', width: 'minmax(13rem, 1.8fr)', cell: cells.text },
    { id: 'state', header: 'State', width: '10rem', sortable: true, cell: cells.state },
  ];
  const rowState = (row: TranslationRow): RowState => ({
    selected: selected.has(row.id),
    editing: editing?.id === row.id,
  });

  const activeFilters = Object.keys(listFilter(filters)).length;
  const narrowed = activeFilters > 0 || Boolean(filters.q);
  // Phones keep the filters behind a button, as the other admin lists do; wider screens show them.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const [filtersOpen, setFiltersOpen] = useState(true);
  useEffect(() => setFiltersOpen(!phone), [phone]);
  const filtersId = useId();
  // The same handlers at every render (they read the filters and the address as of the last one), so that
  // the toolbar and the filters below stay the same elements.
  const { clearAll, selectFilter } = useMemo(() => {
    const select = (name: 'machine' | 'locale' | 'state') => (value: string | null) =>
      latest.current.changeFilters({ ...latest.current.filters, [name]: value ?? undefined });
    return {
      clearAll: () => {
        setSearch('');
        latest.current.changeFilters({});
      },
      selectFilter: { machine: select('machine'), locale: select('locale'), state: select('state') },
    };
  }, []);
  const machineChoices = useMemo(
    () => [
      ...(props.machines ?? []).map((machine) => ({ value: machine.slug, label: machine.name })),
      // A machine named by the address before the list of machines is in.
      ...(filters.machine && !props.machines?.some((machine) => machine.slug === filters.machine)
        ? [{ value: filters.machine, label: filters.machine }]
        : []),
    ],
    [props.machines, filters.machine],
  );
  const localeChoices = useMemo(
    () => TARGET_LOCALES.map((locale) => ({ value: locale, label: languageOf(locale) })),
    [languageOf],
  );

  // The toolbar and the filters do not change with the rows: the same elements while parts of the list
  // arrive and rows are measured, rather than a search field, buttons and three Selects rendered again at
  // every answer (bench:translation-grid); a filter chosen renders its own Select again, not the others.
  const toolbar = useMemo(
    () => (
      <>
        <TableSearch
          label="Search the texts"
          placeholder="Search English and translations"
          value={search}
          onChange={setSearch}
        />
        {phone && (
          <FiltersToggle
            open={filtersOpen}
            onToggle={() => setFiltersOpen((open) => !open)}
            controls={filtersId}
            active={activeFilters}
          />
        )}
        {narrowed && (
          <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={clearAll}>
            Clear filters
          </Button>
        )}
        <Group gap="sm" ml="auto">
          {props.sheets}
        </Group>
      </>
    ),
    [search, phone, filtersOpen, filtersId, activeFilters, narrowed, props.sheets, clearAll],
  );
  const filterInputs = useMemo(
    () =>
      filtersOpen && (
        <SimpleGrid id={filtersId} cols={{ base: 1, xs: 3 }} spacing="sm" maw={720}>
          <FilterSelect
            label="Machine"
            searchable
            data={machineChoices}
            value={filters.machine ?? null}
            onChange={selectFilter.machine}
          />
          <FilterSelect
            label="Language"
            data={localeChoices}
            value={filters.locale ?? null}
            onChange={selectFilter.locale}
          />
          <FilterSelect
            label="State"
            data={STATE_CHOICES}
            value={filters.state ?? null}
            onChange={selectFilter.state}
          />
        </SimpleGrid>
      ),
    [
      filtersOpen,
      filtersId,
      filters.machine,
      filters.locale,
      filters.state,
      machineChoices,
      localeChoices,
      selectFilter,
    ],
  );

  return (
    <VirtualDataTable
      caption="Texts and their translations"
      columns={columns}
      rowState={rowState}
      total={rows.total}
      rowAt={rows.rowAt}
      onRangeChange={rows.onRangeChange}
      resetKey={identity}
      sort={sort}
      onSortChange={setSort}
      fetching={rows.fetching}
      error={rows.error}
      keepIndex={editing?.index}
      estimateRowHeight={64}
      countLabel={(count) => (count === 1 ? 'text' : 'texts')}
      toolbar={toolbar}
      filters={filterInputs}
      above={
        chosen.length > 0 && (
          <Paper withBorder shadow="sm" p="xs" radius="md" className={classes.selectionBar}>
            <Group gap="sm" wrap="wrap" justify="space-between">
              <Text size="sm" fw={500} aria-live="polite">
                {formatCount(chosen.length)} {chosen.length === 1 ? 'text' : 'texts'} selected
              </Text>
              <Group gap="xs" wrap="wrap">
                <Button
                  size="xs"
                  leftSection={<IconChecks size={14} aria-hidden />}
                  disabled={machineChosen.length === 0}
                  loading={markReviewed.isPending}
                  onClick={() => void review()}
                >
                  Mark reviewed{machineChosen.length > 0 ? ` (${formatCount(machineChosen.length)})` : ''}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconLanguage size={14} aria-hidden />}
                  disabled={translatable.length === 0}
                  loading={translating}
                  onClick={() => void translateChosen()}
                >
                  Translate selected{translatable.length > 0 ? ` (${formatCount(translatable.length)})` : ''}
                </Button>
                <Button
                  size="xs"
                  variant="subtle"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => setSelected(new Map())}
                >
                  Clear selection
                </Button>
              </Group>
            </Group>
          </Paper>
        )
      }
      empty={
        <Stack align="center" gap="xs" py="xl">
          <Text fw={500}>{narrowed ? 'No texts match.' : 'No texts yet.'}</Text>
          <Text size="sm" c="dimmed" ta="center">
            {narrowed
              ? 'Change the search or the filters to see more.'
              : 'Texts appear here as soon as a machine has a configurator model.'}
          </Text>
          {narrowed && (
            <Button variant="light" size="xs" onClick={clearAll}>
              Clear search and filters
            </Button>
          )}
        </Stack>
      }
    />
  );
}
