// The one error mapping (src/server/api/errors.ts): each data error answers with its code
// (docs/product.md#errors) and status, the same over tRPC and over REST, with a message and the details the
// UI needs.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { DataError, type DataErrorCode, mapDbError } from '../db/queries/errors.ts';
import { DATABASE_BUSY_MESSAGE, DATABASE_UNAVAILABLE_MESSAGE, DatabasePoolBusy } from '../db/unavailable.ts';
import { WorkerPoolBusy } from '../services/worker-pool.ts';
import { XlsxError } from '../services/xlsx/errors.ts';
import { silentLogger, testConfig } from '../testing/test-config.ts';
import { ApiError, DATA_ERROR_CODES, mapApiError } from './errors.ts';
import { type AppEnv, mountRoutes, type RouteRegistry } from './rest/define.ts';
import { trpcHandler } from './trpc/handler.ts';
import { publicProcedure, router } from './trpc/init.ts';

const CASES: [DataErrorCode, DataError, number, string][] = [
  [
    'CONFLICT',
    new DataError('CONFLICT', 'Pump "A" was changed by someone else.', undefined, {
      current: { id: 'x', version: 3 },
    }),
    409,
    'CONFLICT',
  ],
  ['NOT_FOUND', new DataError('NOT_FOUND', 'Pump not found.'), 404, 'NOT_FOUND'],
  [
    'IN_USE',
    new DataError(
      'IN_USE',
      'Cannot delete pump "A": it is still used by 2 machine versions.',
      'machine_versions',
      {
        dependants: [{ table: 'machine_versions', label: 'machine versions', count: 2 }],
      },
    ),
    412,
    'PRECONDITION_FAILED',
  ],
  [
    'DUPLICATE',
    new DataError('DUPLICATE', 'Another record already uses the slug "x".', 'machines_slug_idx', {
      field: 'slug',
    }),
    422,
    'UNPROCESSABLE_CONTENT',
  ],
  [
    'INVALID',
    new DataError('INVALID', 'The rpm is out of range.', 'pumps_rpm_check', { field: 'rpm' }),
    422,
    'UNPROCESSABLE_CONTENT',
  ],
  [
    'MISSING_REFERENCE',
    new DataError('MISSING_REFERENCE', 'The pump type does not exist.', undefined, { field: 'pumpTypeId' }),
    422,
    'UNPROCESSABLE_CONTENT',
  ],
];

const byCode = new Map(CASES.map(([code, error]) => [code, error]));

/** A server that is busy or away, as node-postgres (wrapped by drizzle) and the worker pool say it. */
const BUSY_OR_AWAY: Record<string, Error> = {
  poolWait: new Error('Failed query', {
    cause: new DatabasePoolBusy(new Error('timeout exceeded when trying to connect')),
  }),
  // A wait while the database answered none of the pool's connections lately (db/client.ts).
  unansweredPoolWait: new Error('Failed query', {
    cause: new Error('timeout exceeded when trying to connect'),
  }),
  workersFull: new WorkerPoolBusy('full'),
  refused: new Error('Failed query', {
    cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  }),
  connectTimeout: new Error('Connection terminated due to connection timeout', {
    cause: new Error('Connection terminated unexpectedly'),
  }),
};

const thrown = (name = '') => byCode.get(name as DataErrorCode) ?? BUSY_OR_AWAY[name];

const testRouter = router({
  fail: publicProcedure.input(z.object({ code: z.string() })).query(({ input }) => {
    throw thrown(input.code);
  }),
});

function build() {
  const app = new Hono<AppEnv>();
  const config = testConfig();
  app.use('*', async (c, next) => {
    c.set('ctx', {
      db: {} as Db,
      config,
      logger: silentLogger,
      log: silentLogger,
      requestId: 't',
      ip: '::1',
      getUser: async () => null,
    });
    await next();
  });
  app.all('/api/trpc/*', trpcHandler(testRouter, undefined));
  const registry: RouteRegistry = [];
  mountRoutes(
    app,
    [
      {
        method: 'GET',
        path: '/api/fail/:code',
        policy: { kind: 'public' },
        handler: (c) => {
          throw thrown(c.req.param('code'));
        },
      },
    ],
    registry,
  );
  return app;
}

describe('data errors answer with their code', () => {
  it('every data error code has a mapping', () => {
    expect(Object.keys(DATA_ERROR_CODES).sort()).toEqual(CASES.map(([code]) => code).sort());
  });

  it.each(CASES)('%s over tRPC', async (code, error, status, specCode) => {
    const input = encodeURIComponent(JSON.stringify({ code }));
    const response = await build().request(`http://localhost/api/trpc/fail?input=${input}`);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: { message: string; data: Record<string, unknown> } };
    expect(body.error.message).toBe(error.message);
    expect(body.error.data).toMatchObject({ code: specCode, httpStatus: status });
    expect(body.error.data.stack).toBeUndefined();
    if (error.info.current) expect(body.error.data.current).toEqual(error.info.current);
    if (error.info.dependants) expect(body.error.data.dependants).toEqual(error.info.dependants);
    if (error.info.field) expect(body.error.data.fields).toEqual({ [error.info.field]: error.message });
  });

  it.each(CASES)('%s over REST', async (code, error, status, specCode) => {
    const response = await build().request(`http://localhost/api/fail/${code}`);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { error: Record<string, unknown> };
    expect(body.error).toMatchObject({ code: specCode, message: error.message });
    if (error.info.current) expect(body.error.current).toEqual(error.info.current);
    if (error.info.dependants) expect(body.error.dependants).toEqual(error.info.dependants);
  });

  it('maps deliberate API errors and refused workbooks too, and nothing else', () => {
    expect(mapApiError(new ApiError('FORBIDDEN', 'no'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(mapApiError(new XlsxError('TOO_LARGE', 'big'))).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(
      mapApiError(
        new XlsxError('REFUSED', 'formula', [{ sheet: 'pumps', row: 3, column: 'name', message: 'formula' }]),
      ),
    ).toMatchObject({
      status: 422,
      details: { problems: [{ sheet: 'pumps', row: 3, column: 'name' }] },
    });
    expect(mapApiError(new Error('boom'))).toBeUndefined();
  });
});

describe('a busy server is not an outage', () => {
  const answer = async (name: string, transport: 'tRPC' | 'REST') => {
    const input = encodeURIComponent(JSON.stringify({ code: name }));
    const response = await build().request(
      transport === 'tRPC'
        ? `http://localhost/api/trpc/fail?input=${input}`
        : `http://localhost/api/fail/${name}`,
    );
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      text: await response.text(),
    };
  };

  it.each(['tRPC', 'REST'] as const)(
    'a wait for a pooled connection is busy, with Retry-After (%s)',
    async (transport) => {
      const busy = await answer('poolWait', transport);
      expect(busy).toMatchObject({ status: 503, retryAfter: '5' });
      expect(busy.text).toContain(DATABASE_BUSY_MESSAGE);
      expect(busy.text).toContain('SERVICE_UNAVAILABLE');
      const workers = await answer('workersFull', transport);
      expect(workers).toMatchObject({ status: 503, retryAfter: '5' });
      expect(workers.text).toContain(new WorkerPoolBusy('full').message);
    },
  );

  it.each(['tRPC', 'REST'] as const)(
    'a refused or timed-out connection is an outage, without Retry-After (%s)',
    async (transport) => {
      for (const name of ['refused', 'connectTimeout', 'unansweredPoolWait']) {
        const away = await answer(name, transport);
        expect(away, name).toMatchObject({ status: 503, retryAfter: null });
        expect(away.text, name).toContain(DATABASE_UNAVAILABLE_MESSAGE);
      }
    },
  );
});

/** PostgreSQL errors as the drivers raise them (SQLSTATE in `code`, wrapped by drizzle). */
function pgError(fields: Record<string, string>): Error {
  return new Error('Failed query', { cause: Object.assign(new Error('db'), fields) });
}

describe('database refusals name the field in words', () => {
  it('a duplicate names the column and value', () => {
    const error = mapDbError(
      pgError({
        code: '23505',
        table: 'machines',
        constraint: 'machines_slug_idx',
        detail: 'Key (slug)=(rim-120) already exists.',
      }),
      'machine "RIM 120"',
    ) as DataError;
    expect(error).toMatchObject({ code: 'DUPLICATE', info: { field: 'slug' } });
    expect(error.message).toBe(
      'Cannot save machine "RIM 120": another record already uses the slug "rim-120".',
    );
  });

  it('a duplicate on an expression index names the column inside it', () => {
    const error = mapDbError(
      pgError({
        code: '23505',
        table: 'users',
        constraint: 'users_email_lower_idx',
        detail: 'Key (lower(email))=(a@b.example) already exists.',
      }),
      'user "A"',
    ) as DataError;
    expect(error).toMatchObject({ code: 'DUPLICATE', info: { field: 'email' } });
  });

  it('a failed check names what it checks', () => {
    const error = mapDbError(
      pgError({ code: '23514', table: 'fuses', constraint: 'fuses_amperes_check' }),
      'fuse "F"',
    ) as DataError;
    expect(error).toMatchObject({ code: 'INVALID', info: { field: 'amperes' } });
    expect(error.message).toBe('Cannot save fuse "F": the amperes is out of the allowed range or malformed.');
  });

  it('a missing value and a missing reference name the field', () => {
    expect(
      mapDbError(pgError({ code: '23502', column: 'pressure_class' }), 'mixhead series "M"'),
    ).toMatchObject({
      code: 'INVALID',
      message: 'Cannot save mixhead series "M": the pressure class is required.',
      info: { field: 'pressureClass' },
    });
    expect(
      mapDbError(
        pgError({
          code: '23503',
          detail: 'Key (pump_type_id)=(0b6f…) is not present in table "pump_types".',
        }),
        'pump "P"',
      ),
    ).toMatchObject({
      code: 'MISSING_REFERENCE',
      message: 'Cannot save pump "P": the pump type it refers to does not exist (any more).',
      info: { field: 'pumpTypeId' },
    });
  });

  it('a malformed value is invalid input, and an unknown error stays a server error', () => {
    expect(mapDbError(pgError({ code: '22P02' }), 'pump')).toMatchObject({ code: 'INVALID' });
    const other = pgError({ code: '53100' });
    expect(mapDbError(other, 'pump')).toBe(other);
  });
});
