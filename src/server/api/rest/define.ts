import type { Context, Hono } from 'hono';
import type { HotHit, HotRequest } from '../../http/hot-path.ts';
import type { AppDeps, RequestContext, SessionUser } from '../context.ts';
import { restErrorResponse } from '../errors.ts';
import { checkPolicy, POLICY_MESSAGES, type Policy } from '../policy.ts';

export type AppEnv = {
  Variables: { ctx: RequestContext; requestId: string; log: () => RequestContext['log'] };
};

/**
 * What a route handler gets: `user` is the checked user of a route with a signed-in policy; on a
 * public route it is null without reading the session (call `getUser()` where the answer depends on it).
 */
export type RouteContext = RequestContext & { user: SessionUser | null };

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  policy: Policy;
  /** Bodies above 1 MB are refused (`request-guard.ts`) unless the route needs more, e.g. uploads. */
  maxBodyBytes?: number;
  /**
   * A GET that can often answer from memory: returns the answer when it is current and the caller is
   * known to be allowed, without I/O, for the hot path (http/hot-path.ts); undefined to go the full way.
   */
  hot?: (request: HotRequest, deps: AppDeps) => HotHit | undefined;
  handler: (c: Context<AppEnv>, ctx: RouteContext) => Response | Promise<Response>;
};

/** Declared policies of every mounted `/api` route, so a test can find one that has none. */
export type RouteRegistry = {
  method: string;
  path: string;
  /** `delegated`: tRPC and Auth.js, whose procedures carry their own; `infrastructure`: middleware and the 404. */
  policy: Policy | 'delegated' | 'infrastructure';
}[];

export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on the server. Please try again.';

export function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

/** Whether a hot answer may go to this caller: public, or a known user the policy allows. */
export function hotAllowed(policy: Policy, user: SessionUser | null | undefined): boolean {
  if (policy.kind === 'public') return true;
  return user !== undefined && checkPolicy(policy, user).ok;
}

/** 405 with the methods a path does answer (GET implies HEAD), as HTTP asks. */
export function methodNotAllowed(allowed: readonly string[]): Response {
  const methods = allowed.flatMap((m) => (m === 'GET' && !allowed.includes('HEAD') ? ['GET', 'HEAD'] : [m]));
  const response = jsonError(405, 'METHOD_NOT_SUPPORTED', `This address answers ${methods.join(', ')} only.`);
  response.headers.set('Allow', methods.join(', '));
  return response;
}

export function mountRoutes(app: Hono<AppEnv>, routes: RestRoute[], registry: RouteRegistry): void {
  const methodsByPath = new Map<string, string[]>();
  for (const route of routes) {
    registry.push({ method: route.method, path: route.path, policy: route.policy });
    methodsByPath.set(route.path, [...(methodsByPath.get(route.path) ?? []), route.method]);
    app.on(route.method, route.path, async (c) => {
      const ctx = c.get('ctx');
      // Public routes never read the session unless their handler asks (ctx.getUser()).
      const user = route.policy.kind === 'public' ? null : await ctx.getUser();
      const decision =
        route.policy.kind === 'public' ? { ok: true as const } : checkPolicy(route.policy, user);
      if (!decision.ok) return jsonError(decision.status, decision.code, POLICY_MESSAGES[decision.code]);
      try {
        return await route.handler(c, { ...ctx, user });
      } catch (error) {
        // Data errors and deliberate 4xx answers; anything else is the app's 500.
        const answer = restErrorResponse(error);
        if (answer) return answer;
        throw error;
      }
    });
  }
  // Registered after every route, so only a method no route of the path takes ends up here.
  for (const [path, methods] of methodsByPath) {
    registry.push({ method: 'ALL', path, policy: 'infrastructure' });
    app.all(path, () => methodNotAllowed(methods));
  }
}
