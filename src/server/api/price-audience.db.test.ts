// Who sees list prices while publicPrices is off: the users who may read internal data
// (`internal.read` in domain/permissions.ts), not everyone signed in. Backoffice sees what a visitor
// sees, on every surface that shows prices: the model (full way and hot path, whose cached answers
// must not pass from one audience to another), the price and the quote PDF.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLE_SELECTION } from '../../domain/configurator/testing/example-model.ts';
import type { Role } from '../../domain/roles.ts';
import { appSettings } from '../db/schema/index.ts';
import { seedDemoUsers } from '../db/seed/demo-users.ts';
import { insertTestConfigurator, type TestConfigurator } from '../db/testing/configurator-factory.ts';
import { caughtUp, createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { withHotPath } from '../http/hot-path.ts';
import { Client, testApp } from '../testing/test-app.ts';
import { trpcCaller } from '../testing/trpc-caller.ts';

const PASSWORD = 'demo-password-1';
const input = (value: unknown) => `input=${encodeURIComponent(JSON.stringify(value))}`;
const dir = mkdtempSync(join(tmpdir(), 'meterline-audience-'));

type Model = {
  pricesVisible: boolean;
  basePrices: unknown[];
  steps: { subSteps: { options: { data: { price: unknown }[] } }[] }[];
};

/** The audiences, in an order where a leak would show: each one right after one that sees more. */
const AUDIENCES: { who: 'anonymous' | Role; prices: boolean }[] = [
  { who: 'sales', prices: true },
  { who: 'backoffice', prices: false },
  { who: 'admin', prices: true },
  { who: 'anonymous', prices: false },
  { who: 'development', prices: true },
];

describe(`list prices while publicPrices is off (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let server: Server;
  let base: string;
  let machine: TestConfigurator;
  let code: string;
  const cookies = new Map<string, string>();
  let hotServed = 0;

  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
    machine = await insertTestConfigurator(db.db);
    ({ code } = await trpcCaller(db.db).publicConfigurator.saveConfiguration({
      slug: machine.slug,
      selection: machine.selection(EXAMPLE_SELECTION),
      units: { freq: 50, unit: 'cm' },
      locale: 'en',
    }));
    await db.db.insert(appSettings).values({ key: 'publicPrices', value: false });
    const app = testApp(db);
    const hot = app.hot;
    server = createServer(
      withHotPath((request, response) => {
        const answered = hot(request, response);
        if (answered) hotServed++;
        return answered;
      }, getRequestListener(app.app.fetch)),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const role of ['sales', 'backoffice', 'admin', 'development'] as const) {
      const client = new Client(app.app, base);
      expect((await client.signIn(`${role}@meterline.example`, PASSWORD)).status).toBe(200);
      const token = (client as unknown as { cookies: Map<string, string> }).cookies.get(
        'authjs.session-token',
      );
      cookies.set(role, `authjs.session-token=${token}`);
    }
    await caughtUp(db);
  }, 120_000);
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (who: string, path: string) =>
    fetch(`${base}${path}`, { headers: cookies.has(who) ? { cookie: cookies.get(who) as string } : {} });

  it('the model: prices only for those who may read internal data, the full way and the hot path', async () => {
    await vi.waitFor(() => expect(db.changes.trusted()).toBe(true), { timeout: 5000, interval: 50 });
    const path = `/api/trpc/publicConfigurator.machineModel?${input({ slug: machine.slug, locale: 'en' })}`;
    // Twice round: the first answers are made and cached, the second come from memory (hot path).
    for (const round of ['full', 'hot']) {
      hotServed = 0;
      for (const { who, prices } of AUDIENCES) {
        const response = await get(who, path);
        expect(response.status, `${round} ${who}`).toBe(200);
        const model = ((await response.json()) as { result: { data: Model } }).result.data;
        const optionPrices = model.steps.flatMap((step) =>
          step.subSteps.flatMap((subStep) => subStep.options.data.map((option) => option.price)),
        );
        expect(model.pricesVisible, `${round} ${who}`).toBe(prices);
        expect(model.basePrices.length > 0, `${round} ${who}`).toBe(prices);
        expect(
          optionPrices.some((price) => price !== null),
          `${round} ${who}`,
        ).toBe(prices);
      }
      if (round === 'hot') expect(hotServed).toBe(AUDIENCES.length);
    }
  });

  it('the price: on request for backoffice as for a visitor', async () => {
    const path = `/api/trpc/publicConfigurator.price?${input({ slug: machine.slug, selection: machine.selection(EXAMPLE_SELECTION) })}`;
    for (const { who, prices } of AUDIENCES) {
      const response = await get(who, path);
      const body = (await response.json()) as {
        result?: { data: { total: number } };
        error?: { message: string };
      };
      if (prices) {
        expect(response.status, who).toBe(200);
        expect(body.result?.data.total, who).toBeGreaterThan(0);
      } else {
        expect(response.status, who).toBe(403);
        expect(body.error?.message, who).toBe('Prices are given on request. Please ask for a quote.');
      }
    }
  });

  it('the quote PDF: no amounts for backoffice, amounts for sales', { timeout: 120_000 }, async () => {
    for (const { who, prices } of AUDIENCES) {
      const response = await get(who, `/api/configurations/${code}/quote.pdf`);
      expect(response.status, who).toBe(200);
      const file = join(dir, `${who}.pdf`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
      expect(text.includes('€'), who).toBe(prices);
      if (!prices) expect(text, who).toContain('Prices are given on request');
    }
  });
});
