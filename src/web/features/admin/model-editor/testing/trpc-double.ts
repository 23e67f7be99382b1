// A tRPC server double for the model editor's tests: answers /api/trpc calls (batched or not) from
// handlers keyed by procedure path, records every call with its input, and answers errors in the
// envelope the server's error formatter gives them (code and details in `data`).
import { vi } from 'vitest';

export type TrpcCall = { path: string; input: unknown };
type Answer =
  | { result: unknown }
  | { error: { code: string; httpStatus: number; message: string; data?: Record<string, unknown> } };
export type Handler = (input: unknown) => Answer | Promise<Answer>;

export const ok = (result: unknown): Answer => ({ result });
export const refused = (
  code: string,
  httpStatus: number,
  message: string,
  data?: Record<string, unknown>,
): Answer => ({ error: { code, httpStatus, message, ...(data ? { data } : {}) } });

/**
 * Answers one /api/trpc request (batched or not) from `handlers`, recording each call in `calls`: for a
 * page's fetch double that answers other addresses too (stubFetch's `/api/trpc/*`).
 */
export function trpcResponder(handlers: Record<string, Handler>, calls: TrpcCall[] = []) {
  return async (url: URL, method: string, body: string): Promise<Response> => {
    const paths = decodeURIComponent(url.pathname.slice('/api/trpc/'.length)).split(',');
    const batched = url.searchParams.get('batch') === '1';
    const raw = method === 'POST' ? body : (url.searchParams.get('input') ?? '');
    const inputs = raw ? JSON.parse(raw) : {};
    const results = await Promise.all(
      paths.map(async (path, index) => {
        const procedureInput = batched ? inputs[index] : inputs;
        calls.push({ path, input: procedureInput });
        const handler = handlers[path];
        const answer = handler
          ? await handler(procedureInput)
          : refused('NOT_FOUND', 404, `No procedure ${path}`);
        if ('error' in answer) {
          const { code, httpStatus, message, data } = answer.error;
          return { error: { message, code: -32000, data: { ...data, code, httpStatus, path } } };
        }
        return { result: { data: answer.result } };
      }),
    );
    const failed = results.some((entry) => 'error' in entry);
    return Response.json(batched ? results : results[0], { status: failed ? (batched ? 207 : 400) : 200 });
  };
}

export function stubTrpc(handlers: Record<string, Handler>) {
  const calls: TrpcCall[] = [];
  const respond = trpcResponder(handlers, calls);
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    if (url.pathname === '/api/auth/session') return Response.json(null);
    if (!url.pathname.startsWith('/api/trpc/')) return new Response('{}', { status: 404 });
    return respond(url, init?.method === 'POST' ? 'POST' : 'GET', String(init?.body ?? ''));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, of: (path: string) => calls.filter((call) => call.path === path) };
}
