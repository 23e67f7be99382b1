// A server double for the translations page's tests: the translations resource over REST (list with
// filter, search, sort and pages; PATCH with the version check and the reviewed/missing rule) and the
// translationsAdmin procedures over tRPC, on rows the test gives, recording every call.
import { type Answer, json, serverRoutes, sessionFor, stubFetch } from '../../../../testing/render.tsx';
import {
  type Handler,
  ok,
  refused,
  type TrpcCall,
  trpcResponder,
} from '../../model-editor/testing/trpc-double.ts';
import type { TranslationRow } from '../use-translation-rows.ts';

const LANGUAGES = [
  ['de', 'German'],
  ['it', 'Italian'],
  ['ja', 'Japanese'],
  ['es', 'Spanish'],
  ['pt', 'Portuguese'],
  ['cs', 'Czech'],
  ['zh', 'Chinese'],
  ['ko', 'Korean'],
] as const;

let counter = 0;

/** A translation row; by default a missing German text of the machine "hx". */
export function translationRow(values: Partial<TranslationRow> = {}): TranslationRow {
  counter += 1;
  const key = values.key ?? `configurator.hx.option.${counter}`;
  const locale = values.locale ?? 'de';
  return {
    id: `${locale}:${key}`,
    version: 1,
    key,
    locale,
    state: 'missing',
    text: null,
    source: `Option number ${counter}`,
    context: `option interfaces/o-${counter} of HX`,
    machine: 'hx',
    reason: null,
    ...values,
  };
}

export type Job = {
  id: string;
  locale: string;
  status: 'running' | 'done' | 'failed' | 'cancelled';
  done: number;
  total: number;
  failed: number;
  error: string | null;
  createdAt: string;
  createdBy: string;
};

export function job(values: Partial<Job> = {}): Job {
  return {
    id: '0b9f5d0e-1c3a-4d7e-9a51-3f5c2b7d8e01',
    locale: 'de',
    status: 'running',
    done: 0,
    total: 4,
    failed: 0,
    error: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    createdBy: 'Dana Developer',
    ...values,
  };
}

type Filter = Record<string, string | null>;

function listOf(rows: TranslationRow[], url: URL) {
  const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Filter;
  const search = (url.searchParams.get('search') ?? '').toLowerCase();
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
  const sort = url.searchParams.get('sort');
  let found = rows.filter(
    (row) =>
      Object.entries(filter).every(([name, value]) => row[name as keyof TranslationRow] === value) &&
      (!search || `${row.source ?? ''} ${row.text ?? ''}`.toLowerCase().includes(search)),
  );
  if (sort) {
    const descending = sort.startsWith('-');
    const field = sort.replace(/^-/, '') as keyof TranslationRow;
    found = [...found].sort(
      (a, b) => String(a[field]).localeCompare(String(b[field])) * (descending ? -1 : 1),
    );
  }
  return { items: found.slice((page - 1) * pageSize, page * pageSize), total: found.length };
}

/**
 * The translations server: `rows` are its data (changed by PATCH and markReviewed), `procedures` add to or
 * replace the tRPC answers (progress counts come from the rows; no endpoint configured unless `llm`).
 */
export function translationsServer(
  rows: TranslationRow[],
  options: {
    llm?: boolean;
    procedures?: Record<string, Handler>;
    enabled?: readonly string[];
    extra?: Record<string, Answer>;
  } = {},
) {
  const calls: TrpcCall[] = [];
  const enabled = new Set(options.enabled ?? LANGUAGES.map(([code]) => code));
  const progress = () => ({
    locales: LANGUAGES.map(([locale, language]) => {
      const of = rows.filter((row) => row.locale === locale);
      const count = (state: TranslationRow['state']) => of.filter((row) => row.state === state).length;
      return {
        locale,
        language,
        enabled: enabled.has(locale),
        reviewed: count('reviewed'),
        machine: count('machine'),
        missing: count('missing'),
      };
    }),
    llm: options.llm ? { configured: true, model: 'llama3' } : { configured: false, model: null },
  });
  const handlers: Record<string, Handler> = {
    'translationsAdmin.progress': () => ok(progress()),
    'translationsAdmin.jobs': () => ok([]),
    'configuratorAdmin.machines': () =>
      ok([
        { slug: 'hx', name: 'HX Compact' },
        { slug: 'cx', name: 'CX Cast' },
      ]),
    'translationsAdmin.machineTranslate': () =>
      refused(
        'PRECONDITION_FAILED',
        412,
        'Machine translation needs an OpenAI-compatible endpoint serving Llama 3. Set LLM_BASE_URL (and LLM_MODEL if it is not llama3) and restart the app, e.g. with Ollama: `ollama run llama3`, then LLM_BASE_URL=http://localhost:11434/v1.',
      ),
    'translationsAdmin.markReviewed': (input) => {
      const items = (input as { items: { id: string; version: number }[] }).items;
      let reviewed = 0;
      for (const item of items) {
        const row = rows.find((candidate) => candidate.id === item.id);
        if (row?.state === 'machine') {
          Object.assign(row, { state: 'reviewed', version: row.version + 1, reason: null });
          reviewed += 1;
        }
      }
      return ok({ reviewed, skipped: items.length - reviewed });
    },
    ...options.procedures,
  };
  const trpc = trpcResponder(handlers, calls);
  const patch: Answer = async ({ url, body }) => {
    const id = decodeURIComponent(url.pathname.slice('/api/admin/translations/'.length));
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return json({ error: { code: 'NOT_FOUND', message: 'There is no such translation.' } }, 404);
    const { expectedVersion, values } = JSON.parse(body) as {
      expectedVersion: number;
      values: { text: string | null };
    };
    if (expectedVersion !== row.version) {
      return json(
        {
          error: {
            code: 'CONFLICT',
            message: `Someone else changed the translation ${id}. Load it again.`,
            current: { ...row },
          },
        },
        409,
      );
    }
    const text = values.text?.trim() || null;
    Object.assign(row, {
      text,
      state: text ? 'reviewed' : 'missing',
      reason: null,
      version: row.version + 1,
    });
    return json({ data: { ...row } });
  };
  const stub = stubFetch(
    serverRoutes(sessionFor('development'), {
      '/api/admin/translations': ({ url }) => json({ data: listOf(rows, url) }),
      'PATCH /api/admin/translations/*': patch,
      '/api/trpc/*': ({ url, method, body }) => trpc(url, method, body),
      'POST /api/trpc/*': ({ url, method, body }) => trpc(url, method, body),
      ...options.extra,
    }),
  );
  return {
    ...stub,
    rows,
    /** the tRPC calls of one procedure, with their inputs */
    procedure: (path: string) => calls.filter((call) => call.path === path),
    /** the REST list requests' query strings */
    lists: () =>
      stub.calls
        .filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/translations?'))
        .map((call) => new URL(call.url, 'http://localhost').searchParams),
  };
}
