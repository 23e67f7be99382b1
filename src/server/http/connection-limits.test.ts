import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  askRaw,
  HALF_SENT_REQUEST,
  HEALTH_REQUEST,
  openRaw,
  type RawConnection,
} from '../testing/raw-connections.ts';
import { type ConnectionLimits, connectionLimitsOf } from './connection-limits.ts';
import { listenHttp } from './node-server.ts';

describe('connection limits', () => {
  let server: HttpServer | undefined;
  const conns: RawConnection[] = [];
  let handled = 0;
  afterEach(async () => {
    for (const conn of conns.splice(0)) conn.socket.destroy();
    await new Promise<void>((done) => (server ? server.close(() => done()) : done()));
    server?.closeAllConnections();
    server = undefined;
    handled = 0;
  });

  async function start(limits: Partial<ConnectionLimits>): Promise<number> {
    server = await listenHttp({
      fetch: () => {
        handled++;
        return new Response('ok');
      },
      hot: () => false,
      port: 0,
      hostname: '127.0.0.1',
      limits: {
        maxConnections: 100,
        maxPerAddress: 10,
        headersTimeoutMs: 60_000,
        checkIntervalMs: 1000,
        ...limits,
      },
    });
    return (server.address() as AddressInfo).port;
  }
  const openMany = async (port: number, from: string, n: number) => {
    const opened = await Promise.all(Array.from({ length: n }, () => openRaw(port, from)));
    conns.push(...opened);
    return opened;
  };

  it('lets one address hold at most its share; the next get 503 and are closed, other addresses get in', async () => {
    const port = await start({ maxPerAddress: 5 });
    const flood = await openMany(port, '127.0.0.2', 5);
    for (const conn of flood) conn.socket.write(HALF_SENT_REQUEST);
    const refused = await openMany(port, '127.0.0.2', 20);
    await Promise.all(refused.map((conn) => conn.closed));
    for (const conn of refused) {
      expect(conn.received()).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/);
      expect(conn.received()).toContain('Too many connections from your address.');
    }
    // A refused connection never reached the app, even with a whole request sent at once.
    const [late] = await openMany(port, '127.0.0.2', 1);
    (late as RawConnection).socket.write(HEALTH_REQUEST);
    await (late as RawConnection).closed;
    expect(handled).toBe(0);
    // Everyone else is served, and the flooding address again once its connections are gone.
    const [other] = await openMany(port, '127.0.0.3', 1);
    expect(await askRaw(other as RawConnection)).toBe('HTTP/1.1 200 OK');
    for (const conn of flood) conn.socket.destroy();
    await vi.waitFor(
      async () => {
        const [again] = await openMany(port, '127.0.0.2', 1);
        expect(await askRaw(again as RawConnection)).toBe('HTTP/1.1 200 OK');
      },
      { timeout: 5000, interval: 20 },
    );
  });

  it('closes connections over the total at once', async () => {
    const port = await start({ maxConnections: 6 });
    const held = [...(await openMany(port, '127.0.0.4', 3)), ...(await openMany(port, '127.0.0.5', 3))];
    // Accepted: each can still be answered.
    expect(await askRaw(held[0] as RawConnection)).toBe('HTTP/1.1 200 OK');
    const [over] = await openMany(port, '127.0.0.6', 1);
    await (over as RawConnection).closed;
    expect((over as RawConnection).received()).toBe('');
    (held[0] as RawConnection).socket.destroy();
    await vi.waitFor(
      async () => {
        const [next] = await openMany(port, '127.0.0.6', 1);
        expect(await askRaw(next as RawConnection)).toBe('HTTP/1.1 200 OK');
      },
      { timeout: 5000, interval: 20 },
    );
  });

  it('cuts a request that has not sent its headers in time, but not an idle keep-alive connection', async () => {
    const port = await start({ headersTimeoutMs: 300, checkIntervalMs: 50 });
    const [idle] = await openMany(port, '127.0.0.7', 1);
    expect(await askRaw(idle as RawConnection)).toBe('HTTP/1.1 200 OK');
    const [slow] = await openMany(port, '127.0.0.7', 1);
    (slow as RawConnection).socket.write(HALF_SENT_REQUEST);
    await (slow as RawConnection).closed;
    expect((slow as RawConnection).received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    // The idle connection has waited longer than the headers timeout, and is still served.
    expect((idle as RawConnection).socket.destroyed).toBe(false);
    expect(await askRaw(idle as RawConnection)).toBe('HTTP/1.1 200 OK');
  });

  it('applies no per-address cap behind a proxy, which limits each client itself', () => {
    const config = { MAX_CONNECTIONS: 4096, MAX_CONNECTIONS_PER_IP: 256 };
    expect(connectionLimitsOf({ ...config, TRUST_PROXY: false })).toMatchObject({
      maxConnections: 4096,
      maxPerAddress: 256,
      headersTimeoutMs: 10_000,
    });
    expect(connectionLimitsOf({ ...config, TRUST_PROXY: true }).maxPerAddress).toBe(0);
  });
});
