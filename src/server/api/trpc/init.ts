import { initTRPC, TRPCError } from '@trpc/server';
import type { Permission } from '../../../domain/permissions.ts';
import type { RequestContext } from '../context.ts';
import { errorDetailsOf, trpcErrorOf } from '../errors.ts';
import { checkPolicy, POLICY_MESSAGES, type Policy } from '../policy.ts';

export type ProcedureMeta = { policy?: Policy };

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // The formatter below decides about stack traces from the validated config, not process.env.
    isDev: false,
    sse: { enabled: false },
    errorFormatter({ shape, error, ctx }) {
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const dev = ctx?.config.NODE_ENV === 'development';
      const { stack: _stack, ...data } = shape.data;
      return {
        ...shape,
        message: internal && !dev ? 'Something went wrong on the server. Please try again.' : shape.message,
        data: { ...(dev ? { ...data, stack: error.stack } : data), ...errorDetailsOf(error.cause) },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

/** Data errors (stale version, in use, duplicate …) answer with their SPEC §8 code (src/server/api/errors.ts). */
const mapDataErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = trpcErrorOf(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

function withPolicy(policy: Policy) {
  return t.procedure
    .meta({ policy })
    .use(mapDataErrors)
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
