import { initTRPC, TRPCError } from '@trpc/server';
import type { Permission } from '../../../domain/permissions.ts';
import type { RequestContext } from '../context.ts';
import { checkPolicy, POLICY_MESSAGES, type Policy } from '../policy.ts';

export type ProcedureMeta = { policy?: Policy };

/** One problem of an input, for a form to show next to its field: path like `email` or `selection.country`. */
export type InputIssue = { path: string; message: string };

/** The zod issues of a refused input, in words a form can show; undefined for other errors. */
function inputIssues(error: TRPCError): InputIssue[] | undefined {
  const cause = error.cause as { issues?: unknown } | undefined;
  if (error.code !== 'BAD_REQUEST' || !cause || !Array.isArray(cause.issues)) return undefined;
  return (cause.issues as { path?: PropertyKey[]; message?: string }[]).map((issue) => ({
    path: (issue.path ?? []).map(String).join('.'),
    message: issue.message ?? 'is not valid',
  }));
}

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
      const { stack: _stack, ...rest } = shape.data;
      const issues = inputIssues(error);
      const data = issues ? { ...rest, issues } : rest;
      return {
        ...shape,
        message: issues
          ? issues.map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message)).join(' ')
          : internal && !dev
            ? 'Something went wrong on the server. Please try again.'
            : shape.message,
        data: dev ? { ...data, stack: error.stack } : data,
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const mergeRouters = t.mergeRouters;

function withPolicy(policy: Policy) {
  return t.procedure.meta({ policy }).use(({ ctx, next }) => {
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
