import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatCode } from '../../../domain/configuration-code.ts';
import type { ConfiguratorModel } from '../../../domain/configurator/choices.ts';
import { defaultSelection } from '../../../domain/configurator/defaults.ts';
import { packageDeal } from '../../../domain/configurator/package-savings.ts';
import type { Selection } from '../../../domain/configurator/types.ts';
import { formatLongDate, formatMoney } from '../../../domain/format.ts';
import { INTERFACE_LOCALES } from '../../../domain/interface-locales.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { seedDemoCatalogue } from '../../db/seed/catalogue/index.ts';
import { OPTIONS, STEPS } from '../../db/seed/catalogue/phrases.ts';
import { createTestDb, type TestDb } from '../../db/testing/test-db.ts';
import { Client, testApp } from '../../testing/test-app.ts';
import { trpcCaller } from '../../testing/trpc-caller.ts';

const dir = mkdtempSync(join(tmpdir(), 'meterline-pdf-'));

/** The PDF's text as poppler reads it, with line breaks and runs of spaces made single spaces. */
function pdfText(bytes: ArrayBuffer, name: string): string {
  const file = join(dir, `${name}.pdf`);
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync('/usr/bin/pdftotext', ['-enc', 'UTF-8', file, '-'])
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

describe(`GET /api/configurations/{code}/quote.pdf (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let client: Client;
  let app: ReturnType<typeof testApp>;
  let code: string;
  let selection: Selection;
  let totalCents: number;
  let hx: ConfiguratorModel;

  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoCatalogue(handle.db);
    app = testApp(handle);
    client = new Client(app.app);
    const caller = trpcCaller(handle.db).publicConfigurator;
    const model = await caller.machineModel({ slug: 'hx', locale: 'en' });
    hx = model;
    selection = {
      dosingLine: model.choices.dosingLines[1]?.id ?? '',
      country: 'DE',
      dayTank: model.choices.dayTanks[0]?.id ?? '',
      values: {
        mixhead: ['mhl-18'],
        'temperature-control': ['tc-heating'],
        'hose-heating': ['hose-heated'],
        'hose-length': ['hose-5'],
        package: ['package-comfort'],
        notes: ['Deliver to plant 2'],
      },
    };
    totalCents = (await caller.price({ slug: 'hx', selection })).total;
    ({ code } = await caller.saveConfiguration({
      slug: 'hx',
      selection,
      units: { freq: 50, unit: 'cm' },
      locale: 'de',
    }));
  });
  // Every request here comes from one address: the rate limit has its own tests (quote-pdf-load).
  afterEach(() => handle.db.delete(rateLimitCounters));
  afterAll(async () => {
    await app.workers.close();
    await handle.close();
    if (!process.env.KEEP_PDFS) rmSync(dir, { recursive: true, force: true });
  });

  it('German: machine, base choices, options (package marked), total and code, as pdftotext reads it', async () => {
    const response = await client.request(`/api/configurations/${code.toLowerCase()}/quote.pdf?locale=de`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const text = pdfText(await response.arrayBuffer(), 'de');
    expect(text).toContain('Aldermann Dosiertechnik GmbH');
    expect(text).toContain('Konfiguration und Preisübersicht');
    expect(text).toContain('HX');
    expect(text).toContain('Deutschland');
    expect(text).toContain(STEPS.mixing.de);
    expect(text).toContain(OPTIONS['tc-heating'].de);
    expect(text).toContain(OPTIONS['package-comfort'].de);
    expect(text).toContain('im Paket');
    // The package as the page presents it: what it holds, and what it saves against buying it piece by piece.
    const savings = packageDeal(hx, selection, 'package', 'package-comfort')?.savings ?? 0;
    expect(savings).toBeGreaterThan(0);
    expect(text).toContain(
      `spart ${formatMoney(savings / 100, 'de').replace(/\s/g, ' ')} gegenüber dem Einzelkauf`,
    );
    expect(text).toContain('Deliver to plant 2');
    expect(text).toContain('Gesamt');
    expect(text).toContain(formatMoney(totalCents / 100, 'de').replace(/\s/g, ' '));
    expect(text).toContain(formatCode(code));
    expect(text).toContain('Modellversion: 1');
    // Dates the German way, not as ISO days.
    const today = formatLongDate(new Date(), 'de');
    expect(today).toMatch(/^\d{1,2}\. \p{L}+ \d{4}$/u);
    expect(text).toContain(`Datum: ${today}`);
    expect(text).toContain(`Gespeichert am: ${today}`);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(text).toContain('Preis- und Lieferinformationen');
  });

  it('says which steps still need a choice, and says nothing of them once every step has one', async () => {
    const caller = trpcCaller(handle.db).publicConfigurator;
    const model = await caller.machineModel({ slug: 'hx', locale: 'de' });
    // The page's defaults fill every step but Mixing (no mixhead is preselected).
    const defaults = defaultSelection(model).values;
    const pdfOf = async (values: Selection['values'], name: string) => {
      const saved = await caller.saveConfiguration({
        slug: 'hx',
        selection: { ...selection, values },
        units: { freq: 50, unit: 'cm' },
        locale: 'de',
      });
      const response = await client.request(`/api/configurations/${saved.code}/quote.pdf?locale=de`);
      expect(response.status).toBe(200);
      return pdfText(await response.arrayBuffer(), name);
    };
    expect(await pdfOf(defaults, 'de-open')).toContain(
      `Noch auszuwählen: ${STEPS.mixing.de}. Dieses Angebot enthält sie noch nicht.`,
    );
    expect(await pdfOf({ ...defaults, mixhead: ['mhl-18'] }, 'de-complete')).not.toContain(
      'Noch auszuwählen',
    );
  });

  it('Japanese: the same facts in Japanese script', async () => {
    const response = await client.request(`/api/configurations/${code}/quote.pdf?locale=ja`);
    expect(response.status).toBe(200);
    const text = pdfText(await response.arrayBuffer(), 'ja');
    expect(text).toContain('構成と価格の概要');
    expect(text).toContain(STEPS.mixing.ja);
    expect(text).toContain(OPTIONS['tc-heating'].ja);
    expect(text).toContain('パッケージに含む');
    expect(text).toContain('合計');
    expect(text).toContain(formatMoney(totalCents / 100, 'ja'));
    expect(text).toContain(formatCode(code));
    expect(text).toContain(formatLongDate(new Date(), 'ja'));
    expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });

  it('renders every locale, CJK included, small enough to mail', { timeout: 120_000 }, async () => {
    for (const locale of INTERFACE_LOCALES) {
      const response = await client.request(`/api/configurations/${code}/quote.pdf?locale=${locale}`);
      expect(response.status, locale).toBe(200);
      const bytes = await response.arrayBuffer();
      expect(bytes.byteLength, locale).toBeLessThan(300 * 1024);
      expect(pdfText(bytes, locale)).toContain(formatCode(code));
    }
  });

  it('leaves prices out while they are on request, and says so', async () => {
    const caller = trpcCaller(handle.db).publicConfigurator;
    const agency = await caller.saveConfiguration({
      slug: 'hx',
      selection: { ...selection, country: 'MX' },
      units: { freq: 50, unit: 'cm' },
      locale: 'en',
    });
    const response = await client.request(`/api/configurations/${agency.code}/quote.pdf`);
    expect(response.status).toBe(200);
    const text = pdfText(await response.arrayBuffer(), 'agency');
    expect(text).toContain('are quoted by our local agency');
    expect(text).not.toContain('€');
  });

  it('answers 404 JSON for an unknown code and 400 for a malformed code or locale', async () => {
    const unknown = await client.request('/api/configurations/0000-0000/quote.pdf');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      error: { code: 'NOT_FOUND', message: 'There is no saved configuration with the code 00000000.' },
    });
    for (const path of [
      '/api/configurations/ABCDEFGU/quote.pdf',
      '/api/configurations/%00%00/quote.pdf',
      '/api/configurations/%E0%A4%A/quote.pdf',
      `/api/configurations/${code}/quote.pdf?locale=fr`,
    ]) {
      const response = await client.request(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code, path).toBe('BAD_REQUEST');
    }
  });
});
