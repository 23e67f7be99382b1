import { initTRPC, TRPCError } from '@trpc/server';
import type { Permission } from '../../../domain/permissions.ts';
import type { RequestContext } from '../context.ts';
import { boundedError, echoed, errorDetailsOf, listedSentences, trpcErrorOf } from '../errors.ts';
import { checkPolicy, POLICY_MESSAGES, type Policy } from '../policy.ts';
import { INTERNAL_ERROR_MESSAGE } from '../rest/define.ts';
import type { ProcedureMeta } from './procedure-meta.ts';

/**
 * The zod issues of a refused input as `fields` (path like `email` or `selection.country` → message),
 * the same shape REST answers carry (src/server/api/errors.ts), for a form to show by its fields.
 */
function inputFields(error: TRPCError): Record<string, string> | undefined {
  const cause = error.cause as { issues?: unknown } | undefined;
  if (error.code !== 'BAD_REQUEST' || !cause || !Array.isArray(cause.issues)) return undefined;
  const fields: Record<string, string> = {};
  for (const issue of cause.issues as { path?: PropertyKey[]; message?: string }[]) {
    const path = (issue.path ?? []).map(String).join('.');
    fields[path] ??= issue.message ?? 'is not valid';
  }
  return fields;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    // The formatter below decides about stack traces from the validated config, not process.env.
    isDev: false,
    sse: { enabled: false },
    // Bodies never carry a stack, in any environment: the server log has it (handler.ts onError).
    // They are bounded like REST's (errors.ts `boundedError`): a huge invalid input gets a small answer.
    errorFormatter({ shape, error }) {
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const { stack: _stack, ...data } = shape.data;
      const fields = inputFields(error);
      const { message, details } = boundedError({
        message: fields
          ? listedSentences(
              Object.entries(fields).map(([path, message]) =>
                path ? `${echoed(path)}: ${message}` : message,
              ),
            )
          : internal
            ? INTERNAL_ERROR_MESSAGE
            : shape.message,
        details: { ...errorDetailsOf(error.cause), ...(fields ? { fields } : {}) },
      });
      return { ...shape, message, data: { ...data, ...details } };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * Failures that are not bugs (data errors, a database that is away) get their code (docs/product.md#errors)
 * here, in the one mapping of src/server/api/errors.ts, before the formatter sees them.
 */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const mapped = trpcErrorOf(result.error.cause);
    if (mapped) throw mapped;
  }
  return result;
});

/**
 * The policy check. Public procedures never read the session (most of their callers have none, and
 * a hot read must not pay for it); the others read it once and carry the user on.
 */
function withPolicy(policy: Policy) {
  return t.procedure.use(mapErrors).meta({ policy });
}

function withUser(policy: Exclude<Policy, { kind: 'public' }>) {
  return withPolicy(policy).use(async ({ ctx, next }) => {
    const user = await ctx.getUser();
    const decision = checkPolicy(policy, user);
    if (!decision.ok || !user) {
      const code = decision.ok ? 'UNAUTHORIZED' : decision.code;
      throw new TRPCError({ code, message: POLICY_MESSAGES[code] });
    }
    return next({ ctx: { ...ctx, user } });
  });
}

/** Anyone, signed in or not (the public configurator); `ctx.getUser()` reads the session if needed. */
export const publicProcedure = withPolicy({ kind: 'public' });

/** Any signed-in, enabled user; `ctx.user` is set. */
export const signedInProcedure = withUser({ kind: 'signedIn' });

/** Users whose role holds the permission (src/domain/permissions.ts); `ctx.user` is set. */
export function permissionProcedure(permission: Permission) {
  return withUser({ kind: 'permission', permission });
}
