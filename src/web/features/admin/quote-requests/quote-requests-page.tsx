// /admin/quote-requests (docs/decisions/007-quote-requests-admin-path.md): the customers' quote requests in
// the admin's data table: newest first, sorted, filtered by status and searched on the server, one page at a
// time. A row opens the request's page.
import { Badge, Button, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { can } from '../../../../domain/permissions.ts';
import type { QuoteRequestStatus } from '../../../../server/api/types.ts';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table.tsx';
import { TableSearch } from '../../../components/ui/data-table/table-search.tsx';
import { usePagedTable } from '../../../components/ui/data-table/use-paged-table.ts';
import { Page } from '../../../components/ui/page.tsx';
import { ForbiddenPage } from '../../../kernel/forbidden-page.tsx';
import { routeEntry } from '../../../kernel/route-entry.ts';
import { useSession } from '../../../kernel/session/session.tsx';
import { SEARCH_DEBOUNCE_MS } from '../resource-table.tsx';
import {
  countryName,
  formatDateTime,
  MAIL_COLORS,
  MAIL_LABELS,
  type QuoteRequest,
  type QuoteRequestListQuery,
  type QuoteRequestSortField,
  STATUS_COLORS,
  STATUS_LABELS,
  STATUSES,
  useQuoteRequestList,
} from './quote-request-api.ts';

export const QUOTE_REQUESTS_PATH = '/admin/quote-requests';

const QUOTE_REQUEST_COLUMNS: DataTableColumn<QuoteRequest>[] = [
  // The first column is the row's keyboard handle: the customer's name says which request it opens.
  { id: 'name', header: 'Name', sortable: true, cell: (item) => item.name },
  { id: 'createdAt', header: 'Received', sortable: true, cell: (item) => formatDateTime(item.createdAt) },
  // Country under the company, as the code under the machine: six columns fit beside the sidebar at 1280.
  {
    id: 'company',
    header: 'Company / country',
    sortable: true,
    cell: (item) => (
      <Stack gap={0}>
        <Text span size="sm">
          {item.company}
        </Text>
        <Text span size="xs" c="dimmed">
          {countryName(item.country)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'machine',
    header: 'Machine / code',
    sortable: true,
    cell: (item) => (
      <Stack gap={0}>
        <Text span size="sm">
          {item.machine.name}
        </Text>
        <Text span size="xs" c="dimmed" ff="monospace">
          {formatCode(item.code)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    sortable: true,
    cell: (item) => (
      <Badge variant="filled" color={STATUS_COLORS[item.status]}>
        {STATUS_LABELS[item.status]}
      </Badge>
    ),
  },
  {
    id: 'mailStatus',
    header: 'E-mail',
    sortable: true,
    cell: (item) => (
      <Badge variant="dot" color={MAIL_COLORS[item.mailStatus]}>
        {MAIL_LABELS[item.mailStatus]}
      </Badge>
    ),
  },
];

const STATUS_CHOICES = STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }));

export function QuoteRequestsPage() {
  const mayManage = can(useSession().data?.user.role, 'quoteRequests.manage');
  const navigate = useNavigate();
  const paging = usePagedTable();
  const { page, pageSize, sort, restart } = paging;
  const [status, setStatus] = useState<QuoteRequestStatus | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useMemo<QuoteRequestListQuery>(
    () => ({
      page,
      pageSize,
      status,
      search: debouncedSearch,
      sort: sort ? { field: sort.id as QuoteRequestSortField, desc: sort.desc } : null,
    }),
    [page, pageSize, status, debouncedSearch, sort],
  );
  const list = useQuoteRequestList(query, { enabled: mayManage });
  if (!mayManage) return <ForbiddenPage />;

  const table = paging.tableProps(list);
  const narrowed = debouncedSearch !== '' || status !== null;
  const entry = routeEntry(QUOTE_REQUESTS_PATH);

  return (
    <Page
      title={entry.title}
      subtitle="Customers who asked for a quote in the configurator. Open one to follow it up, download its PDF or send its e-mail to sales again."
    >
      <DataTable
        caption={entry.title}
        columns={QUOTE_REQUEST_COLUMNS}
        rows={list.data?.items}
        {...table}
        onOpenRow={(item) => navigate(`${QUOTE_REQUESTS_PATH}/${encodeURIComponent(item.id)}`)}
        visibilityKey="quote-requests"
        countLabel={(count) => (count === 1 ? 'quote request' : 'quote requests')}
        toolbar={
          <>
            <TableSearch
              label="Search quote requests"
              placeholder="Name, company, e-mail or code"
              value={search}
              onChange={(value) => {
                setSearch(value);
                restart();
              }}
            />
            <Select
              label="Status"
              placeholder="All"
              data={STATUS_CHOICES}
              value={status}
              onChange={(next) => {
                setStatus(next as QuoteRequestStatus | null);
                restart();
              }}
              clearable
              clearButtonProps={{ 'aria-label': 'Show every status' }}
              w={{ base: '100%', xs: 180 }}
            />
          </>
        }
        empty={
          <Stack align="center" gap="xs" py="xl">
            <Text fw={500}>{narrowed ? 'No quote requests match.' : 'No quote requests yet.'}</Text>
            <Text size="sm" c="dimmed">
              {narrowed
                ? 'Change the search or the status to see more.'
                : 'When a customer asks for a quote in the configurator, the request appears here.'}
            </Text>
            {narrowed && (
              <Button
                variant="light"
                size="xs"
                onClick={() => {
                  setSearch('');
                  setStatus(null);
                  restart();
                }}
              >
                Clear search and status
              </Button>
            )}
          </Stack>
        }
      />
    </Page>
  );
}
