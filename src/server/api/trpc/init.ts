import { initTRPC, TRPCError } from '@trpc/server';
import type { Permission } from '../../../domain/permissions.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from '../../db/unavailable.ts';
import type { RequestContext } from '../context.ts';
import { checkPolicy, POLICY_MESSAGES, type Policy } from '../policy.ts';
import { INTERNAL_ERROR_MESSAGE } from '../rest/define.ts';

export type ProcedureMeta = { policy?: Policy };

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // The formatter below decides about stack traces from the validated config, not process.env.
    isDev: false,
    sse: { enabled: false },
    // Bodies never carry a stack, in any environment: the server log has it (handler.ts onError).
    errorFormatter({ shape, error }) {
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        message: internal ? INTERNAL_ERROR_MESSAGE : shape.message,
        data,
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

/** Failures that are not bugs get their SPEC §8 code here, before the formatter sees them. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    throw new TRPCError({
      code: 'SERVICE_UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      cause: result.error,
    });
  }
  return result;
});

function withPolicy(policy: Policy) {
  return t.procedure
    .use(mapErrors)
    .meta({ policy })
    .use(({ ctx, next }) => {
      const decision = checkPolicy(policy, ctx.user);
      if (!decision.ok) throw new TRPCError({ code: decision.code, message: POLICY_MESSAGES[decision.code] });
      return next({ ctx });
    });
}

// The policy check has already refused anonymous callers; this tells TypeScript `ctx.user` is set.
const withUser = t.middleware(({ ctx, next }) => {
  const user = ctx.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: POLICY_MESSAGES.UNAUTHORIZED });
  return next({ ctx: { ...ctx, user } });
});

/** Anyone, signed in or not (the public configurator). */
export const publicProcedure = withPolicy({ kind: 'public' });

/** Any signed-in, enabled user; `ctx.user` is set. */
export const signedInProcedure = withPolicy({ kind: 'signedIn' }).use(withUser);

/** Users whose role holds the permission (src/domain/permissions.ts). */
export function permissionProcedure(permission: Permission) {
  return withPolicy({ kind: 'permission', permission }).use(withUser);
}
