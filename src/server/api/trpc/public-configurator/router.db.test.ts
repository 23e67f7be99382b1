import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSelection } from '../../../../domain/configurator/defaults.ts';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import { appSettings, interfaceLanguages, translations } from '../../../db/schema/index.ts';
import { seedDemoCatalogue } from '../../../db/seed/catalogue/index.ts';
import { OPTIONS, STEPS, SUB_STEPS } from '../../../db/seed/catalogue/phrases.ts';
import { caughtUp, createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { createApp } from '../../../http/app.ts';
import { noAssets } from '../../../testing/test-app.ts';
import { silentLogger, testConfig } from '../../../testing/test-config.ts';
import type { RequestContext, SessionUser } from '../../context.ts';
import { createCallerFactory, router } from '../init.ts';
import { appRouter } from '../router.ts';
import { publicConfiguratorRouter } from './router.ts';

const CONFIGURATOR_MACHINES = ['hx-compact', 'hx', 'hx-max', 'lx', 'cx-cast'];
const SALES: SessionUser = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Sam Sales',
  email: 'sam@example.com',
  role: 'sales',
  tradeFairModeEnabled: false,
  sessionId: '00000000-0000-4000-8000-0000000000aa',
};

describe(`publicConfigurator (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  const createCaller = createCallerFactory(router({ publicConfigurator: publicConfiguratorRouter }));
  const caller = (user: SessionUser | null = null) => {
    const ctx: RequestContext = {
      db: handle.db,
      config: testConfig(),
      logger: silentLogger,
      log: silentLogger,
      getUser: async () => user,
      requestId: 'test',
      ip: '127.0.0.1',
    };
    return createCaller(ctx).publicConfigurator;
  };

  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoCatalogue(handle.db);
  });
  afterAll(() => handle.close());

  it('is mounted on the app router and answers without a session', async () => {
    const { app } = createApp({
      db: handle.db,
      config: testConfig(),
      logger: silentLogger,
      routes: [],
      trpcRouter: appRouter,
      assets: noAssets,
      resolveUser: async () => null,
    });
    const res = await app.request('/api/trpc/publicConfigurator.navigation');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.result.data.machines).toHaveLength(6);
  });

  it('navigation: machines with id, name, slug and comingSoon, language names by upper-case locale', async () => {
    const navigation = await caller().navigation();
    expect(Object.keys(navigation).sort()).toEqual(['languages', 'machines']);
    for (const machine of navigation.machines) {
      expect(Object.keys(machine).sort()).toEqual(['comingSoon', 'id', 'name', 'slug']);
    }
    expect(navigation.machines.map((m) => [m.slug, m.comingSoon])).toEqual([
      ...CONFIGURATOR_MACHINES.map((slug) => [slug, false]),
      ['vx-vario', true],
    ]);
    expect(navigation.languages).toEqual({
      EN: 'English',
      DE: 'Deutsch',
      IT: 'Italiano',
      JA: '日本語',
      ES: 'Español',
      PT: 'Português',
      CS: 'Čeština',
      ZH: '中文',
      KO: '한국어',
    });
  });

  it('locales: the enabled interface locales', async () => {
    const locales = await caller().locales();
    expect(locales.map((l) => l.code)).toEqual([...INTERFACE_LOCALES]);
    expect(locales[1]).toEqual({ code: 'de', name: 'Deutsch', englishName: 'German' });
  });

  it('serves every configurator machine in all nine locales, translated', async () => {
    for (const slug of CONFIGURATOR_MACHINES) {
      for (const locale of INTERFACE_LOCALES) {
        const model = await caller().machineModel({ slug, locale });
        expect(model.locale).toBe(locale);
        expect(model.machine.slug).toBe(slug);
        // The name the homepage and the menu show in this locale ("HXシリーズ"), not the English one.
        const listed = (await caller().machineCatalogue({ locale })).machines.find((m) => m.slug === slug);
        expect(model.machine.name).toBe(listed?.name);
        expect(model.steps[0]?.title).toBe(STEPS.mixing[locale]);
        expect(model.steps[0]?.subSteps[0]?.title).toBe(SUB_STEPS.mixhead[locale]);
        const refill = model.steps[1]?.subSteps.find((s) => s.slug === 'refill');
        expect(refill?.options.data.find((o) => o.value === 'refill-drum')?.label).toBe(
          OPTIONS['refill-drum'][locale],
        );
        expect(model.choices.dayTanks.every((tank) => tank.name.includes(String(tank.volumeL)))).toBe(true);
        expect(model.basePrices.length).toBeGreaterThan(0);
        if (locale !== 'en') {
          const english = await caller().machineModel({ slug, locale: 'en' });
          expect(model.machine.description).not.toBe(english.machine.description);
          if (slug === 'hx') expect(model.machine.name).not.toBe(english.machine.name);
          // The text under each dosing line, too: no English on a demo machine in another locale.
          const lines = model.choices.dosingLines;
          expect(lines.length).toBeGreaterThan(0);
          expect(lines.every((line) => line.description)).toBe(true);
          const englishLines = english.choices.dosingLines.map((line) => line.description);
          for (const line of lines) expect(englishLines, `${slug} ${locale}`).not.toContain(line.description);
        }
      }
    }
  });

  it('starts a US or Canadian machine on 480 V / 60 Hz mains, a German one on 400 V / 50 Hz', async () => {
    for (const slug of CONFIGURATOR_MACHINES) {
      const model = await caller().machineModel({ slug, locale: 'en' });
      const mains = model.steps.flatMap((step) => step.subSteps).find((s) => s.slug === 'mains-supply');
      const sixty = mains?.options.data.find((o) => o.value === 'mains-480-60');
      expect(sixty?.defaultWhen, slug).toEqual({ country: ['US', 'CA'] });
      for (const country of ['US', 'CA']) {
        expect(defaultSelection(model, { country }).values['mains-supply'], `${slug} ${country}`).toEqual([
          'mains-480-60',
        ]);
      }
      expect(defaultSelection(model, { country: 'DE' }).values['mains-supply'], slug).toEqual([
        'mains-400-50',
      ]);
    }
  });

  it('names countries in the locale and keeps staff-only data and agency prices from visitors', async () => {
    const model = await caller().machineModel({ slug: 'hx', locale: 'de' });
    expect(model.choices.countries.find((c) => c.iso === 'DE')?.name).toBe('Deutschland');
    expect(model.choices.countries.find((c) => c.iso === 'JP')?.name).toBe('Japan');
    const options = model.steps.flatMap((s) => s.subSteps.flatMap((sub) => sub.options.data));
    expect(options.every((o) => !('articleNumber' in o))).toBe(true);
    expect(model.agencyBasePrices).toEqual([]);
    expect(model.pricesVisible).toBe(true);
    // Agency prices are a sales-mode feature (docs/product.md#sales-mode): signing in alone does not unlock
    // them.
    const signedIn = await caller(SALES).machineModel({ slug: 'hx', locale: 'de' });
    expect(signedIn.agencyBasePrices).toEqual([]);
  });

  it('falls back to English for a missing translation and a disabled locale', async () => {
    await handle.db
      .delete(translations)
      .where(and(eq(translations.key, 'cfg.lx.step.hoses'), eq(translations.locale, 'ja')));
    await caughtUp(handle);
    const ja = await caller().machineModel({ slug: 'lx', locale: 'ja' });
    expect(ja.steps.find((s) => s.slug === 'hoses')?.title).toBe('Hose lines');
    expect(ja.steps.find((s) => s.slug === 'mixing')?.title).toBe(STEPS.mixing.ja);

    await handle.db
      .update(interfaceLanguages)
      .set({ enabled: false })
      .where(eq(interfaceLanguages.code, 'it'));
    await caughtUp(handle);
    const it = await caller().machineModel({ slug: 'lx', locale: 'it' });
    expect(it.locale).toBe('en');
    expect(it.steps[0]?.title).toBe('Mixing');
    expect((await caller().locales()).map((l) => l.code)).not.toContain('it');
    expect(Object.keys((await caller().navigation()).languages)).not.toContain('IT');
    await handle.db
      .update(interfaceLanguages)
      .set({ enabled: true })
      .where(eq(interfaceLanguages.code, 'it'));
    await caughtUp(handle);
  });

  it('hides list prices from visitors when publicPrices is off', async () => {
    await handle.db.insert(appSettings).values({ key: 'publicPrices', value: false });
    await caughtUp(handle);
    const hidden = await caller().machineModel({ slug: 'cx-cast', locale: 'en' });
    expect(hidden.pricesVisible).toBe(false);
    expect(hidden.basePrices).toEqual([]);
    const options = hidden.steps.flatMap((s) => s.subSteps.flatMap((sub) => sub.options.data));
    expect(options.every((o) => o.price === null)).toBe(true);
    const staff = await caller(SALES).machineModel({ slug: 'cx-cast', locale: 'en' });
    expect(staff.basePrices.length).toBeGreaterThan(0);
    await handle.db.delete(appSettings).where(eq(appSettings.key, 'publicPrices'));
    await caughtUp(handle);
    expect((await caller().machineModel({ slug: 'cx-cast', locale: 'en' })).pricesVisible).toBe(true);
  });

  it('answers NOT_FOUND for a coming-soon or unknown machine and BAD_REQUEST for a bad locale', async () => {
    for (const slug of ['vx-vario', 'no-such-machine']) {
      const error = await caller()
        .machineModel({ slug, locale: 'en' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('NOT_FOUND');
    }
    const bad = await caller()
      .machineModel({ slug: 'hx', locale: 'fr' as 'en' })
      .catch((e: unknown) => e);
    expect((bad as TRPCError).code).toBe('BAD_REQUEST');
  });
});
