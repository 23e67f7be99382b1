import type { Context, Hono } from 'hono';
import type { RequestContext } from '../context.ts';
import { restErrorResponse } from '../errors.ts';
import { checkPolicy, POLICY_MESSAGES, type Policy } from '../policy.ts';

export type AppEnv = {
  Variables: { ctx: RequestContext; requestId: string; log: () => RequestContext['log'] };
};

export type RestRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  policy: Policy;
  /** the largest body the route reads, when more than the default (uploads) */
  maxBodyBytes?: number;
  handler: (c: Context<AppEnv>, ctx: RequestContext) => Response | Promise<Response>;
};

/** Declared policies of every mounted `/api` route, so a test can find one that has none. */
export type RouteRegistry = {
  method: string;
  path: string;
  /** `delegated`: tRPC and Auth.js, whose procedures carry their own; `infrastructure`: middleware and the 404. */
  policy: Policy | 'delegated' | 'infrastructure';
}[];

export function jsonError(status: number, code: string, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

export function mountRoutes(app: Hono<AppEnv>, routes: RestRoute[], registry: RouteRegistry): void {
  for (const route of routes) {
    registry.push({ method: route.method, path: route.path, policy: route.policy });
    app.on(route.method, route.path, async (c) => {
      const ctx = c.get('ctx');
      const decision = checkPolicy(route.policy, ctx.user);
      if (!decision.ok) return jsonError(decision.status, decision.code, POLICY_MESSAGES[decision.code]);
      try {
        return await route.handler(c, ctx);
      } catch (error) {
        // Data errors and deliberate 4xx answers; anything else is the app's 500.
        const answer = restErrorResponse(error);
        if (answer) return answer;
        throw error;
      }
    });
  }
}
