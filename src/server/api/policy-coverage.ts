import type { AnyRouter } from '@trpc/server';
import type { Hono } from 'hono';
import type { AppEnv, RouteRegistry } from './rest/define.ts';
import type { ProcedureMeta } from './trpc/procedure-meta.ts';

export type Endpoint =
  | {
      kind: 'trpc';
      path: string;
      type: 'query' | 'mutation' | 'subscription';
      meta: ProcedureMeta | undefined;
      /** the input validator (a zod schema), when the procedure takes input */
      input: unknown;
      /** the output validator (a zod schema), when the procedure declares one */
      output: unknown;
    }
  | { kind: 'rest'; method: string; path: string };

type ProcedureDefs = Record<
  string,
  {
    _def: {
      type: Endpoint['type' & keyof Endpoint];
      meta?: ProcedureMeta;
      inputs?: unknown[];
      output?: unknown;
    };
  }
>;

export function trpcEndpoints(router: AnyRouter): Extract<Endpoint, { kind: 'trpc' }>[] {
  return Object.entries(router._def.procedures as ProcedureDefs).map(([path, procedure]) => ({
    kind: 'trpc',
    path,
    type: procedure._def.type as 'query' | 'mutation' | 'subscription',
    meta: procedure._def.meta,
    input: procedure._def.inputs?.[0],
    output: procedure._def.output,
  }));
}

/** Every tRPC procedure and every `/api` route that does not declare a policy. */
export function unguardedEndpoints(options: {
  router: AnyRouter;
  app: Hono<AppEnv>;
  registry: RouteRegistry;
}): string[] {
  const missing = trpcEndpoints(options.router)
    .filter((p) => !p.meta?.policy)
    .map((p) => `tRPC ${p.path}`);
  const declared = new Set(options.registry.map((r) => `${r.method} ${r.path}`));
  for (const route of options.app.routes) {
    if (!route.path.startsWith('/api')) continue;
    if (!declared.has(`${route.method} ${route.path}`)) missing.push(`${route.method} ${route.path}`);
  }
  return [...new Set(missing)];
}
