import { brotliDecompressSync } from 'node:zlib';
import type { Logger } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELATION_TYPES } from '../../../domain/availability.ts';
import { priceConfiguration } from '../../../domain/configurator/pricing.ts';
import type { ConfiguratorDataResponse, ConfiguratorMachine } from '../../db/queries/configurator-data.ts';
import type { GeneralInformationPage, NewsArticle } from '../../db/queries/content.ts';
import type { ProductPortfolio } from '../../db/queries/product-portfolio.ts';
import {
  foamFormulations,
  machineMachineVersions,
  machines,
  machineVersions,
  mixheads,
  pumps,
} from '../../db/schema/index.ts';
import { seedDemoCatalogue } from '../../db/seed/catalogue/index.ts';
import { caughtUp, createTestDb, type TestDb } from '../../db/testing/test-db.ts';
import { createApp } from '../../http/app.ts';
import { noAssets } from '../../testing/test-app.ts';
import { silentLogger, testConfig } from '../../testing/test-config.ts';
import type { SessionUser } from '../context.ts';
import { router } from '../trpc/init.ts';
import { dataRoutes } from './data-routes.ts';

const PATHS = ['/api/product-portfolio', '/api/configurator-data', '/api/general-information', '/api/news'];
const SALES: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Sam Sales',
  email: 'sam@example.com',
  role: 'sales',
  tradeFairModeEnabled: false,
  sessionId: '00000000-0000-4000-8000-0000000000aa',
};

/** Counts statements sent to the database; `reset` starts a new count. */
class CountingLogger implements Logger {
  queries: string[] = [];
  logQuery(query: string) {
    this.queries.push(query);
  }
  reset() {
    this.queries = [];
  }
}

function build(handle: TestDb, user: SessionUser | null) {
  return createApp({
    db: handle.db,
    config: testConfig(),
    logger: silentLogger,
    routes: dataRoutes(),
    trpcRouter: router({}),
    assets: noAssets,
    resolveUser: async () => user,
  }).app;
}

const sortedKeys = (value: object) => Object.keys(value).sort();

describe(`data GETs (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  const counter = new CountingLogger();
  let app: ReturnType<typeof build>;

  beforeAll(async () => {
    handle = await createTestDb({ logger: counter });
    await seedDemoCatalogue(handle.db);
    app = build(handle, SALES);
  });
  afterAll(() => handle.close());

  async function getJson<T>(path: string): Promise<T> {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    return (await res.json()) as T;
  }

  it.each(PATHS)('%s answers 401 without a session', async (path) => {
    const res = await build(handle, null).request(path);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'You need to sign in to do this.' },
    });
  });

  it('/api/product-portfolio has every portfolio list, field by field', async () => {
    const portfolio = await getJson<ProductPortfolio>('/api/product-portfolio');
    expect(sortedKeys(portfolio)).toEqual(
      [
        'foamFormulations',
        'injectors',
        'machineVersions',
        'machines',
        'mixheads',
        'peripheralEquipment',
        'pumps',
        'tankFarmCapacities',
      ].sort(),
    );
    const item = ['availableTo', 'description', 'id', 'name', 'sortOrder'];
    const machine = portfolio.machines.find((m) => m.slug === 'hx');
    expect(sortedKeys(machine ?? {})).toEqual(
      [
        ...item,
        'applications',
        'comingSoon',
        'components',
        'image',
        'machineVersions',
        'pressureClass',
        'slug',
        'useInConfigurator',
      ].sort(),
    );
    expect(machine).toMatchObject({
      name: 'HX Series',
      description: expect.stringContaining('High-pressure'),
      comingSoon: false,
      useInConfigurator: true,
      availableTo: null,
      pressureClass: 'high',
    });
    expect(machine?.machineVersions).toHaveLength(4);
    expect(portfolio.machines.filter((m) => m.comingSoon).map((m) => m.slug)).toEqual(['vx-vario']);

    const version = portfolio.machineVersions.find((v) => v.name === 'HX 200');
    expect(sortedKeys(version ?? {})).toEqual(
      [
        ...item,
        'controlPlatform',
        'fuse',
        'injectors',
        'isoPump',
        'machines',
        'mixheads',
        'peripheralEquipment',
        'polyPump',
        'pumps',
        'tankFarmCapacities',
        'useInConfigurator',
      ].sort(),
    );
    expect(version?.polyPump).toEqual({
      id: expect.any(String),
      name: 'AXP 12',
      displacementCm3PerRev: 12,
      minRpm: 150,
      maxRpm: 1450,
    });
    expect(version?.controlPlatform).toEqual({ id: expect.any(String), name: 'DCS Pro 15' });
    expect(version?.fuse).toEqual({ id: expect.any(String), name: '63 A', amperes: 63 });
    expect(version?.machines).toEqual([{ id: machine?.id, relationType: 'standardOptimized' }]);

    const pump = portfolio.pumps.find((p) => p.name === 'AXP 12');
    expect(sortedKeys(pump ?? {})).toEqual(
      [
        ...item,
        'displacementCm3PerRev',
        'machineVersions',
        'maxPressureBar',
        'maxRpm',
        'minRpm',
        'pressureClass',
        'pumpType',
        'useInConfigurator',
      ].sort(),
    );
    expect(pump?.pumpType).toEqual({ id: expect.any(String), name: 'Axial piston pump' });
    const mixhead = portfolio.mixheads.find((m) => m.name === 'MHL 18');
    expect(sortedKeys(mixhead ?? {})).toEqual(
      [
        ...item,
        'components',
        'machineVersions',
        'maxGPerS',
        'minGPerS',
        'pressureClass',
        'series',
        'useInConfigurator',
      ].sort(),
    );
    expect(mixhead).toMatchObject({ minGPerS: 60, maxGPerS: 450, components: 2, pressureClass: 'high' });
    const peripheral = portfolio.peripheralEquipment.find((p) => p.name === 'Premix station PM 500');
    expect(sortedKeys(peripheral ?? {})).toEqual(
      [...item, 'machineVersions', 'type', 'useInConfigurator'].sort(),
    );
    expect(peripheral?.type).toEqual({
      id: expect.any(String),
      name: 'Premix stations',
      category: 'preConditioning',
      description: expect.any(String),
    });
    expect(new Set(portfolio.peripheralEquipment.map((p) => p.type.category))).toEqual(
      new Set(['machineComponents', 'preConditioning']),
    );
    const farm = portfolio.tankFarmCapacities[0];
    expect(sortedKeys(farm ?? {})).toEqual([...item, 'machineVersions', 'tankVolumeL', 'tanks'].sort());
    const injector = portfolio.injectors[0];
    expect(sortedKeys(injector ?? {})).toEqual(
      [...item, 'machineVersions', 'material', 'nozzleDiameterMm', 'type', 'useInConfigurator'].sort(),
    );
    // The machine finder sizes machines for these: ratio and densities as numbers, not strings.
    expect(portfolio.foamFormulations.map((f) => f.name)).toEqual([
      'Rigid panel foam R-125',
      'Flexible moulded foam F-50',
      'Cast elastomer E-35',
      'Integral skin foam I-45',
      'Semi-rigid foam S-60',
    ]);
    const formulation = portfolio.foamFormulations[1];
    expect(sortedKeys(formulation ?? {})).toEqual(
      [
        ...item,
        'application',
        'densityIso',
        'densityPoly',
        'isoPartsPer100Poly',
        'processingTemperatureC',
        'viscosityIsoMPas',
        'viscosityPolyMPas',
      ].sort(),
    );
    expect(formulation).toMatchObject({
      application: 'flexible',
      isoPartsPer100Poly: 50,
      densityPoly: 1.04,
      densityIso: 1.22,
      viscosityPolyMPas: 1800,
      viscosityIsoMPas: 40,
      processingTemperatureC: 25,
    });
  });

  it('/api/product-portfolio relation lists are typed and point into the lists, both ways', async () => {
    const portfolio = await getJson<ProductPortfolio>('/api/product-portfolio');
    const ids = (list: { id: string }[]) => new Set(list.map((x) => x.id));
    const versionIds = ids(portfolio.machineVersions);
    const targets = {
      machines: ids(portfolio.machines),
      pumps: ids(portfolio.pumps),
      mixheads: ids(portfolio.mixheads),
      peripheralEquipment: ids(portfolio.peripheralEquipment),
      tankFarmCapacities: ids(portfolio.tankFarmCapacities),
      injectors: ids(portfolio.injectors),
    };
    let relations = 0;
    for (const version of portfolio.machineVersions) {
      for (const [list, known] of Object.entries(targets)) {
        for (const relation of version[list as keyof typeof targets]) {
          expect(sortedKeys(relation)).toEqual(['id', 'relationType']);
          expect(RELATION_TYPES).toContain(relation.relationType);
          expect(known.has(relation.id), `${version.name} → ${list}`).toBe(true);
          relations++;
        }
      }
    }
    expect(relations).toBeGreaterThan(100);
    for (const pump of portfolio.pumps) {
      for (const relation of pump.machineVersions) {
        expect(versionIds.has(relation.id)).toBe(true);
        const version = portfolio.machineVersions.find((v) => v.id === relation.id);
        expect(version?.pumps).toContainEqual({ id: pump.id, relationType: relation.relationType });
      }
    }
  });

  it('/api/product-portfolio leaves out items past availableTo, and relations to them', async () => {
    const portfolio = await getJson<ProductPortfolio>('/api/product-portfolio');
    expect(portfolio.mixheads.map((m) => m.name)).not.toContain('MHL 10');
    const [retired] = await handle.db
      .select({ id: mixheads.id })
      .from(mixheads)
      .where(eq(mixheads.name, 'MHL 10'));
    const related = portfolio.machineVersions.flatMap((v) => v.mixheads.map((m) => m.id));
    expect(related).not.toContain(retired?.id);
    expect(portfolio.mixheads).toHaveLength(12);
    // A phase-out in the future is still listed.
    expect(
      portfolio.peripheralEquipment.find((p) => p.name === 'Drum unloading pump DP 200')?.availableTo,
    ).toBe('2030-12');

    // A formulation taken off the market is no longer offered to the machine finder.
    const S60 = 'Semi-rigid foam S-60';
    await handle.db
      .update(foamFormulations)
      .set({ availableTo: '2020-01' })
      .where(eq(foamFormulations.name, S60));
    await caughtUp(handle);
    const later = await getJson<ProductPortfolio>('/api/product-portfolio');
    expect(later.foamFormulations.map((f) => f.name)).not.toContain(S60);
    expect(later.foamFormulations).toHaveLength(4);
    await handle.db.update(foamFormulations).set({ availableTo: null }).where(eq(foamFormulations.name, S60));
    await caughtUp(handle);
  });

  it('answers with an ETag, 304 for a matching If-None-Match, and brotli or gzip when asked', async () => {
    const first = await app.request('/api/product-portfolio', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^".+"$/);
    const body = JSON.parse(brotliDecompressSync(Buffer.from(await first.arrayBuffer())).toString());
    expect(body.machines).toHaveLength(6);
    const gzip = await app.request('/api/product-portfolio', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const again = await app.request('/api/product-portfolio', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('serves a change made by any instance on the next request, and only rebuilds then', async () => {
    const other = build(handle, SALES);
    const before = await app.request('/api/product-portfolio');
    const etag = before.headers.get('etag') as string;
    // Another instance (or an admin on it) renames a pump: this one must not keep its old bytes.
    await handle.db.update(pumps).set({ name: 'AXP 12 S' }).where(eq(pumps.name, 'AXP 12'));
    await caughtUp(handle);
    const after = await app.request('/api/product-portfolio', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    const names = ((await after.json()) as ProductPortfolio).pumps.map((p) => p.name);
    expect(names).toContain('AXP 12 S');
    const fromOther = await other.request('/api/product-portfolio');
    expect(fromOther.headers.get('etag')).toBe(after.headers.get('etag'));
    await handle.db.update(pumps).set({ name: 'AXP 12' }).where(eq(pumps.name, 'AXP 12 S'));
  });

  it('builds /api/product-portfolio with a constant number of queries, and serves the cache with none', async () => {
    const fresh = build(handle, SALES);
    counter.reset();
    await fresh.request('/api/product-portfolio');
    const cold = counter.queries.length;
    counter.reset();
    await fresh.request('/api/product-portfolio');
    expect(counter.queries).toEqual([]);

    // Twice the machines and versions: the count must not grow with the data.
    const [pump] = await handle.db.select({ id: pumps.id }).from(pumps).limit(1);
    for (let i = 0; i < 6; i++) {
      const [machine] = await handle.db
        .insert(machines)
        .values({ name: `Test ${i}`, slug: `test-${i}`, textKey: `machine.test-${i}`, pressureClass: 'high' })
        .returning({ id: machines.id });
      for (let j = 0; j < 3; j++) {
        const [version] = await handle.db
          .insert(machineVersions)
          .values({ name: `Test ${i}.${j}`, polyPumpId: pump?.id ?? '', isoPumpId: pump?.id ?? '' })
          .returning({ id: machineVersions.id });
        await handle.db.insert(machineMachineVersions).values({
          machineId: machine?.id ?? '',
          machineVersionId: version?.id ?? '',
          relationType: 'optional',
        });
      }
    }
    counter.reset();
    const res = await fresh.request('/api/product-portfolio');
    expect(((await res.json()) as ProductPortfolio).machines).toHaveLength(12);
    expect(counter.queries).toHaveLength(cold);
    expect(cold).toBeLessThan(20);
  });

  it('/api/configurator-data gives each configurator machine in the shapes of its model', async () => {
    const data = await getJson<ConfiguratorDataResponse>('/api/configurator-data');
    expect(data.discountRatePerOption).toBe(0.005);
    expect(data.machines.map((m) => m.slug)).toEqual(['hx-compact', 'hx', 'hx-max', 'lx', 'cx-cast']);
    const hx = data.machines[1] as ConfiguratorMachine;
    expect(sortedKeys(hx)).toEqual(
      [
        'agencyBasePrices',
        'agencyIsos',
        'basePrices',
        'choices',
        'countryPeds',
        'leadTimeWeeks',
        'machineId',
        'modelVersion',
        'name',
        'pedOverride',
        'slug',
        'starters',
        'steps',
      ].sort(),
    );
    expect(hx.agencyIsos.sort()).toEqual(['BR', 'IN', 'MX']);
    expect(hx.steps.map((s) => s.slug)).toEqual([
      'mixing',
      'material-supply',
      'hoses',
      'control',
      'service',
      'packages',
    ]);
    for (const step of hx.steps) {
      expect(sortedKeys(step)).toEqual(['slug', 'subSteps', 'title']);
      for (const subStep of step.subSteps) {
        expect(sortedKeys(subStep)).toEqual(['options', 'slug', 'title']);
        expect(sortedKeys(subStep.options)).toEqual(['data', 'fieldType']);
        for (const option of subStep.options.data) {
          expect(['value', 'label', 'price', 'articleNumber']).toEqual(
            expect.arrayContaining(
              Object.keys(option).filter(
                (k) =>
                  ![
                    'filter',
                    'packageOptions',
                    'default',
                    'defaultWhen',
                    'help',
                    'recommended',
                    'output',
                  ].includes(k),
              ),
            ),
          );
          if ('default' in option) expect(option.default).toBe(true);
          // Keyed on a 60 Hz destination (mains) or on the visitor's language (documentation).
          if ('defaultWhen' in option) {
            expect([
              { country: ['US', 'CA'] },
              { language: [option.value.replace(/^doc-/, '')] },
            ]).toContainEqual(option.defaultWhen);
          }
          expect(option.articleNumber).toMatch(/^ADT-\d{4}$/);
          const price = option.price;
          if (price !== null && typeof price === 'object') {
            expect(sortedKeys(price)).toEqual(['dependsOn', 'prices']);
          } else if (price !== null) {
            expect(typeof price).toBe('number');
          }
        }
      }
    }
    const mains = hx.steps[3]?.subSteps[1]?.options.data[1];
    expect(mains?.price).toEqual({ dependsOn: 'dosingLine', prices: expect.any(Object) });
    const comfort = hx.steps[5]?.subSteps[0]?.options.data[0];
    expect(comfort?.packageOptions).toEqual([
      { slug: 'tank-equipment', optionIds: ['agitator-poly', 'level-sensors', 'desiccant-dryer'] },
    ]);
    expect(hx.basePrices[0]).toEqual({
      machineVersionId: expect.any(String),
      pedId: expect.any(String),
      dayTankId: expect.any(String),
      price: expect.any(Number),
    });
    expect(sortedKeys(hx.agencyBasePrices[0] ?? {})).toEqual(['dayTankId', 'machineVersionId', 'price']);
    expect(hx.choices.dosingLines.map((d) => d.name)).toEqual(['HX 100', 'HX 200', 'HX 350', 'HX 600']);
    expect(hx.choices.dayTanks.map((d) => d.volumeL)).toEqual([60, 250]);
  });

  it('/api/configurator-data prices a real configuration with the domain pricing', async () => {
    const data = await getJson<ConfiguratorDataResponse>('/api/configurator-data');
    const hx = data.machines.find((m) => m.slug === 'hx') as ConfiguratorMachine;
    const line = hx.choices.dosingLines.find((d) => d.name === 'HX 200');
    const tank = hx.choices.dayTanks.find((d) => d.volumeL === 250);
    const result = priceConfiguration(hx, {
      dosingLine: line?.id ?? '',
      country: 'DE',
      dayTank: tank?.id ?? '',
      values: { mixhead: ['mhl-18'], 'temperature-control': ['tc-heating'], package: ['package-comfort'] },
    });
    // 72,900 + 250 l tank surcharge (4,900 − 1,350) = 76,450, listed rounded to 76,500; MHL 18 15,400;
    // heating at 250 l 3,900; comfort resolves agitator 1,900 + level 1,450 + dryer 620 = 3,970
    // against a package price of 2,790.
    expect(result.base).toBe(76500);
    expect(result.packageEffect).toBe(1180);
    expect(result.total).toBe(76500 + 15400 + 3900 + 3970 - 1180);
  });

  it('/api/general-information and /api/news list the published texts', async () => {
    const pages = await getJson<GeneralInformationPage[]>('/api/general-information');
    expect(pages).toHaveLength(6);
    for (const page of pages) {
      expect(sortedKeys(page)).toEqual([
        'id',
        'publishedAt',
        'slug',
        'sortOrder',
        'text',
        'title',
        'updatedAt',
      ]);
      expect(page.text).toMatch(/^<p>/);
    }
    expect(pages[0]?.title).toBe('Price information');
    const news = await getJson<NewsArticle[]>('/api/news');
    expect(news).toHaveLength(8);
    for (const article of news)
      expect(sortedKeys(article)).toEqual(['id', 'publishedAt', 'slug', 'text', 'title']);
    const dates = news.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
});
