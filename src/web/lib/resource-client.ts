// The one generic resource client of the browser (docs/product.md#calls,
// docs/decisions/004-one-resource-mechanism.md): list, get, post, patch and delete of an entity, each with an
// optional query and body, answers read from their `data` field and checked with zod where the UI relies on
// their shape; on TanStack Query for the admin pages. A list whose query object holds only empty values is
// not fetched (docs/product.md#calls).
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ListQuery, listQueryString } from '../../domain/resources/list-query.ts';
import type { ResourceItem } from '../../domain/resources/types.ts';
import type { ApiErrorDetails } from '../../server/api/types.ts';
import { reachabilityFetch } from '../kernel/server-reachability.ts';

/** What a refused call carries besides code and message (src/server/api/errors.ts). */
export type { ApiErrorDetails };

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }
}

const errorBody = z.object({
  error: z.looseObject({ code: z.string(), message: z.string() }),
});

export const itemSchema = z.looseObject({ id: z.string(), version: z.number().int() });
const listSchema = z.object({ items: z.array(itemSchema), total: z.number().int().min(0) });

type ResourceList<T = ResourceItem> = { items: T[]; total: number };

export type Query = Record<string, unknown>;

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every(isEmpty));

/** docs/product.md#calls: a list query whose values are all empty is not sent. */
export function hasOnlyEmptyValues(query: Query | undefined): boolean {
  return query !== undefined && Object.values(query).every(isEmpty);
}

/** A query object as a query string: list queries in their own format, anything else as plain values. */
export function queryString(query: Query | undefined): string {
  if (!query) return '';
  const listKeys = ['page', 'pageSize', 'sort', 'filter', 'search'];
  if (Object.keys(query).every((key) => listKeys.includes(key))) {
    return listQueryString(query as Partial<ListQuery>);
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (isEmpty(value)) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };

async function failure(response: Response): Promise<ApiRequestError> {
  const parsed = errorBody.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    return new ApiRequestError(
      response.status,
      'HTTP_ERROR',
      `The server answered ${response.status}. Please try again.`,
    );
  }
  const { code, message, ...details } = parsed.data.error;
  return new ApiRequestError(response.status, code, message, details as ApiErrorDetails);
}

/** One call; the answer's `data`, checked against `schema` when given. 204 answers undefined. */
export async function apiRequest<T = unknown>(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  options: RequestOptions & { schema?: z.ZodType<T> } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await reachabilityFetch(`${path}${queryString(options.query)}`, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'NETWORK_ERROR',
      'The server is not reachable. Check the connection and try again.',
    );
  }
  if (!response.ok) throw await failure(response);
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
  if (!options.schema) return body?.data as T;
  const parsed = options.schema.safeParse(body?.data);
  if (!parsed.success) {
    throw new ApiRequestError(
      response.status,
      'INVALID_RESPONSE',
      'The server sent an answer this page cannot read. Reload the page.',
    );
  }
  return parsed.data;
}

/** The generic resource client of an entity at `path` (e.g. /api/admin/pumps). */
export function resourceClient(path: string) {
  return {
    list: (options: RequestOptions = {}) =>
      apiRequest('GET', path, { ...options, schema: listSchema }) as Promise<ResourceList>,
    get: (id: string, options: RequestOptions = {}) =>
      apiRequest('GET', `${path}/${encodeURIComponent(id)}`, {
        ...options,
        schema: itemSchema,
      }) as Promise<ResourceItem>,
    post: (options: RequestOptions = {}) =>
      apiRequest('POST', path, { ...options, schema: itemSchema }) as Promise<ResourceItem>,
    patch: (id: string, options: RequestOptions = {}) =>
      apiRequest('PATCH', `${path}/${encodeURIComponent(id)}`, {
        ...options,
        schema: itemSchema,
      }) as Promise<ResourceItem>,
    delete: (id: string, options: RequestOptions = {}) =>
      apiRequest<void>('DELETE', `${path}/${encodeURIComponent(id)}`, options),
  };
}

export const adminPath = (entity: string) => `/api/admin/${entity}`;

const keys = {
  all: (entity: string): QueryKey => ['resource', entity],
  list: (entity: string, query: Query | undefined): QueryKey => ['resource', entity, 'list', query ?? null],
  item: (entity: string, id: string): QueryKey => ['resource', entity, 'item', id],
};

/** A page of an admin entity; not fetched while every value of `query` is empty. */
export function useResourceList(entity: string, query?: Partial<ListQuery> & Query) {
  return useQuery({
    queryKey: keys.list(entity, query),
    queryFn: ({ signal }) => resourceClient(adminPath(entity)).list({ ...(query ? { query } : {}), signal }),
    enabled: !hasOnlyEmptyValues(query),
    placeholderData: (previous) => previous,
  });
}

export function useResourceItem(entity: string, id: string | undefined) {
  return useQuery({
    queryKey: keys.item(entity, id ?? ''),
    queryFn: ({ signal }) => resourceClient(adminPath(entity)).get(id as string, { signal }),
    enabled: Boolean(id),
  });
}

/** Create, update (with the version the user edited) and delete; each refreshes the entity's lists. */
export function useResourceMutations(entity: string) {
  const queryClient = useQueryClient();
  const client = resourceClient(adminPath(entity));
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.all(entity) });
  return {
    create: useMutation({
      mutationFn: (values: Record<string, unknown>) => client.post({ body: { values } }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; expectedVersion: number; values: Record<string, unknown> }) =>
        client.patch(input.id, { body: { expectedVersion: input.expectedVersion, values: input.values } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (input: { id: string; expectedVersion: number }) =>
        client.delete(input.id, { query: { expectedVersion: input.expectedVersion } }),
      onSuccess: refresh,
    }),
  };
}

/**
 * Uploads a file (multipart, field "file") and reports the upload's progress (0 to 1): large
 * spreadsheet imports show it while the file travels; the answer is the import preview.
 */
export function uploadFile<T = unknown>(
  path: string,
  file: Blob,
  options: { query?: Query; onProgress?: (fraction: number) => void } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${path}${queryString(options.query)}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, 'NETWORK_ERROR', 'The upload failed: the server is not reachable.'));
    request.onload = () => {
      const response = new Response(request.responseText, {
        status: request.status,
        headers: { 'content-type': 'application/json' },
      });
      if (!response.ok) {
        void failure(response).then(reject);
        return;
      }
      void response.json().then((body: { data?: T }) => resolve(body.data as T), reject);
    };
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}
