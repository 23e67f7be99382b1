import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { header } from './hot-path.ts';

function requestWith(raw: string[]): IncomingMessage {
  const request = new IncomingMessage(new Socket());
  request.rawHeaders = raw;
  return request;
}

describe('header (read from the raw list)', () => {
  it('finds a field whatever its case, and says undefined when it is absent', () => {
    const request = requestWith(['Accept-Encoding', 'gzip, br', 'X-Request-Id', 'abc12345']);
    expect(header(request, 'accept-encoding')).toBe('gzip, br');
    expect(header(request, 'x-request-id')).toBe('abc12345');
    expect(header(request, 'if-none-match')).toBeUndefined();
  });

  it('joins repeated fields as Node does: cookies with "; ", the others with ", "', () => {
    const request = requestWith([
      'cookie',
      'a=1',
      'If-None-Match',
      '"x"',
      'Cookie',
      'b=2',
      'if-none-match',
      '"y"',
    ]);
    expect(header(request, 'cookie')).toBe('a=1; b=2');
    expect(header(request, 'if-none-match')).toBe('"x", "y"');
  });

  it("agrees with Node's own header object on a parsed request", async () => {
    const { createServer } = await import('node:http');
    const seen = await new Promise<{ ours: (string | undefined)[]; node: (string | undefined)[] }>(
      (resolve) => {
        const server = createServer((request, response) => {
          const names = ['cookie', 'accept-encoding', 'if-none-match', 'x-forwarded-proto'];
          resolve({
            ours: names.map((name) => header(request, name)),
            node: names.map((name) => request.headers[name] as string | undefined),
          });
          response.end();
          server.close();
        }).listen(0, '127.0.0.1', () => {
          const { port } = server.address() as { port: number };
          const socket = new Socket();
          socket.connect(port, '127.0.0.1', () =>
            socket.end(
              'GET / HTTP/1.1\r\nHost: x\r\nCookie: a=1\r\nACCEPT-ENCODING: br\r\ncookie: b=2\r\nIf-None-Match: "1"\r\nif-none-match: "2"\r\nConnection: close\r\n\r\n',
            ),
          );
        });
      },
    );
    expect(seen.ours).toEqual(seen.node);
  });
});
