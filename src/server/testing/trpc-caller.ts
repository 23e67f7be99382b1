import { TRPCError } from '@trpc/server';
import { expect } from 'vitest';
import type { RequestContext, SessionUser } from '../api/context.ts';
import { createCallerFactory } from '../api/trpc/init.ts';
import { appRouter } from '../api/trpc/router.ts';
import type { Db } from '../db/client.ts';
import { silentLogger, testConfig } from './test-config.ts';

const createCaller = createCallerFactory(appRouter);

/** A server-side caller of the whole tRPC router with a chosen user and client address. */
export function trpcCaller(
  db: Db,
  options: { user?: SessionUser | null; ip?: string; context?: Partial<RequestContext> } = {},
) {
  const ctx: RequestContext = {
    db,
    config: testConfig(),
    logger: silentLogger,
    log: silentLogger,
    getUser: async () => options.user ?? null,
    requestId: 'test',
    ip: options.ip ?? '127.0.0.1',
    ...options.context,
  };
  return createCaller(ctx);
}

export const TEST_SALES_USER: SessionUser = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Sam Sales',
  email: 'sam@example.com',
  role: 'sales',
  tradeFairModeEnabled: false,
  sessionId: '00000000-0000-4000-8000-0000000000aa',
};

/** The TRPCError a call fails with (the test fails when it does not fail). */
export async function trpcFailure(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}
