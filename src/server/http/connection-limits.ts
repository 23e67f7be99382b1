// What one client may hold of the server's sockets. Without limits, half-sent requests from one host
// took every file descriptor of the process, and all new connections failed until they were reaped.
// In production a proxy in front limits these per client (docs/operations.md); these limits are the
// process's own floor, and what protects it where it is reached directly.
import type { Server as HttpServer, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { Env } from '../config/env.ts';

export type ConnectionLimits = {
  /** open connections in all; Node closes any further one at once (`server.maxConnections`) */
  maxConnections: number;
  /** open connections from one address; 0 for none (behind a proxy every client has its address) */
  maxPerAddress: number;
  /** how long a request may take to send its headers (not the body: uploads may be slow) */
  headersTimeoutMs: number;
  /** how often Node looks for requests over that time */
  checkIntervalMs: number;
};

/** Ample for a person on a slow line; a client that has sent no headers by then is not one. */
const HEADERS_TIMEOUT_MS = 10_000;
/** Node's default, 30 s, would let a half-sent request live three times as long as its timeout. */
const CONNECTIONS_CHECK_INTERVAL_MS = 1_000;

export function connectionLimitsOf(
  config: Pick<Env, 'MAX_CONNECTIONS' | 'MAX_CONNECTIONS_PER_IP' | 'TRUST_PROXY'>,
): ConnectionLimits {
  return {
    maxConnections: config.MAX_CONNECTIONS,
    // Behind a proxy all connections come from the proxy: it limits each client (docs/operations.md).
    maxPerAddress: config.TRUST_PROXY ? 0 : config.MAX_CONNECTIONS_PER_IP,
    headersTimeoutMs: HEADERS_TIMEOUT_MS,
    checkIntervalMs: CONNECTIONS_CHECK_INTERVAL_MS,
  };
}

/** Options for `http.createServer`: the headers timeout and how often it is checked. */
export function limitedServerOptions(limits: ConnectionLimits): ServerOptions {
  return { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: limits.checkIntervalMs };
}

const REFUSAL = 'Too many connections from your address. Close some, or try again shortly.\n';
const REFUSAL_RESPONSE =
  'HTTP/1.1 503 Service Unavailable\r\nContent-Type: text/plain; charset=utf-8\r\n' +
  `Content-Length: ${Buffer.byteLength(REFUSAL)}\r\nRetry-After: 5\r\nConnection: close\r\n\r\n${REFUSAL}`;

/**
 * Caps the server's connections in all and per address. A connection over its address's cap never
 * reaches HTTP (no parser, no request, no work): it is answered 503 and closed, so a browser behind
 * the same address learns why, and the address's other connections carry on. Returns the open
 * connections per address.
 */
export function limitConnections(server: HttpServer, limits: ConnectionLimits): ReadonlyMap<string, number> {
  server.maxConnections = limits.maxConnections;
  const open = new Map<string, number>();
  if (limits.maxPerAddress <= 0) return open;
  // Node's HTTP server takes its sockets in a 'connection' listener of its own: it gets only those
  // this one lets through.
  const http = server.listeners('connection') as ((socket: Socket) => void)[];
  server.removeAllListeners('connection');
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    const count = address === undefined ? 0 : (open.get(address) ?? 0);
    if (address !== undefined && count >= limits.maxPerAddress) {
      socket.on('error', () => socket.destroy());
      socket.end(REFUSAL_RESPONSE, () => socket.destroy());
      return;
    }
    if (address !== undefined) {
      open.set(address, count + 1);
      socket.once('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
    }
    for (const listener of http) listener.call(server, socket);
  });
  return open;
}
