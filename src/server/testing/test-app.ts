import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../api/rest/define.ts';
import type { TestDb } from '../db/testing/test-db.ts';
import { buildApp } from '../http/build-app.ts';
import { loadStaticAssets, type StaticAssets } from '../http/static-assets.ts';
import type { Mail, Mailer } from '../services/mail.ts';
import type { TranslationJobsTrigger } from '../services/translation/translation-runner.ts';
import { createWorkerPool, type WorkerPool, type WorkerPoolOptions } from '../services/worker-pool.ts';
import { silentLogger, testConfig } from './test-config.ts';

/** No built client: the app's own answer for that (a page saying to build it), no file served. */
export const noAssets: StaticAssets = loadStaticAssets(join(tmpdir(), 'meterline-no-client-build'));

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

/**
 * The real app (routes, tRPC, Auth.js) on a test database; mails are kept instead of sent. Its worker
 * pool starts threads only when a test renders something (`workers` sizes it; close it in afterAll).
 */
export function testApp(
  db: TestDb,
  overrides: Record<string, string> = {},
  options: { workers?: WorkerPoolOptions; translations?: TranslationJobsTrigger } = {},
) {
  const sent: Mail[] = [];
  const mailer: Mailer = {
    configured: true,
    async send(mail) {
      sent.push(mail);
    },
  };
  const config = testConfig({ AUTH_SECRET: TEST_SECRET, ...overrides });
  const workers: WorkerPool = createWorkerPool(options.workers);
  const built = buildApp({
    config,
    database: db,
    logger: silentLogger,
    secret: TEST_SECRET,
    assets: noAssets,
    mailer,
    workers,
    ...(options.translations ? { translations: options.translations } : {}),
  });
  return { ...built, sent, workers };
}

/** A browser-like cookie jar over `app.request`. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: Hono<AppEnv>,
    readonly origin = 'http://localhost',
  ) {}

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await this.app.request(`${this.origin}${path}`, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const expired = attributes.some((a) => /^\s*(max-age=0|expires=thu, 01 jan 1970)/i.test(a));
      if (expired || pair.slice(eq + 1) === '') this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(eq + 1));
    }
    return response;
  }

  async csrf(): Promise<string> {
    return ((await (await this.request('/api/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  }

  async postForm(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ csrfToken: await this.csrf(), json: 'true', ...fields }).toString(),
    });
  }

  signIn(email: string, password: string): Promise<Response> {
    return this.postForm('/api/auth/callback/credentials', { email, password, callbackUrl: '/' });
  }

  async session(): Promise<{ user?: Record<string, unknown> } | null> {
    return (await this.request('/api/auth/session')).json();
  }

  trpcMutation(path: string, input: unknown): Promise<Response> {
    return this.request(`/api/trpc/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.origin },
      body: JSON.stringify(input),
    });
  }
}
