import { createServer, type Server as HttpServer, type RequestListener, type ServerOptions } from 'node:http';
import { serve } from '@hono/node-server';
import { type ConnectionLimits, limitConnections, limitedServerOptions } from './connection-limits.ts';
import { type hotAnswerer, withHotPath } from './hot-path.ts';

/**
 * How long an idle keep-alive connection stays open. Node's default, 5 s, is also the idle timeout of
 * Node's own HTTP agent, so a client reusing a pooled socket just as the server drops it gets "socket
 * hang up" (an e2e run's API request did). Longer than the 60 s idle timeout of common load balancers
 * and agents, so the client side closes first. The response says it: `Keep-Alive: timeout=65`.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/**
 * The app on a Node HTTP server, listening: the hot path answers what it can from memory, the rest
 * goes to the app (http/hot-path.ts); connections are capped and slow headers cut
 * (http/connection-limits.ts). An idle keep-alive connection is not subject to the headers timeout
 * (Node applies it from a request's first byte), so the two are independent.
 */
export function listenHttp(options: {
  fetch: (request: Request) => Response | Promise<Response>;
  hot: ReturnType<typeof hotAnswerer>;
  port: number;
  hostname: string;
  limits: ConnectionLimits;
}): Promise<HttpServer> {
  return new Promise((resolveServer, reject) => {
    const s = serve(
      {
        fetch: options.fetch,
        port: options.port,
        hostname: options.hostname,
        // @hono/node-server calls it as createServer(serverOptions, listener).
        createServer: ((serverOptions: ServerOptions, listener: RequestListener) => {
          const server = createServer(
            { ...serverOptions, ...limitedServerOptions(options.limits) },
            withHotPath(options.hot, listener),
          );
          server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
          limitConnections(server, options.limits);
          return server;
        }) as typeof createServer,
      },
      () => resolveServer(s as HttpServer),
    );
    s.once('error', reject);
  });
}
