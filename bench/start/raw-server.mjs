// Baseline for bench:start: a raw node:http server answering /api/health, started by npm like the app.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok' });
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
