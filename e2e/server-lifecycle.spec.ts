import { execFileSync } from 'node:child_process';
import { connect } from 'node:net';
import { expect, test } from '@playwright/test';
import { newDataDir, startAppServer } from './fixtures/app-server.ts';

/** Whether a new connection to the server is refused (it has stopped listening). */
function refusesConnections(port: string, hostname: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(Number(port), hostname);
    probe.once('connect', () => {
      probe.destroy();
      resolve(false);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

test('a second server on the same data directory refuses with a clear message', async () => {
  const first = await startAppServer();
  try {
    const second = await startAppServer({ dataDir: first.dataDir }).catch((error: Error) => error);
    expect(second).toBeInstanceOf(Error);
    expect((second as Error).message).toContain('exited with 1');
    expect((second as Error).message).toContain(`The data directory ${first.dataDir} is already in use`);
  } finally {
    expect(await first.stop()).toBe(0);
  }
});

test('SIGTERM finishes in-flight work, exits 0, and a restart keeps the data', async ({ page }) => {
  const dataDir = newDataDir();
  const first = await startAppServer({ dataDir });
  // Data written at run time: a user created through the CLI, which the running app executes.
  const cli = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/server/cli/main.ts',
      'user:create',
      '--email',
      'kim@meterline.example',
      '--name',
      'Kim Keep',
      '--role',
      'sales',
      '--password',
      'kept-password-1',
    ],
    { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  expect(cli).toContain('Created kim@meterline.example (sales).');
  // A request in flight: headers sent, half of the body still to come when SIGTERM arrives.
  const { port, hostname } = new URL(first.url);
  const socket = connect(Number(port), hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  const body = JSON.stringify({
    level: 'warn',
    code: 'CLIENT_FETCH_ERROR',
    message: 'in flight during shutdown',
  });
  socket.write(
    `POST /api/auth/_log HTTP/1.1\r\nHost: ${new URL(first.url).host}\r\nOrigin: ${first.url}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 20)}`,
  );
  let reply = '';
  socket.on('data', (chunk) => {
    reply += chunk.toString();
  });
  const replied = new Promise((resolve) => socket.once('close', resolve));
  // The server has read those headers once it has answered a request that came after them: it reads
  // its sockets in the order their data arrives.
  expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  const exited = first.stop('SIGTERM');
  // Shutting down: once it stops accepting, new connections are refused. Only then comes the rest of
  // the body, so the request in flight is finished during the shutdown.
  await expect.poll(() => refusesConnections(port, hostname), { intervals: [10] }).toBe(true);
  socket.end(body.slice(20));
  await replied;
  expect(reply).toMatch(/^HTTP\/1\.1 200/);
  expect(await exited).toBe(0);

  const second = await startAppServer({ dataDir });
  try {
    // A restart prints the logins without secrets, never a new password.
    expect(second.output()).toContain('Demo logins: ');
    expect(second.output()).not.toContain('Demo logins (');
    const { csrfToken } = await (await page.request.get(`${second.url}/api/auth/csrf`)).json();
    const signIn = await page.request.post(`${second.url}/api/auth/callback/credentials`, {
      form: {
        csrfToken,
        json: 'true',
        callbackUrl: '/',
        email: 'kim@meterline.example',
        password: 'kept-password-1',
      },
    });
    expect(await signIn.json()).toEqual({ url: `${second.url}/` });
    const session = await page.request.get(`${second.url}/api/auth/session`);
    expect((await session.json()).user.email).toBe('kim@meterline.example');
  } finally {
    expect(await second.stop('SIGINT')).toBe(0);
  }
});

test('idle keep-alive connections stay open 65 s, longer than the clients that pool them', async ({
  request,
}) => {
  const server = await startAppServer();
  try {
    const response = await request.get(`${server.url}/api/health`);
    expect(response.headers().connection).toBe('keep-alive');
    // Node's default is 5 s, the same as its own agent's idle timeout: requests on a socket the server
    // was just closing failed with "socket hang up".
    expect(response.headers()['keep-alive']).toBe('timeout=65');
  } finally {
    expect(await server.stop()).toBe(0);
  }
});
