import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../../../../domain/interface-locales.ts';
import type { Db } from '../../../db/client.ts';
import { PUBLIC_SITE_KEYS } from '../../../db/queries/public-site.ts';
import {
  interfaceLanguages,
  machineMachineVersions,
  machines,
  machineVersionMixheads,
  machineVersions,
  mixheadSeries,
  mixheads,
  pumps,
  pumpTypes,
  translations,
} from '../../../db/schema/index.ts';
import { seedDemoCatalogue } from '../../../db/seed/catalogue/index.ts';
import { LEGAL_TEXTS } from '../../../db/seed/catalogue/legal-texts.ts';
import { MACHINES } from '../../../db/seed/catalogue/machines-data.ts';
import { caughtUp, createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { createApp } from '../../../http/app.ts';
import { noAssets } from '../../../testing/test-app.ts';
import { silentLogger, testConfig } from '../../../testing/test-config.ts';
import { trpcCaller } from '../../../testing/trpc-caller.ts';
import { appRouter } from '../router.ts';

function callerOn(db: Db) {
  return trpcCaller(db).publicConfigurator;
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return (error as TRPCError).code;
}

/** Small catalogue factories: a pump, a mixhead, a machine with versions. */
function factories(db: Db) {
  let typeId: string | undefined;
  let seriesId: string | undefined;
  return {
    async languages(enabled: readonly string[] = INTERFACE_LOCALES) {
      await db.insert(interfaceLanguages).values(
        INTERFACE_LOCALES.map((code, i) => ({
          code,
          name: code.toUpperCase(),
          englishName: code,
          enabled: enabled.includes(code),
          sortOrder: i,
        })),
      );
    },
    async pump(name: string, displacementCm3PerRev: number) {
      typeId ??= (await db.insert(pumpTypes).values({ name: 'Axial' }).returning())[0]?.id;
      const [row] = await db
        .insert(pumps)
        .values({
          name,
          pumpTypeId: typeId as string,
          pressureClass: 'high',
          displacementCm3PerRev,
          minRpm: 150,
          maxRpm: 1500,
          maxPressureBar: 200,
        })
        .returning();
      return row?.id as string;
    },
    async mixhead(name: string, minGPerS: number, maxGPerS: number, extra: { availableTo?: string } = {}) {
      seriesId ??= (
        await db.insert(mixheadSeries).values({ name: 'MH', pressureClass: 'high' }).returning()
      )[0]?.id;
      const [row] = await db
        .insert(mixheads)
        .values({ name, seriesId: seriesId as string, minGPerS, maxGPerS, pressureClass: 'high', ...extra })
        .returning();
      return row?.id as string;
    },
    async machine(
      slug: string,
      versions: {
        name: string;
        poly: string;
        iso: string;
        mixheads: string[];
        useInConfigurator?: boolean;
      }[],
      extra: Partial<typeof machines.$inferInsert> = {},
    ) {
      const [machine] = await db
        .insert(machines)
        .values({
          name: slug.toUpperCase(),
          slug,
          description: `About ${slug}`,
          textKey: `machine.${slug}.description`,
          pressureClass: 'high',
          applications: ['rigid'],
          ...extra,
        })
        .returning();
      for (const [index, spec] of versions.entries()) {
        const [version] = await db
          .insert(machineVersions)
          .values({
            name: spec.name,
            polyPumpId: spec.poly,
            isoPumpId: spec.iso,
            sortOrder: index,
            useInConfigurator: spec.useInConfigurator ?? true,
          })
          .returning();
        await db.insert(machineMachineVersions).values({
          machineId: machine?.id as string,
          machineVersionId: version?.id as string,
          relationType: 'standard',
        });
        for (const mixheadId of spec.mixheads) {
          await db.insert(machineVersionMixheads).values({
            machineVersionId: version?.id as string,
            mixheadId,
            relationType: 'standard',
          });
        }
      }
      return machine?.id as string;
    },
  };
}

describe(`publicConfigurator site reads on a small catalogue (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  const caller = () => callerOn(handle.db);

  beforeAll(async () => {
    handle = await createTestDb();
    const make = factories(handle.db);
    await make.languages(INTERFACE_LOCALES.filter((code) => code !== 'it'));
    const small = await make.pump('P6', 6);
    const big = await make.pump('P12', 12);
    const mh = await make.mixhead('MH 18', 20, 400);
    const old = await make.mixhead('MH 10', 5, 90, { availableTo: '2020-01' });
    await make.machine('alpha', [
      { name: 'Alpha 20', poly: big, iso: small, mixheads: [mh, old] },
      { name: 'Alpha 10', poly: small, iso: small, mixheads: [mh] },
      { name: 'Alpha staff only', poly: big, iso: big, mixheads: [mh], useInConfigurator: false },
    ]);
    await make.machine(
      'beta',
      [{ name: 'Beta 1', poly: small, iso: small, mixheads: [], useInConfigurator: false }],
      {
        comingSoon: true,
        sortOrder: 2,
      },
    );
    await make.machine('gone', [], { availableTo: '2020-01' });
    await make.machine('internal', [], { useInConfigurator: false });
    await handle.db.insert(translations).values([
      { key: PUBLIC_SITE_KEYS.machineName('alpha'), locale: 'de', text: 'Alpha-Serie', state: 'reviewed' },
      { key: 'machine.alpha.description', locale: 'de', text: 'Über Alpha', state: 'reviewed' },
      { key: 'machine.alpha.description', locale: 'ja', text: null, state: 'missing' },
      { key: PUBLIC_SITE_KEYS.legalTitle('legal-notice'), locale: 'en', text: 'Imprint', state: 'reviewed' },
      { key: PUBLIC_SITE_KEYS.legalBody('legal-notice'), locale: 'en', text: '<p>Us</p>', state: 'reviewed' },
      {
        key: PUBLIC_SITE_KEYS.legalTitle('legal-notice'),
        locale: 'de',
        text: 'Impressum',
        state: 'reviewed',
      },
    ]);
  });
  afterAll(() => handle.close());

  it('machineCatalogue: offered and coming-soon machines with their configurator versions and mixheads', async () => {
    const catalogue = await caller().machineCatalogue({ locale: 'en' });
    expect(catalogue.locale).toBe('en');
    expect(catalogue.machines.map((m) => [m.slug, m.comingSoon])).toEqual([
      ['alpha', false],
      ['beta', true],
    ]);
    const alpha = catalogue.machines[0];
    expect(alpha?.versions.map((v) => v.name)).toEqual(['Alpha 20', 'Alpha 10']);
    expect(alpha?.versions[0]?.polyPump).toMatchObject({
      name: 'P12',
      displacementCm3PerRev: 12,
      minRpm: 150,
      maxRpm: 1500,
    });
    // The mixhead past its availableTo month is gone from the versions and from the list.
    expect(catalogue.mixheads.map((m) => m.name)).toEqual(['MH 18']);
    expect(alpha?.versions.every((v) => v.mixheadIds.length === 1)).toBe(true);
    expect(alpha).toMatchObject({ name: 'ALPHA', description: 'About alpha', applications: ['rigid'] });
    // A coming-soon machine shows the versions it will have, though they are not in the configurator yet.
    expect(catalogue.machines[1]?.versions.map((v) => v.name)).toEqual(['Beta 1']);
  });

  it('machineCatalogue: translated names and descriptions, English for missing ones and disabled locales', async () => {
    const de = await caller().machineCatalogue({ locale: 'de' });
    expect(de.machines[0]).toMatchObject({ name: 'Alpha-Serie', description: 'Über Alpha' });
    expect(de.machines[1]?.name).toBe('BETA');
    const ja = await caller().machineCatalogue({ locale: 'ja' });
    expect(ja.machines[0]).toMatchObject({ name: 'ALPHA', description: 'About alpha' });
    const it = await caller().machineCatalogue({ locale: 'it' });
    expect(it.locale).toBe('en');
  });

  it('machineCatalogue: served from the revision cache until a write changes the data', async () => {
    const first = await caller().machineCatalogue({ locale: 'de' });
    expect(await caller().machineCatalogue({ locale: 'de' })).toBe(first);
    await handle.db
      .update(translations)
      .set({ text: 'Alpha-Baureihe' })
      .where(and(eq(translations.key, PUBLIC_SITE_KEYS.machineName('alpha')), eq(translations.locale, 'de')));
    await caughtUp(handle);
    const changed = await caller().machineCatalogue({ locale: 'de' });
    expect(changed).not.toBe(first);
    expect(changed.machines[0]?.name).toBe('Alpha-Baureihe');
  });

  it('legalPage: the locale where written, English for the rest, NOT_FOUND when nothing is written', async () => {
    expect(await caller().legalPage({ slug: 'legal-notice', locale: 'de' })).toEqual({
      slug: 'legal-notice',
      locale: 'de',
      title: 'Impressum',
      html: '<p>Us</p>',
    });
    expect(await caller().legalPage({ slug: 'legal-notice', locale: 'ko' })).toMatchObject({
      title: 'Imprint',
    });
    expect(await codeOf(caller().legalPage({ slug: 'data-protection', locale: 'en' }))).toBe('NOT_FOUND');
  });

  it('refuses bad input with BAD_REQUEST', async () => {
    expect(await codeOf(caller().machineCatalogue({ locale: 'fr' as 'en' }))).toBe('BAD_REQUEST');
    expect(await codeOf(caller().legalPage({ slug: 'terms' as 'legal-notice', locale: 'en' }))).toBe(
      'BAD_REQUEST',
    );
  });

  it('answers over HTTP without a session, and a bad input is a 400 with a message', async () => {
    const { app } = createApp({
      db: handle.db,
      config: testConfig(),
      logger: silentLogger,
      routes: [],
      trpcRouter: appRouter,
      assets: noAssets,
      resolveUser: async () => null,
    });
    const input = encodeURIComponent(JSON.stringify({ locale: 'de' }));
    const res = await app.request(`/api/trpc/publicConfigurator.machineCatalogue?input=${input}`);
    expect(res.status).toBe(200);
    expect((await res.json()).result.data.machines[0].name).toBe('Alpha-Baureihe');
    const bad = await app.request(
      `/api/trpc/publicConfigurator.legalPage?input=${encodeURIComponent('{"slug":"x","locale":"en"}')}`,
    );
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(body.error.message).toMatch(/slug/);
    expect(JSON.stringify(body)).not.toMatch(/\bat .*\.ts:\d+/);
  });
});

describe(`public site texts of the demo data (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoCatalogue(handle.db);
  });
  afterAll(() => handle.close());

  it('every demo machine has its name and description translated into every locale', async () => {
    const rows = await handle.db.select().from(translations);
    const has = new Set(rows.filter((row) => row.text).map((row) => `${row.key}|${row.locale}`));
    const missing: string[] = [];
    for (const machine of MACHINES) {
      for (const locale of INTERFACE_LOCALES) {
        if (locale === SOURCE_LOCALE) continue;
        for (const key of [
          PUBLIC_SITE_KEYS.machineName(machine.slug),
          `machine.${machine.slug}.description`,
        ]) {
          if (!has.has(`${key}|${locale}`)) missing.push(`${key}|${locale}`);
        }
      }
    }
    expect(missing).toEqual([]);
    for (const locale of INTERFACE_LOCALES) {
      const catalogue = await callerOn(handle.db).machineCatalogue({ locale });
      expect(catalogue.locale).toBe(locale);
      expect(catalogue.machines).toHaveLength(MACHINES.length);
      if (locale !== SOURCE_LOCALE) {
        const english = await callerOn(handle.db).machineCatalogue({ locale: 'en' });
        expect(catalogue.machines.map((m) => m.description)).not.toContain(english.machines[0]?.description);
      }
    }
    const ja = await callerOn(handle.db).machineCatalogue({ locale: 'ja' });
    expect(ja.machines.find((m) => m.slug === 'hx')?.name).toBe('HXシリーズ');
  });

  it('both legal pages exist in every locale, sanitised, each with its own title and the Llama notice', async () => {
    for (const slug of ['legal-notice', 'data-protection'] as const) {
      const titles = new Set<string>();
      for (const locale of INTERFACE_LOCALES) {
        const page = await callerOn(handle.db).legalPage({ slug, locale });
        expect(page.locale).toBe(locale);
        expect(page.title).toBe(LEGAL_TEXTS[slug][locale].title);
        expect(page.html).toContain('<h2>');
        expect(page.html).toContain('Built with Meta Llama 3');
        expect(page.html).toContain('rel="noopener noreferrer"');
        titles.add(page.title);
      }
      // es and pt share "Aviso legal"; every other locale has a title of its own.
      expect(titles.size).toBeGreaterThanOrEqual(8);
    }
  });
});
