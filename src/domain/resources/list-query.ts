// The query of a resource list, `?page&pageSize&sort&filter&search`, read by the server and written
// by the browser with the same rules:
// - page: 1, 2, …; pageSize: 1 to 500 (default 25);
// - sort: comma-separated fields, `-` before a field for descending, e.g. `-maxRpm,name`;
// - filter: a JSON object, field → value (equal) or list of values (any of) or null (empty);
// - search: text, looked for case-insensitively in the declared text fields.
import type { ResourceDeclaration, SortOrder } from './types.ts';

const DEFAULT_PAGE_SIZE = 25;
const MAX_PAGE_SIZE = 500;
const MAX_SEARCH_LENGTH = 200;

export type FilterValue = string | number | boolean | null | (string | number | boolean)[];

export type ListQuery = {
  page: number;
  pageSize: number;
  sort: SortOrder[];
  filter: Record<string, FilterValue>;
  search: string;
};

export type ListQueryResult = { ok: true; query: ListQuery } | { ok: false; message: string };

const PARAMS = ['page', 'pageSize', 'sort', 'filter', 'search'];

function positiveInteger(text: string | undefined, name: string, max: number, fallback: number) {
  if (text === undefined || text === '') return { value: fallback };
  if (!/^\d{1,9}$/.test(text) || Number(text) < 1 || Number(text) > max) {
    return { message: `${name} must be a whole number from 1 to ${max}.` };
  }
  return { value: Number(text) };
}

function isScalar(value: unknown): value is string | number | boolean {
  return ['string', 'number', 'boolean'].includes(typeof value);
}

function parseFilter(text: string, declaration: ResourceDeclaration): Record<string, FilterValue> | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'filter must be a JSON object, e.g. {"pressureClass":"high"}.';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return 'filter must be a JSON object, e.g. {"pressureClass":"high"}.';
  }
  const filter: Record<string, FilterValue> = Object.create(null);
  for (const [field, value] of Object.entries(parsed)) {
    if (!declaration.list.filterable.includes(field)) {
      return `Cannot filter ${declaration.title.toLowerCase()} by "${field}". Filters: ${declaration.list.filterable.join(', ') || 'none'}.`;
    }
    const valid =
      value === null ||
      isScalar(value) ||
      (Array.isArray(value) && value.length > 0 && value.length <= 100 && value.every(isScalar));
    if (!valid) return `The filter value of "${field}" must be a value, a non-empty list of values, or null.`;
    filter[field] = value as FilterValue;
  }
  return filter;
}

function parseSort(text: string, declaration: ResourceDeclaration): SortOrder[] | string {
  const sort: SortOrder[] = [];
  for (const part of text.split(',')) {
    const descending = part.startsWith('-');
    const field = descending ? part.slice(1) : part;
    if (!declaration.list.sortable.includes(field)) {
      return `Cannot sort ${declaration.title.toLowerCase()} by "${field}". Sortable: ${declaration.list.sortable.join(', ')}.`;
    }
    if (sort.some((s) => s.field === field)) return `sort names "${field}" twice.`;
    sort.push({ field, direction: descending ? 'desc' : 'asc' });
  }
  return sort;
}

/** Reads and checks a list query; unknown parameters, sort fields and filters are refused by name. */
export function parseListQuery(declaration: ResourceDeclaration, params: URLSearchParams): ListQueryResult {
  for (const name of new Set(params.keys())) {
    if (!PARAMS.includes(name))
      return { ok: false, message: `Unknown parameter "${name}". Use ${PARAMS.join(', ')}.` };
    if (params.getAll(name).length > 1) return { ok: false, message: `Give ${name} once.` };
  }
  const page = positiveInteger(params.get('page') ?? undefined, 'page', 1_000_000, 1);
  if ('message' in page) return { ok: false, message: page.message as string };
  const pageSize = positiveInteger(
    params.get('pageSize') ?? undefined,
    'pageSize',
    MAX_PAGE_SIZE,
    DEFAULT_PAGE_SIZE,
  );
  if ('message' in pageSize) return { ok: false, message: pageSize.message as string };
  const sortText = params.get('sort') ?? '';
  const sort = sortText === '' ? declaration.list.defaultOrder : parseSort(sortText, declaration);
  if (typeof sort === 'string') return { ok: false, message: sort };
  const filterText = params.get('filter') ?? '';
  const filter = filterText === '' ? {} : parseFilter(filterText, declaration);
  if (typeof filter === 'string') return { ok: false, message: filter };
  const search = (params.get('search') ?? '').trim();
  if (search.length > MAX_SEARCH_LENGTH) {
    return { ok: false, message: `search may have at most ${MAX_SEARCH_LENGTH} characters.` };
  }
  return { ok: true, query: { page: page.value, pageSize: pageSize.value, sort, filter, search } };
}

/** The query string of a list query; empty parts are left out. */
export function listQueryString(query: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (query.page && query.page !== 1) params.set('page', String(query.page));
  if (query.pageSize && query.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(query.pageSize));
  if (query.sort?.length) {
    params.set('sort', query.sort.map((s) => `${s.direction === 'desc' ? '-' : ''}${s.field}`).join(','));
  }
  if (query.filter && Object.keys(query.filter).length > 0)
    params.set('filter', JSON.stringify(query.filter));
  if (query.search?.trim()) params.set('search', query.search.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}
