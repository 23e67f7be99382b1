// Raw TCP connections to a test server, for what a fetch cannot do: hold a half-sent request open,
// or connect from another loopback address (any 127.x address is this machine) to stand for another
// client.
import { connect, type Socket } from 'node:net';

export type RawConnection = { socket: Socket; received: () => string; closed: Promise<void> };

/** Headers that never end: the connection waits for the rest. */
export const HALF_SENT_REQUEST = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ';
export const HEALTH_REQUEST = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n';

export function openRaw(port: number, from: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    let data = '';
    const socket = connect({ host: '127.0.0.1', port, localAddress: from });
    socket.on('data', (chunk) => {
      data += chunk.toString();
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.once('connect', () => {
      // A reset by the server is an answer here, not a failure of the test.
      socket.on('error', () => {});
      resolve({ socket, received: () => data, closed });
    });
    socket.once('error', reject);
  });
}

/** Sends a whole request on the connection; resolves with the response's status line. */
export function askRaw(conn: RawConnection, request = HEALTH_REQUEST): Promise<string> {
  const before = conn.received().length;
  const statusLine = () => {
    const answer = conn.received().slice(before);
    return answer.includes('\r\n\r\n') ? answer.split('\r\n')[0] : undefined;
  };
  conn.socket.write(request);
  return new Promise((resolve, reject) => {
    conn.socket.on('data', () => {
      const line = statusLine();
      if (line) resolve(line);
    });
    void conn.closed.then(() => {
      const line = statusLine();
      if (line) resolve(line);
      else reject(new Error('closed without an answer'));
    });
  });
}
