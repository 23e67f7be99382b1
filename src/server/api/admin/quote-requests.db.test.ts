// Quote requests in the admin area (docs/product.md#quotes): admin and development see them, backoffice does
// not; status changes are guarded by the version and audited; the e-mail can be sent again; the PDF names
// the customer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from '../../db/schema/index.ts';
import { trpcCaller } from '../../testing/trpc-caller.ts';
import type { HistoryPage } from '../types.ts';
import { type AdminKit, adminKit, json, send } from './testing/admin-test-kit.ts';

type Item = {
  id: string;
  version: number;
  status: string;
  mailStatus: string;
  mailAttempts: number;
  machine: { slug: string };
};

describe(`admin quote requests (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  let id: string;
  let code: string;

  beforeAll(async () => {
    kit = await adminKit({ catalogue: true });
    const caller = trpcCaller(kit.db.db, { ip: '198.51.100.7' }).publicConfigurator;
    const model = await caller.machineModel({ slug: 'hx', locale: 'en' });
    ({ code } = await caller.saveConfiguration({
      slug: 'hx',
      selection: {
        dosingLine: model.choices.dosingLines[0]?.id ?? '',
        country: 'ES',
        dayTank: model.choices.dayTanks[0]?.id ?? '',
        values: { mixhead: ['mhl-18'] },
      },
      units: { freq: 50, unit: 'cm' },
      locale: 'es',
    }));
    ({ id } = await caller.requestQuote({
      code,
      name: 'Ana Ruiz',
      company: 'Espumas del Norte S.A.',
      email: 'ana.ruiz@espumas.example',
      country: 'ES',
      consent: true,
    }));
  }, 120_000);
  afterAll(() => kit.close());

  it('lists them for admin and development, newest first, searchable and by status; not for backoffice or sales', async () => {
    for (const role of ['admin', 'development'] as const) {
      const res = await kit.as(role).request('/api/admin/quote-requests?search=espumas');
      expect(res.status).toBe(200);
      const body = await json<{ data: { items: Item[]; total: number } }>(res);
      expect(body.data.total).toBe(1);
      expect(body.data.items[0]).toMatchObject({ id, status: 'new', machine: { slug: 'hx' } });
    }
    const none = await json<{ data: { total: number } }>(
      await kit.as('admin').request('/api/admin/quote-requests?status=won'),
    );
    expect(none.data.total).toBe(0);
    for (const role of ['backoffice', 'sales'] as const) {
      expect((await kit.as(role).request('/api/admin/quote-requests')).status).toBe(403);
    }
    const bad = await kit.as('admin').request('/api/admin/quote-requests?status=maybe');
    expect(bad.status).toBe(400);
    expect((await kit.as('admin').request('/api/admin/quote-requests/not-an-id')).status).toBe(404);
  });

  it('changes the status with the version and one audit row; a stale version gets 409 with the current item', async () => {
    const before = await kit.auditRows(id);
    const current = (
      await json<{ data: Item }>(await kit.as('admin').request(`/api/admin/quote-requests/${id}`))
    ).data;
    const saved = await send(kit.as('admin'), 'PATCH', `/api/admin/quote-requests/${id}`, {
      expectedVersion: current.version,
      values: { status: 'contacted' },
    });
    expect(saved.status).toBe(200);
    expect((await json<{ data: Item }>(saved)).data.status).toBe('contacted');
    expect(await kit.auditRows(id)).toBe(before + 1);
    const stale = await send(kit.as('development'), 'PATCH', `/api/admin/quote-requests/${id}`, {
      expectedVersion: current.version,
      values: { status: 'lost' },
    });
    expect(stale.status).toBe(409);
    expect((await json<{ error: { current: Item } }>(stale)).error.current.status).toBe('contacted');
    const invalid = await send(kit.as('admin'), 'PATCH', `/api/admin/quote-requests/${id}`, {
      expectedVersion: current.version + 1,
      values: { status: 'sold' },
    });
    expect(invalid.status).toBe(400);

    // The request's history: the status change on top, the customer's request below it.
    const history = await kit.as('admin').request(`/api/admin/quote-requests/${id}/history`);
    expect(history.status).toBe(200);
    const { data } = await json<{ data: HistoryPage }>(history);
    expect(data.items[0]).toMatchObject({
      action: 'update',
      actor: { label: expect.stringContaining('admin@meterline.example') },
      changes: [{ field: 'status', label: 'Status', before: 'new', after: 'contacted' }],
    });
    expect(data.items.at(-1)?.action).toBe('create');
    expect(data.total).toBe(data.items.length);
    expect((await kit.as('backoffice').request(`/api/admin/quote-requests/${id}/history`)).status).toBe(403);
    const missing = '/api/admin/quote-requests/00000000-0000-0000-0000-000000000000/history';
    expect((await kit.as('admin').request(missing)).status).toBe(404);
  });

  it('sends the e-mail again: pending, attempts from zero, audited', async () => {
    await kit.db.db
      .update(quoteRequests)
      .set({ mailStatus: 'failed', mailAttempts: 10 })
      .where(eq(quoteRequests.id, id));
    const before = await kit.auditRows(id);
    const res = await send(kit.as('admin'), 'POST', `/api/admin/quote-requests/${id}/retry-mail`);
    expect(res.status).toBe(202);
    expect((await json<{ data: Item }>(res)).data).toMatchObject({ mailStatus: 'pending', mailAttempts: 0 });
    expect(await kit.auditRows(id)).toBe(before + 1);
    const foreign = await kit.as('admin').request(`/api/admin/quote-requests/${id}/retry-mail`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('serves the PDF with the customer named', async () => {
    const res = await kit.as('admin').request(`/api/admin/quote-requests/${id}/quote.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const file = join(mkdtempSync(join(tmpdir(), 'admin-quote-')), 'q.pdf');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
    const text = execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8');
    expect(text).toContain('Ana Ruiz');
    expect(text).toContain('Espumas del Norte S.A.');
  });

  it('sorts by a column in either direction, newest first by default; unknown sorts are refused', async () => {
    const caller = trpcCaller(kit.db.db, { ip: '198.51.100.8' }).publicConfigurator;
    await caller.requestQuote({
      code,
      name: 'Zoe Zimmer',
      company: 'Acme Schaum GmbH',
      email: 'zoe@acme.example',
      country: 'DE',
      consent: true,
    });
    const names = async (query: string) =>
      (
        await json<{ data: { items: { id: string; name: string }[] } }>(
          await kit.as('admin').request(`/api/admin/quote-requests${query}`),
        )
      ).data.items.map((item) => item.name);
    expect(await names('')).toEqual(['Zoe Zimmer', 'Ana Ruiz']);
    expect(await names('?sort=name')).toEqual(['Ana Ruiz', 'Zoe Zimmer']);
    // Espumas del Norte after Acme Schaum; ES after DE.
    expect(await names('?sort=-company')).toEqual(['Ana Ruiz', 'Zoe Zimmer']);
    expect(await names('?sort=-country')).toEqual(['Ana Ruiz', 'Zoe Zimmer']);
    expect(await names('?sort=createdAt&pageSize=1&page=2')).toEqual(['Zoe Zimmer']);
    expect((await kit.as('admin').request('/api/admin/quote-requests?sort=email')).status).toBe(400);
  });
});
