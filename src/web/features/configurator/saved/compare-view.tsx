// Two saved configurations side by side (docs/product.md#saved-configurations), loaded when the visitor
// asks for them: each code as the current model allows it (openConfiguration), its machine's model, and its
// price by the page's own pricing (livePrice). A table of rows (what) and two columns (the configurations),
// each row that differs marked in words and by a tint; its rows are grids, so that on a phone the row's
// name goes above its two cells (browsers keep a table's semantics under another display).
import { Anchor, Button, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { Link } from '../../../components/ui/router-link.tsx';
import { useTRPC } from '../../../lib/trpc.ts';
import { useSalesModeStatus } from '../sales/sales-mode-status.ts';
import { livePrice } from '../state/live-price.ts';
import { useTexts } from '../texts.tsx';
import classes from './compare.module.css';
import { type CompareLine, type CompareSideData, compareGroups } from './compare-rows.ts';
import pageClasses from './my-configurations.module.css';
import type { CompareSide } from './saved-entry.ts';

const FIVE_MINUTES = 5 * 60 * 1000;

/** One side: the code's configuration, its machine's model and its price. */
function useSide(side: CompareSide, locale: InterfaceLocale, salesMode: boolean) {
  const trpc = useTRPC();
  const opened = useQuery({
    ...trpc.publicConfigurator.openConfiguration.queryOptions({
      code: side.code,
      locale,
    }),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const slug = opened.data?.slug ?? '';
  const model = useQuery({
    ...trpc.publicConfigurator.machineModel.queryOptions({ slug, locale }),
    enabled: slug !== '',
    staleTime: FIVE_MINUTES,
  });
  const data = useMemo((): CompareSideData | null => {
    if (!opened.data || !model.data) return null;
    return {
      model: model.data,
      selection: opened.data.selection,
      price: livePrice(model.data, opened.data.selection, { salesMode, discount: false }),
      notOffered: opened.data.notOffered,
    };
  }, [opened.data, model.data, salesMode]);
  const error = opened.error ?? model.error;
  return {
    data,
    slug: slug || side.slug,
    error,
    notFound: error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND',
    retry: () => {
      if (opened.isError) void opened.refetch();
      if (model.isError) void model.refetch();
    },
  };
}

function Cell({ lines, none }: { lines: CompareLine[]; none: string }) {
  if (lines.length === 0 || lines.every((line) => line.label === '')) {
    return <span className={classes.none}>{none}</span>;
  }
  return (
    <ul className={classes.lines}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a cell's lines never move.
        <li key={index} className={classes.line} data-pending={line.pending || undefined}>
          <span>{line.label}</span>
          {line.price && <span className={classes.price}>{line.price}</span>}
        </li>
      ))}
    </ul>
  );
}

function TableSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" data-testid="compare-loading">
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <Skeleton key={n} height={28} />
      ))}
    </Stack>
  );
}

export function CompareView({ sides, onBack }: { sides: [CompareSide, CompareSide]; onBack: () => void }) {
  const { t, locale } = useTexts();
  const { status } = useSalesModeStatus();
  const salesMode = status.authorised;
  const first = useSide(sides[0], locale, salesMode);
  const second = useSide(sides[1], locale, salesMode);
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  // Opened from the list's button: the comparison's title takes the focus (WCAG 2.4.3).
  useEffect(() => titleRef.current?.focus(), []);

  const both = first.data !== null && second.data !== null;
  const groups = useMemo(
    () => (first.data && second.data ? compareGroups([first.data, second.data], t, locale) : []),
    [first.data, second.data, t, locale],
  );
  const differences = groups.reduce(
    (count, group) => count + group.rows.filter((row) => row.differs).length,
    0,
  );

  const sideTitle = (side: CompareSide, data: CompareSideData | null) =>
    side.name ?? t('myUnnamed', { machine: data?.model.machine.name ?? side.machine ?? side.slug });
  const failed = [first, second].flatMap((side, index) =>
    side.error ? [{ side, code: formatCode(sides[index]?.code ?? '') }] : [],
  );

  return (
    <Stack gap="md" data-testid="compare-view">
      <div>
        <Button variant="subtle" size="sm" onClick={onBack} px={0}>
          {t('myCompareBack')}
        </Button>
      </div>
      <Title order={1} ref={titleRef} tabIndex={-1} id={titleId} className={pageClasses.heading}>
        {t('myCompareTitle')}
      </Title>
      {failed.map(({ side, code }) => (
        <div key={code} role="alert" className={classes.problem}>
          <Text size="sm">
            {side.notFound ? t('myCompareNotFound', { code }) : t('myCompareFailed', { code })}
          </Text>
          {!side.notFound && (
            <Button size="xs" variant="default" onClick={side.retry}>
              {t('retry')}
            </Button>
          )}
        </div>
      ))}
      {failed.length > 0 ? null : !both ? (
        <TableSkeleton />
      ) : (
        <>
          <div className={classes.tools}>
            <Text size="sm" aria-live="polite" data-testid="compare-count">
              {differences === 0 ? t('myCompareSame') : t('myCompareDifferences', { count: differences })}
            </Text>
            <label className={classes.toggle}>
              <input
                type="checkbox"
                checked={onlyDifferences}
                onChange={(event) => setOnlyDifferences(event.currentTarget.checked)}
              />
              {t('myCompareOnlyDifferences')}
            </label>
          </div>
          <table aria-labelledby={titleId} className={classes.table} data-testid="compare-table">
            <thead>
              <tr className={classes.row}>
                <th scope="col" className={classes.corner}>
                  {t('myCompareWhat')}
                </th>
                {[first, second].map((side, index) => {
                  const entry = sides[index] as CompareSide;
                  const data = side.data as CompareSideData;
                  const name = sideTitle(entry, data);
                  return (
                    <th scope="col" key={entry.code} className={classes.sideHead}>
                      <span className={classes.sideName}>{name}</span>
                      <span className={classes.code}>{formatCode(entry.code)}</span>
                      <Anchor
                        component={Link}
                        size="sm"
                        to={`/configurator/${encodeURIComponent(side.slug)}?code=${entry.code}`}
                      >
                        {t('myOpen')}
                        <VisuallyHidden>
                          {t('myWhich', { name, code: formatCode(entry.code) })}
                        </VisuallyHidden>
                      </Anchor>
                    </th>
                  );
                })}
              </tr>
            </thead>
            {groups.map((group) => {
              const rows = onlyDifferences ? group.rows.filter((row) => row.differs) : group.rows;
              if (rows.length === 0) return null;
              return (
                <tbody key={group.key}>
                  <tr className={classes.groupRow}>
                    <th scope="rowgroup" colSpan={3} className={classes.groupTitle}>
                      {group.title}
                    </th>
                  </tr>
                  {rows.map((row) => (
                    <tr
                      key={row.key}
                      className={classes.row}
                      data-differs={row.differs || undefined}
                      data-testid="compare-row"
                      data-row={row.key}
                    >
                      <th scope="row" className={classes.what}>
                        {row.label}
                        {row.differs && (
                          <span className={classes.differs}>
                            <span aria-hidden>≠ </span>
                            {t('myCompareDiffers')}
                          </span>
                        )}
                      </th>
                      <td className={classes.cell}>
                        <Cell lines={row.cells[0]} none={t('myCompareNone')} />
                      </td>
                      <td className={classes.cell}>
                        <Cell lines={row.cells[1]} none={t('myCompareNone')} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              );
            })}
          </table>
          <Text size="xs" c="dimmed">
            {t('myCompareNote')}
          </Text>
        </>
      )}
    </Stack>
  );
}
