// The quote requests' admin routes (src/server/api/admin/quote-request-routes.ts) through the one
// resource client: a page of the list (status filter, search, sort), one request, its status guarded
// by the version, and a new try of its e-mail. Query keys sit under ['resource', …], so the admin
// frame's rule (no retries for refusals) and the resource mutations' refreshes apply to them too.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { z } from 'zod';
import type { QuoteMailStatus, QuoteRequestStatus } from '../../../../server/api/types.ts';
import { apiRequest } from '../../../lib/resource-client.ts';

export const QUOTE_REQUESTS = 'quote-requests';
const BASE = `/api/admin/${QUOTE_REQUESTS}`;

/** docs/product.md#quotes: how far sales got with the lead, in the order it goes. */
export const STATUS_LABELS: Record<QuoteRequestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  won: 'Won',
  lost: 'Lost',
};
/** Filled badges in dark shades: white text on them keeps WCAG AA contrast at badge size. */
export const STATUS_COLORS: Record<QuoteRequestStatus, string> = {
  new: 'blue.8',
  contacted: 'grape.8',
  won: 'teal.9',
  lost: 'gray.7',
};
export const STATUSES = Object.keys(STATUS_LABELS) as QuoteRequestStatus[];

export const MAIL_LABELS: Record<QuoteMailStatus, string> = {
  pending: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  logged: 'Logged (no mail server)',
  failed: 'Failed',
};
export const MAIL_COLORS: Record<QuoteMailStatus, string> = {
  pending: 'yellow',
  sending: 'blue',
  sent: 'teal',
  logged: 'gray',
  failed: 'red',
};
const MAIL_STATUSES = Object.keys(MAIL_LABELS) as QuoteMailStatus[];

/** A mail that has not gone out (given up, or waiting for its next try) may be sent again now. */
export function mayRetryMail(status: QuoteMailStatus): boolean {
  return status === 'failed' || status === 'pending';
}

const timestamp = z.string();
export const quoteRequestSchema = z.looseObject({
  id: z.string(),
  version: z.number().int(),
  code: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  country: z.string(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  locale: z.string(),
  consentAt: timestamp,
  createdBy: z.string().nullable(),
  status: z.enum(STATUSES as [QuoteRequestStatus, ...QuoteRequestStatus[]]),
  mailStatus: z.enum(MAIL_STATUSES as [QuoteMailStatus, ...QuoteMailStatus[]]),
  mailAttempts: z.number().int(),
  mailLastError: z.string().nullable(),
  mailNextAttemptAt: timestamp,
  mailSentAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  machine: z.object({ slug: z.string(), name: z.string() }),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
const listSchema = z.object({ items: z.array(quoteRequestSchema), total: z.number().int().min(0) });

/** The sortable columns (QUOTE_REQUEST_SORTS on the server). */
export type QuoteRequestSortField =
  | 'createdAt'
  | 'name'
  | 'company'
  | 'country'
  | 'machine'
  | 'status'
  | 'mailStatus';

export type QuoteRequestListQuery = {
  page: number;
  pageSize: number;
  status: QuoteRequestStatus | null;
  search: string;
  sort: { field: QuoteRequestSortField; desc: boolean } | null;
};

/** The route's query string: empty parts left out; sort in the list query's syntax (`-name`). */
function listParams(query: QuoteRequestListQuery): string {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  if (query.status) params.set('status', query.status);
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.sort) params.set('sort', `${query.sort.desc ? '-' : ''}${query.sort.field}`);
  return params.toString();
}

const keys = {
  all: ['resource', QUOTE_REQUESTS] as const,
  list: (query: QuoteRequestListQuery) => ['resource', QUOTE_REQUESTS, 'list', query] as const,
  item: (id: string) => ['resource', QUOTE_REQUESTS, 'item', id] as const,
};

export function useQuoteRequestList(query: QuoteRequestListQuery, options: { enabled: boolean }) {
  return useQuery({
    enabled: options.enabled,
    queryKey: keys.list(query),
    queryFn: ({ signal }) =>
      apiRequest('GET', `${BASE}?${listParams(query)}`, { schema: listSchema, signal }),
    placeholderData: keepPreviousData,
  });
}

/** How often an open request asks again while its e-mail is on its way (the outbox works in rounds). */
const MAIL_POLL_MS = 5000;

export function useQuoteRequest(id: string | undefined) {
  return useQuery({
    queryKey: keys.item(id ?? ''),
    queryFn: ({ signal }) =>
      apiRequest('GET', `${BASE}/${encodeURIComponent(id as string)}`, {
        schema: quoteRequestSchema,
        signal,
      }),
    enabled: Boolean(id),
    refetchInterval: (query) => {
      const status = query.state.data?.mailStatus;
      return status === 'pending' || status === 'sending' ? MAIL_POLL_MS : false;
    },
  });
}

export function useQuoteRequestMutations(id: string) {
  const queryClient = useQueryClient();
  const settle = (item: QuoteRequest) => {
    queryClient.setQueryData(keys.item(id), item);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: [...keys.all, 'list'] }),
      queryClient.invalidateQueries({ queryKey: [...keys.all, 'history', id] }),
    ]);
  };
  return {
    /** takes over a version the server sent (the current item of a 409) */
    adopt: (item: QuoteRequest) => queryClient.setQueryData(keys.item(id), item),
    setStatus: useMutation({
      mutationFn: (input: { expectedVersion: number; status: QuoteRequestStatus }) =>
        apiRequest('PATCH', `${BASE}/${encodeURIComponent(id)}`, {
          body: { expectedVersion: input.expectedVersion, values: { status: input.status } },
          schema: quoteRequestSchema,
        }),
      onSuccess: settle,
    }),
    retryMail: useMutation({
      mutationFn: () =>
        apiRequest('POST', `${BASE}/${encodeURIComponent(id)}/retry-mail`, { schema: quoteRequestSchema }),
      onSuccess: settle,
    }),
  };
}

export const itemPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
export const pdfUrl = (id: string) => `${itemPath(id)}/quote.pdf`;

/** The public configurator with the request's saved configuration (/configurator/{slug}). */
export const configuratorUrl = (request: Pick<QuoteRequest, 'code' | 'machine'>) =>
  `/configurator/${encodeURIComponent(request.machine.slug)}?code=${encodeURIComponent(request.code)}`;

/** Dates as the admin tables write them (resource-values.ts). */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '–';
  const date = dayjs(value);
  return date.isValid() ? date.format('YYYY-MM-DD HH:mm') : value;
}

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const languages = new Intl.DisplayNames(['en'], { type: 'language' });

/** "Spain (ES)"; the code alone when the browser does not know it. */
export function countryName(code: string): string {
  const name = displayName(regions, code);
  return name ? `${name} (${code})` : code;
}

export function languageName(locale: string): string {
  return displayName(languages, locale) ?? locale;
}

function displayName(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    const name = names.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    // a code the browser's Intl does not accept: shown as it is
    return undefined;
  }
}
