// Baseline: plain node:http serving fixed bytes for each path, nothing else.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

type Fixed = { path: string; contentType: string; bodyBase64: string };
const fixed: Fixed[] = JSON.parse(readFileSync(process.env.RAW_BODIES_FILE as string, 'utf8'));
const bodies = new Map(
  fixed.map((f) => [f.path, { type: f.contentType, body: Buffer.from(f.bodyBase64, 'base64') }]),
);

const server = createServer((req, res) => {
  const hit = bodies.get(req.url ?? '');
  if (!hit) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': hit.type, 'content-length': hit.body.length }).end(hit.body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`RAW ${typeof address === 'object' && address ? address.port : 0}\n`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
