import { Text, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { type ReactNode, startTransition, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { search } from '../../../domain/search.ts';
import { Link } from '../../components/ui/router-link.tsx';
import classes from './item-table.module.css';

export type ItemColumn<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  numeric?: boolean;
};

type Listed = { id: string; name: string; description: string | null };

/**
 * Rows in the first paint: a screenful (about 20 rows at 1080 px). A long list (a catalogue ten times the demo's) adds
 * the rest right after that paint, so the page shows in well under 100 ms (bench/portfolio).
 */
const FIRST_ROWS = 24;

/**
 * A catalogue list: the name (a link to the item, fixed on the left while the table scrolls
 * sideways on a phone), the technical columns, and a filter over names and descriptions (the rule of
 * docs/product.md#search).
 */
export function ItemTable<T extends Listed>({
  label,
  items,
  hrefOf,
  columns,
  noun,
  extraText,
}: {
  label: string;
  items: readonly T[];
  hrefOf: (item: T) => string;
  columns: readonly ItemColumn<T>[];
  /** plural, for "12 pumps" and "No pumps match" */
  noun: string;
  /** more words the filter finds an item by (e.g. its type) */
  extraText?: (item: T) => string;
}) {
  const [filter, setFilter] = useState('');
  // A handful of rows is read at a glance; a filter helps from a screenful on.
  const filterable = items.length > 8;
  const deferred = useDeferredValue(filter);
  const shown = useMemo(() => {
    if (deferred.trim() === '') return items;
    const found = new Set(
      search(
        items.map((item) => ({
          item,
          title: item.name,
          text: [item.description ?? '', extraText?.(item) ?? ''].join(' '),
        })),
        deferred,
      ).map((entry) => entry.item),
    );
    return items.filter((item) => found.has(item));
  }, [items, deferred, extraText]);

  const [complete, setComplete] = useState(false);
  useEffect(() => {
    if (complete) return;
    const frame = requestAnimationFrame(() => startTransition(() => setComplete(true)));
    return () => cancelAnimationFrame(frame);
  }, [complete]);
  const rows = complete ? shown : shown.slice(0, FIRST_ROWS);

  if (items.length === 0) {
    return (
      <Text c="dimmed" role="status">
        There are no {noun} in the catalogue yet.
      </Text>
    );
  }
  return (
    <div className={classes.wrapper}>
      <div className={classes.toolbar}>
        {filterable && (
          <TextInput
            className={classes.filter}
            aria-label={`Filter ${noun}`}
            placeholder={`Filter ${noun} by name or text`}
            leftSection={<IconFilter size={16} aria-hidden />}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
        )}
        <Text size="sm" c="dimmed" role="status">
          {shown.length === items.length
            ? `${items.length} ${noun}`
            : `${shown.length} of ${items.length} ${noun}`}
        </Text>
      </div>
      {shown.length === 0 ? (
        <Text c="dimmed">
          No {noun} match “{filter.trim()}”.
        </Text>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must be reachable by keyboard (WCAG 2.1.1).
        <section className={classes.scroller} aria-label={label} tabIndex={0}>
          <table className={classes.table}>
            <thead>
              <tr>
                <th scope="col" className={classes.first}>
                  Name
                </th>
                {columns.map((column) => (
                  <th key={column.header} scope="col" data-numeric={column.numeric || undefined}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((item) => (
                <tr key={item.id}>
                  <th scope="row" className={classes.first}>
                    <Link to={hrefOf(item)} className={classes.link}>
                      {item.name}
                    </Link>
                  </th>
                  {columns.map((column) => (
                    <td key={column.header} data-numeric={column.numeric || undefined}>
                      {column.cell(item)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
