import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { silentLogger, testConfig } from '../../testing/test-config.ts';
import type { AppEnv } from '../rest/define.ts';
import { trpcHandler } from './handler.ts';
import { permissionProcedure, publicProcedure, router, signedInProcedure } from './init.ts';

/** docs/product.md#errors: every remote-procedure code with its HTTP status. */
const SPEC_CODES: [TRPC_ERROR_CODE_KEY, number][] = [
  ['PARSE_ERROR', 400],
  ['BAD_REQUEST', 400],
  ['UNAUTHORIZED', 401],
  ['FORBIDDEN', 403],
  ['NOT_FOUND', 404],
  ['METHOD_NOT_SUPPORTED', 405],
  ['TIMEOUT', 408],
  ['CONFLICT', 409],
  ['PRECONDITION_FAILED', 412],
  ['PAYLOAD_TOO_LARGE', 413],
  ['UNSUPPORTED_MEDIA_TYPE', 415],
  ['UNPROCESSABLE_CONTENT', 422],
  ['TOO_MANY_REQUESTS', 429],
  ['CLIENT_CLOSED_REQUEST', 499],
  ['INTERNAL_SERVER_ERROR', 500],
  ['NOT_IMPLEMENTED', 501],
  ['BAD_GATEWAY', 502],
  ['SERVICE_UNAVAILABLE', 503],
  ['GATEWAY_TIMEOUT', 504],
];

const testRouter = router({
  echo: publicProcedure.input(z.object({ text: z.string() })).query(({ input }) => input.text),
  fail: publicProcedure.input(z.object({ code: z.string() })).query(({ input }) => {
    throw new TRPCError({ code: input.code as TRPC_ERROR_CODE_KEY, message: `failed with ${input.code}` });
  }),
  crash: publicProcedure.query(() => {
    throw new Error('database password is hunter2');
  }),
  databaseDown: publicProcedure.query(() => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  }),
  save: publicProcedure.input(z.object({ n: z.number() })).mutation(({ input }) => input.n * 2),
  whoami: signedInProcedure.query(({ ctx }) => ctx.user.email),
  manageUsers: permissionProcedure('users.manage').query(() => 'ok'),
  ticks: publicProcedure.subscription(async function* () {
    yield 1;
  }),
});

function build(options: { nodeEnv?: string; role?: 'sales' | 'admin' } = {}) {
  const config = testConfig({ NODE_ENV: options.nodeEnv ?? 'test' });
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('ctx', {
      db: {} as Db,
      config,
      logger: silentLogger,
      log: silentLogger,
      requestId: 'test',
      ip: '127.0.0.1',
      getUser: async () =>
        options.role
          ? {
              id: 'u1',
              name: 'U',
              email: 'u@x.example',
              role: options.role,
              tradeFairModeEnabled: false,
              sessionId: '00000000-0000-4000-8000-0000000000aa',
            }
          : null,
    });
    await next();
  });
  app.all('/api/trpc/*', trpcHandler(testRouter, undefined));
  return app;
}

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json', origin: 'http://localhost', ...headers },
});

describe('tRPC over HTTP', () => {
  it.each(SPEC_CODES)('maps %s to HTTP %i', async (code, status) => {
    const res = await build().request(`/api/trpc/fail?input=${input({ code })}`);
    expect(res.status).toBe(status);
    const body = await res.json();
    expect(body.error.data.code).toBe(code);
    expect(body.error.data.httpStatus).toBe(status);
  });

  it('runs queries over GET and batches with batch=1', async () => {
    const app = build();
    expect(await (await app.request(`/api/trpc/echo?input=${input({ text: 'hi' })}`)).json()).toEqual({
      result: { data: 'hi' },
    });
    const batched = await app.request(
      `/api/trpc/echo,echo?batch=1&input=${input({ 0: { text: 'a' }, 1: { text: 'b' } })}`,
    );
    expect(await batched.json()).toEqual([{ result: { data: 'a' } }, { result: { data: 'b' } }]);
  });

  it('runs mutations over POST only', async () => {
    const app = build();
    const res = await app.request('/api/trpc/save', post({ n: 21 }));
    expect(await res.json()).toEqual({ result: { data: 42 } });
    const viaGet = await app.request(`/api/trpc/save?input=${input({ n: 1 })}`);
    expect(viaGet.status).toBe(405);
  });

  it('answers BAD_REQUEST with the validation problem for bad input', async () => {
    const res = await build().request(`/api/trpc/echo?input=${input({ text: 5 })}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toMatch(/text/);
  });

  it('refuses a subscription over HTTP with a clear error', async () => {
    const res = await build().request('/api/trpc/ticks');
    expect(res.status).toBe(405);
    const body = await res.json();
    expect(body.error.data.code).toBe('METHOD_NOT_SUPPORTED');
    expect(body.error.message).toMatch(/subscription/i);
  });

  it('rejects mutations that are not JSON', async () => {
    const res = await build().request('/api/trpc/save', {
      method: 'POST',
      body: 'n=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error.data.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('rejects mutations from another origin or with no origin', async () => {
    const app = build();
    const foreign = await app.request('/api/trpc/save', post({ n: 1 }, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.message).toBe(
      'Mutations are accepted only from the application itself.',
    );
    const { origin: _omit, ...noOrigin } = post({ n: 1 }).headers;
    expect((await app.request('/api/trpc/save', { ...post({ n: 1 }), headers: noOrigin })).status).toBe(403);
  });

  it('hides stack traces and internal messages outside development', async () => {
    const res = await build({ nodeEnv: 'production' }).request('/api/trpc/crash');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('"stack"');
    expect(JSON.parse(text).error.message).toBe('Something went wrong on the server. Please try again.');
  });

  it('never shows a stack trace, not even in development', async () => {
    const res = await build({ nodeEnv: 'development' }).request('/api/trpc/crash');
    const text = await res.text();
    expect(res.status).toBe(500);
    expect(text).not.toContain('hunter2');
    expect(text).not.toMatch(/stack|\.ts:\d+|at [\w.]+ \(/);
    expect(JSON.parse(text).error.message).toBe('Something went wrong on the server. Please try again.');
  });

  it('enforces the procedure tiers', async () => {
    expect((await build().request('/api/trpc/whoami')).status).toBe(401);
    expect(await (await build({ role: 'sales' }).request('/api/trpc/whoami')).json()).toEqual({
      result: { data: 'u@x.example' },
    });
    expect((await build({ role: 'sales' }).request('/api/trpc/manageUsers')).status).toBe(403);
    expect((await build({ role: 'admin' }).request('/api/trpc/manageUsers')).status).toBe(200);
  });

  it('answers 400 for a malformed procedure path (was a URIError and 500)', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await build().request('/api/trpc/%ZZ', method === 'POST' ? post({}) : {});
      expect(res.status, method).toBe(400);
      expect((await res.json()).error.data.code).toBe('BAD_REQUEST');
    }
  });

  it('bounds a batch at 10 calls with 413 beyond', async () => {
    const calls = (n: number) => Array.from({ length: n }, () => 'echo').join(',');
    const inputs = (n: number) =>
      input(Object.fromEntries(Array.from({ length: n }, (_, i) => [i, { text: 'x' }])));
    const ten = await build().request(`/api/trpc/${calls(10)}?batch=1&input=${inputs(10)}`);
    expect(ten.status).toBe(200);
    const eleven = await build().request(`/api/trpc/${calls(11)}?batch=1&input=${inputs(11)}`);
    expect(eleven.status).toBe(413);
    expect((await eleven.json()).error.message).toContain('at most 10 calls');
    const hundred = await build({ role: 'sales' }).request(`/api/trpc/${calls(100)}?batch=1`, post({}));
    expect(hundred.status).toBe(413);
  });

  it('answers 503 SERVICE_UNAVAILABLE with a calm message when the database is away', async () => {
    const res = await build().request('/api/trpc/databaseDown');
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.error.data.code).toBe('SERVICE_UNAVAILABLE');
    expect(body.error.message).toMatch(/database cannot be reached/i);
    expect(JSON.stringify(body)).not.toContain('5432');
  });
});
