// Baseline upstream of bench/reliability: plain node:http answering each of the customers' calls with
// the bytes the app answered it once (RAW_ANSWERS_FILE: path prefix, status, type, body), and
// /api/health. Two of these behind the same proxy are what the app's figures are held against.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(process.env.RAW_ANSWERS_FILE, 'utf8')).map((answer) => ({
  ...answer,
  body: Buffer.from(answer.bodyBase64, 'base64'),
}));
const health = Buffer.from('{"status":"ok"}');

const server = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (req.url === '/api/health') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': health.length }).end(health);
      return;
    }
    const hit = answers.find((answer) => req.url?.startsWith(answer.prefix));
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(hit.status, { 'content-type': hit.contentType, 'content-length': hit.body.length })
      .end(hit.body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () =>
  process.stdout.write(`running at http://127.0.0.1:${server.address().port}\n`),
);
process.on('SIGTERM', () => process.exit(0));
