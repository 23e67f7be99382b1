import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures/test.ts';

/** curl with a cookie jar, as an operator would script it. */
function curl(jar: string, args: string[]): { status: number; body: string } {
  const out = execFileSync('curl', ['-s', '-c', jar, '-b', jar, '-w', '\n%{http_code}', ...args], {
    encoding: 'utf8',
  });
  const cut = out.lastIndexOf('\n');
  return { body: out.slice(0, cut), status: Number(out.slice(cut + 1)) };
}

function signIn(url: string, jar: string, email: string, password: string) {
  const { csrfToken } = JSON.parse(curl(jar, [`${url}/api/auth/csrf`]).body);
  return curl(jar, [
    '-X',
    'POST',
    `${url}/api/auth/callback/credentials`,
    '--data-urlencode',
    `csrfToken=${csrfToken}`,
    '--data-urlencode',
    'callbackUrl=/',
    '--data-urlencode',
    'json=true',
    '--data-urlencode',
    `email=${email}`,
    '--data-urlencode',
    `password=${password}`,
  ]);
}

const jarFile = () => join(mkdtempSync(join(tmpdir(), 'jar-')), 'cookies.txt');

test('curl signs in through /api/auth/csrf and /api/auth/callback/credentials', ({ server }) => {
  const jar = jarFile();
  const res = signIn(server.url, jar, 'admin@meterline.example', 'demo-password-1');
  expect(res.status).toBe(200);
  expect(JSON.parse(res.body).url).toBe(`${server.url}/`);
  const session = JSON.parse(curl(jar, [`${server.url}/api/auth/session`]).body);
  expect(session.user).toMatchObject({ email: 'admin@meterline.example', role: 'admin' });
});

test('the 6th wrong password within 5 minutes answers 429', async ({ server, newUser }) => {
  // A user of its own: the lock-out would hold the demo account for every other test on this server.
  const { email } = await newUser('backoffice');
  const jar = jarFile();
  for (let i = 1; i <= 5; i++) {
    const res = signIn(server.url, jar, email, `wrong-${i}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).url).toContain('error=CredentialsSignin');
  }
  const sixth = signIn(server.url, jar, email, 'wrong-6');
  expect(sixth.status).toBe(429);
  expect(JSON.parse(sixth.body).error.code).toBe('TOO_MANY_REQUESTS');
});

test('sign-in as JSON is refused, so it cannot dodge the lock-out', ({ server }) => {
  const jar = jarFile();
  const { csrfToken } = JSON.parse(curl(jar, [`${server.url}/api/auth/csrf`]).body);
  const res = curl(jar, [
    '-X',
    'POST',
    `${server.url}/api/auth/callback/credentials`,
    '-H',
    'content-type: application/json',
    '-d',
    JSON.stringify({ csrfToken, email: 'admin@meterline.example', password: 'wrong' }),
  ]);
  expect(res.status).toBe(415);
});

test('a user disabled through the CLI is refused on the next request', ({ server }) => {
  const jar = jarFile();
  expect(signIn(server.url, jar, 'sales@meterline.example', 'demo-password-1').status).toBe(200);
  const before = curl(jar, [`${server.url}/api/auth/session`]);
  expect(JSON.parse(before.body).user.email).toBe('sales@meterline.example');
  const changePassword = (j: string) =>
    curl(j, [
      '-X',
      'POST',
      `${server.url}/api/trpc/account.changePassword`,
      '-H',
      'content-type: application/json',
      '-H',
      `origin: ${server.url}`,
      '-d',
      '{"currentPassword":"x","newPassword":"y"}',
    ]);
  expect(changePassword(jar).status).toBe(400);

  const cli = execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/main.ts', 'user:disable', '--email', 'sales@meterline.example'],
    { env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  expect(cli).toContain('sales@meterline.example is disabled');
  expect(changePassword(jar).status).toBe(401);
  expect(curl(jar, [`${server.url}/api/auth/session`]).body).toBe('null');
  execFileSync(
    process.execPath,
    ['--import', 'tsx', 'src/server/cli/main.ts', 'user:enable', '--email', 'sales@meterline.example'],
    {
      env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: '' },
    },
  );
});
