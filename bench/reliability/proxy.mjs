// The small reverse proxy of bench/reliability (plain node:http, no dependency): round robin over the
// instances in UPSTREAMS (comma-separated base addresses) that answer GET /api/health, checked every
// second. It appends the client's address to X-Forwarded-For as docs/operations.md asks of a proxy; the
// bench's simulated clients name theirs in X-Simulated-Client (all of them connect from 127.0.0.1). A
// GET whose instance refuses the connection is tried on the next one; anything else that loses its
// instance is answered 502. GET /__proxy/stats answers the requests forwarded per instance.
import { Agent, createServer, request } from 'node:http';

const upstreams = (process.env.UPSTREAMS ?? '').split(',').map((base) => {
  const url = new URL(base);
  return {
    base,
    host: url.hostname,
    port: Number(url.port),
    agent: new Agent({ keepAlive: true, maxSockets: Number(process.env.PROXY_SOCKETS ?? 64) }),
    healthy: true,
    forwarded: 0,
  };
});
let turn = 0;

function pick(skip) {
  for (let i = 0; i < upstreams.length; i++) {
    const upstream = upstreams[turn++ % upstreams.length];
    if (upstream.healthy && upstream !== skip) return upstream;
  }
  return undefined;
}

function checkHealth() {
  for (const upstream of upstreams) {
    const probe = request(
      { host: upstream.host, port: upstream.port, path: '/api/health', agent: upstream.agent, timeout: 2000 },
      (res) => {
        upstream.healthy = res.statusCode === 200;
        res.resume();
      },
    );
    probe.on('timeout', () => probe.destroy(new Error('timeout')));
    probe.on('error', () => {
      upstream.healthy = false;
    });
    probe.end();
  }
}
setInterval(checkHealth, 1000).unref();

function forward(req, res, body, upstream, retried) {
  const headers = { ...req.headers };
  const client = headers['x-simulated-client'] ?? req.socket.remoteAddress;
  delete headers['x-simulated-client'];
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${client}`
    : String(client);
  headers['x-forwarded-proto'] = 'http';
  const out = request(
    {
      host: upstream.host,
      port: upstream.port,
      method: req.method,
      path: req.url,
      headers,
      agent: upstream.agent,
    },
    (answer) => {
      upstream.forwarded++;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
      answer.on('error', () => res.destroy());
    },
  );
  out.on('error', (error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (error.code === 'ECONNREFUSED') upstream.healthy = false;
    const next =
      req.method === 'GET' && !retried && error.code === 'ECONNREFUSED' ? pick(upstream) : undefined;
    if (next) forward(req, res, body, next, true);
    else res.writeHead(502, { 'content-type': 'text/plain' }).end('bad gateway\n');
  });
  out.end(body);
}

const server = createServer((req, res) => {
  if (req.url === '/__proxy/stats') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(upstreams.map(({ base, forwarded, healthy }) => ({ base, forwarded, healthy }))));
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const upstream = pick();
    if (!upstream) {
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no instance\n');
      return;
    }
    forward(req, res, chunks.length ? Buffer.concat(chunks) : undefined, upstream, false);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  checkHealth();
  process.stdout.write(`PROXY ${server.address().port}\n`);
});
process.on('SIGTERM', () => process.exit(0));
