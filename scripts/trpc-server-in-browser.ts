// Stands in for @trpc/server where @trpc/tanstack-react-query imports it into the browser's build
// (scripts/vite-trpc-options-proxy.ts). Its options proxy calls a router's procedures itself only when it
// is given the router (`createTRPCOptionsProxy({ router, ctx })`, for a server), which the browser never
// is: it calls through its client. What that call would bring (procedure lookup, tRPC's errors, the
// async-generator helpers) stays out of every first load.
export { createTRPCRecursiveProxy } from '@trpc/server';

export function callTRPCProcedure(): never {
  throw new Error(
    'createTRPCOptionsProxy({ router }) calls procedures on the server only; in the browser give it a client',
  );
}
