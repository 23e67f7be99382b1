// A guard against the whole class of "malformed input answers 500": every /api route and
// every tRPC procedure gets a fixed corpus of hostile requests over a real socket, and a seeded
// fast-check run of inputs built from each procedure's zod schema. Any 5xx or stack in a body fails.
import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_LINKS_PER_ACCOUNT } from '../auth/rate-limit.ts';
import { rateLimitCounters, verificationTokens } from '../db/schema/index.ts';
import { seedDemoCatalogue } from '../db/seed/catalogue/index.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { listenHttp } from '../http/node-server.ts';
import { multipartUpload, rowsOf, streamedWorkbook } from '../services/xlsx/testing/streamed-workbook.ts';
import { MAX_IMPORT_CELLS, MAX_IMPORT_ROWS } from '../services/xlsx/workbook.ts';
import {
  type Answer,
  fuzzRequests,
  type HostileRequest,
  hostileCorpus,
  send,
  verdict,
} from '../testing/hostile-requests.ts';
import { askRaw, HALF_SENT_REQUEST, openRaw, type RawConnection } from '../testing/raw-connections.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { trpcEndpoints } from './policy-coverage.ts';
import { appRouter } from './trpc/router.ts';

const PASSWORD = 'demo-password-1';
const FUZZ_RUNS = 200;
/** Requests in flight at once. */
const IN_FLIGHT = 4;
/** The server's connection limits here: as in production, but small enough to reach in a test. */
const LIMITS = { maxConnections: 200, maxPerAddress: 40, headersTimeoutMs: 1000, checkIntervalMs: 100 };

/**
 * On PGlite only. The suite is 23 000 requests (about 45 s per database, a tenth of the unit run in CI),
 * and what it guards is the HTTP and tRPC edge: validation, policy and the error mapping. Both engines
 * are PostgreSQL, their drivers' refusals are mapped in one place (`db/queries/errors.ts`), and that
 * mapping is tested on both (`versioned.db.test.ts`, and every procedure's own database suite).
 */
describe.skipIf(process.env.TEST_DB === 'postgres')(
  `robustness against hostile input (${process.env.TEST_DB})`,
  () => {
    let db: TestDb;
    let server: HttpServer;
    let base: URL;
    let app: ReturnType<typeof testApp>;
    const subjects: { name: string; cookie: string | undefined }[] = [
      { name: 'anonymous', cookie: undefined },
    ];

    beforeAll(async () => {
      db = await createTestDb();
      await seedDemoCatalogue(db.db);
      await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
      app = testApp(db);
      // As the server listens (http/node-server.ts): hot path, connection limits, headers timeout.
      server = await listenHttp({
        fetch: app.app.fetch,
        hot: app.hot,
        port: 0,
        hostname: '127.0.0.1',
        limits: LIMITS,
      });
      base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      // The role that reaches the most code.
      const client = new Client(app.app, base.origin);
      expect((await client.signIn('development@meterline.example', PASSWORD)).status).toBe(200);
      const token = (client as unknown as { cookies: Map<string, string> }).cookies.get(
        'authjs.session-token',
      );
      subjects.push({ name: 'development', cookie: `authjs.session-token=${token}` });
    }, 120_000);
    afterAll(async () => {
      await new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      await app.workers.close();
      await db.close();
    });

    /**
     * Sends every request as every subject, a few at a time: most of the time goes into waiting
     * (argon2 on the thread pool, the database), and the verdicts do not depend on the order.
     */
    async function run(requests: HostileRequest[]): Promise<string[]> {
      const jobs = subjects.flatMap((subject) => requests.map((req) => ({ subject, req })));
      const problems: string[] = [];
      let next = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const { subject, req } = jobs[next++] as (typeof jobs)[number];
          const headers = { ...req.headers };
          if (subject.cookie && !headers.cookie) headers.cookie = subject.cookie;
          const answer = await send(base, { ...req, headers }).catch((error: Error) => {
            throw new Error(`${req.label}: ${error.message}`);
          });
          const problem = verdict(req, answer);
          if (problem) problems.push(`${subject.name}: ${problem}`);
        }
      };
      await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
      return problems.sort();
    }

    it('no route or procedure answers 5xx or a stack to the hostile corpus', async () => {
      const corpus = hostileCorpus({ registry: app.registry, router: appRouter, origin: base.origin });
      expect(corpus.length).toBeGreaterThan(500);
      expect(await run(corpus)).toEqual([]);
    }, 600_000);

    it(`no procedure answers 5xx or a stack to ${FUZZ_RUNS} inputs built from its zod schema`, async () => {
      const problems: string[] = [];
      for (const procedure of trpcEndpoints(appRouter)) {
        const requests = fuzzRequests(procedure, { runs: FUZZ_RUNS, seed: 20261123, origin: base.origin });
        problems.push(...(await run(requests)));
      }
      expect(problems).toEqual([]);
    }, 600_000);

    // Each case starts with clean counters: all share one address, and fuzzing (the password checks of
    // account.changePassword among it) uses up its sign-in limit.
    beforeEach(async () => {
      await db.db.delete(rateLimitCounters);
    });

    /** A CSRF token with its cookie, as the sign-in page gets them. */
    async function csrf(): Promise<{ token: string; cookie: string }> {
      const res = await fetch(new URL('/api/auth/csrf', base));
      const cookie = res.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      return { token: ((await res.json()) as { csrfToken: string }).csrfToken, cookie };
    }
    const signInForm = (path: string, fields: Record<string, string>, cookie?: string): HostileRequest => ({
      label: `POST ${path} ${JSON.stringify(fields).slice(0, 60)}`,
      method: 'POST',
      path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      body: new URLSearchParams({ json: 'true', ...fields }).toString(),
    });

    /** Signs in over the server's socket; resolves with where Auth.js sends the browser. */
    async function signInOverSocket(email: string): Promise<string> {
      const { token, cookie } = await csrf();
      const path = '/api/auth/callback/credentials';
      const answer = await send(
        base,
        signInForm(path, { csrfToken: token, email, password: PASSWORD, callbackUrl: '/' }, cookie),
      );
      return answer.status === 200
        ? (JSON.parse(answer.body) as { url: string }).url
        : `HTTP ${answer.status}`;
    }

    it('long e-mails answer 400, on both sign-in routes, never 5xx', async () => {
      const { token, cookie } = await csrf();
      const requests: HostileRequest[] = [];
      for (const length of [255, 1000, 2700, 15_000]) {
        const email = `${randomBytes(length)
          .toString('hex')
          .slice(0, length - 12)}@example.com`;
        for (const path of ['/api/auth/callback/credentials', '/api/auth/signin/nodemailer']) {
          requests.push(signInForm(path, { csrfToken: token, email, password: 'x' }, cookie));
          requests.push(signInForm(path, { email, password: 'x' }));
        }
      }
      const answers = await Promise.all(requests.map((req) => send(base, req)));
      expect(requests.map((req, i) => verdict(req, answers[i] as Answer)).filter(Boolean)).toEqual([]);
      // Over the form limit (16 KB) it is 413; below it, 400.
      expect(answers.map((a) => a.status)).toEqual(
        requests.map((r) => (String(r.body).length > 16_384 ? 413 : 400)),
      );
    });

    it('token-less sign-ins lock no one out', async () => {
      const requests = Array.from({ length: 30 }, (_, i) =>
        signInForm('/api/auth/callback/credentials', {
          email: 'admin@meterline.example',
          password: `guess-${i}`,
        }),
      );
      const answers = await Promise.all(requests.map((req) => send(base, req)));
      expect(answers.every((a) => a.status === 200 && a.body.includes('error=MissingCSRF'))).toBe(true);
      expect(await signInOverSocket('admin@meterline.example')).toBe(`${base.origin}/`);
    });

    it('an e-mail-link flood sends a few mails, stores a few tokens, and answers 429 to the rest', async () => {
      const before = app.sent.length;
      const answers: Answer[] = [];
      for (let i = 0; i < 50; i++) {
        const { token, cookie } = await csrf();
        const email = i % 2 ? 'sales@meterline.example' : `nobody-${i}@example.com`;
        answers.push(
          await send(base, signInForm('/api/auth/signin/nodemailer', { csrfToken: token, email }, cookie)),
        );
      }
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);
      expect(new Set(answers.map((a) => a.status))).toEqual(new Set([200, 429]));
      expect(app.sent.length - before).toBeLessThanOrEqual(MAX_LINKS_PER_ACCOUNT);
      const [{ n } = { n: 0 }] = await db.db.select({ n: count() }).from(verificationTokens);
      expect(n).toBeLessThanOrEqual(MAX_LINKS_PER_ACCOUNT);
    });

    it('a socket flood from one address takes its share of connections, not the server', async () => {
      const port = Number(base.port);
      const flood: RawConnection[] = [];
      try {
        // 300 half-sent requests, in bounded waves.
        for (let wave = 0; wave < 6; wave++) {
          const opened = await Promise.all(Array.from({ length: 50 }, () => openRaw(port, '127.0.0.2')));
          for (const conn of opened) conn.socket.write(HALF_SENT_REQUEST);
          flood.push(...opened);
        }
        // Everyone else is served meanwhile, the public API and a sign-in alike.
        const other = await openRaw(port, '127.0.0.1');
        expect(await askRaw(other)).toBe('HTTP/1.1 200 OK');
        other.socket.destroy();
        expect(await signInOverSocket('sales@meterline.example')).toBe(`${base.origin}/`);
        // The flood's share is held until the headers timeout, then answered 408; the rest got 503.
        await Promise.all(flood.map((conn) => conn.closed));
        const statuses = flood.map((conn) => conn.received().split('\r\n')[0]);
        expect(statuses.filter((s) => s === 'HTTP/1.1 408 Request Timeout')).toHaveLength(
          LIMITS.maxPerAddress,
        );
        expect(statuses.filter((s) => s === 'HTTP/1.1 503 Service Unavailable')).toHaveLength(
          flood.length - LIMITS.maxPerAddress,
        );
      } finally {
        for (const conn of flood) conn.socket.destroy();
      }
    });

    it('large workbooks are refused (413) or imported one at a time (429), never 5xx', async () => {
      const development = subjects.find((subject) => subject.name === 'development')?.cookie ?? '';
      const importing = async (label: string, bytes: Uint8Array): Promise<HostileRequest> => {
        const { contentType, body } = await multipartUpload(bytes);
        return {
          label: `import ${label}`,
          method: 'POST',
          path: '/api/admin/import/fuses?dryRun=1',
          headers: { origin: base.origin, cookie: development, 'content-type': contentType },
          body,
        };
      };
      const fuse = (i: number) => [null, null, `Fuse ${i}`, 16, i];
      const heading = ['id', 'version', 'name', 'amperes', 'sortOrder'];
      // One row over the cap; cells over the cap in fewer rows; one cell in the sheet's far corner.
      const tooLong = await importing(
        'too many rows',
        await streamedWorkbook('fuses', [heading, ...rowsOf(MAX_IMPORT_ROWS, fuse)]),
      );
      const columns = 60;
      const tooWide = await importing(
        'too many cells',
        await streamedWorkbook('fuses', [
          [...heading, ...Array.from({ length: columns - heading.length }, (_, i) => `x${i}`)],
          ...rowsOf(Math.ceil(MAX_IMPORT_CELLS / columns), (i) => [
            ...fuse(i),
            ...Array(columns - 5).fill(i),
          ]),
        ]),
      );
      const corner = await importing(
        'a cell in the far corner',
        await streamedWorkbook('fuses', [heading, fuse(1), ...rowsOf(3, () => [])]).then(async (bytes) => {
          const ExcelJS = (await import('exceljs')).default;
          const wb = new ExcelJS.Workbook();
          await wb.xlsx.load(Buffer.from(bytes) as never);
          const sheet = wb.worksheets[0];
          if (sheet) sheet.getCell('XFD1048576').value = 'far away';
          return new Uint8Array(await wb.xlsx.writeBuffer());
        }),
      );
      const [long, wide, far] = await Promise.all([send(base, tooLong), send(base, tooWide)]).then(
        async (answers) => [...answers, await send(base, corner)],
      );
      expect(
        [tooLong, tooWide, corner]
          .map((req, i) => verdict(req, [long, wide, far][i] as Answer))
          .filter(Boolean),
      ).toEqual([]);
      // Whichever of the first two ran, the other was refused as too large or for running meanwhile.
      expect([long?.status, wide?.status].sort()).toEqual(
        long?.status === 429 || wide?.status === 429 ? [413, 429] : [413, 413],
      );
      // The stray cell has no heading: refused in words, after reading only the cells that exist.
      expect(far?.status).toBe(422);
      expect(far?.body).toContain('has values but no heading');
    }, 120_000);
  },
);
