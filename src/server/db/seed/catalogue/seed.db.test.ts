import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchingStarter, starterSelection } from '../../../../domain/configurator/starters.ts';
import { pumpFlow } from '../../../../domain/flow.ts';
import { INTERFACE_LOCALES, SOURCE_LOCALE } from '../../../../domain/interface-locales.ts';
import { loadStaticAssets } from '../../../http/static-assets.ts';
import { checkConfiguratorModels, loadCheckableModels } from '../../queries/model-check.ts';
import { loadProductPortfolio, type PumpSummary } from '../../queries/product-portfolio.ts';
import { loadPublicMachineModel } from '../../queries/public-configurator.ts';
import {
  agencyBasePrices,
  basePrices,
  configuratorOptionFilters,
  configuratorOptions,
  configuratorSubSteps,
  countries,
  dayTanks,
  foamFormulations,
  generalInformationPages,
  injectors,
  machines,
  machineVersions,
  mixheads,
  newsArticles,
  partModelFiles,
  partModels,
  peripheralEquipmentTypes,
  pressureEquipmentDirectives,
  pumps,
  tankFarmCapacities,
  translations,
} from '../../schema/index.ts';
import { createTestDb, type TestDb } from '../../testing/test-db.ts';
import { demoPartsOf, shownByOf } from './demo-parts.ts';
import { seedDemoCatalogue } from './index.ts';
import { MIXHEADS } from './machines-data.ts';

describe(`demo catalogue (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoCatalogue(handle.db);
  });
  afterAll(() => handle.close());

  const total = async (table: PgTable) => (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it('has the sizes the issue asks for', async () => {
    const db = handle.db;
    const machineRows = await db.select().from(machines);
    expect(machineRows.length).toBeGreaterThanOrEqual(6);
    expect(machineRows.filter((m) => m.comingSoon)).toHaveLength(1);
    expect(await total(machineVersions)).toBeGreaterThanOrEqual(15);
    expect(await total(pumps)).toBeGreaterThanOrEqual(12);
    expect(await total(mixheads)).toBeGreaterThanOrEqual(10);
    expect(await total(injectors)).toBeGreaterThan(0);
    const volumes = (await db.select({ v: dayTanks.volumeL }).from(dayTanks)).map((row) => row.v);
    expect(volumes).toEqual(expect.arrayContaining([30, 60, 250]));
    expect(await total(pressureEquipmentDirectives)).toBe(3);
    const countryRows = await db.select().from(countries);
    expect(countryRows.length).toBeGreaterThanOrEqual(20);
    expect(countryRows.filter((c) => c.agency)).toHaveLength(3);
    const categories = new Set(
      (await db.select({ c: peripheralEquipmentTypes.category }).from(peripheralEquipmentTypes)).map(
        (r) => r.c,
      ),
    );
    expect([...categories].sort()).toEqual(['machineComponents', 'preConditioning']);
    expect(await total(tankFarmCapacities)).toBeGreaterThan(0);
    const applications = (await db.select({ a: foamFormulations.application }).from(foamFormulations)).map(
      (r) => r.a,
    );
    expect(applications).toEqual(expect.arrayContaining(['rigid', 'flexible', 'elastomer', 'integralSkin']));
    expect(await total(generalInformationPages)).toBe(6);
    expect(await total(newsArticles)).toBe(8);
  });

  it('has pump pairs that cover about 5 to 2000 g/s', async () => {
    const { machineVersions: versions } = await loadProductPortfolio(handle.db);
    // Total mass flow at 1.1 g/cm³, a typical PU density for both components.
    const gPerS = (pump: PumpSummary, rpm: 'minRpm' | 'maxRpm') =>
      pumpFlow(pump.displacementCm3PerRev, pump[rpm]) * 1.1;
    const lows = versions.map((v) => gPerS(v.polyPump, 'minRpm') + gPerS(v.isoPump, 'minRpm'));
    const highs = versions.map((v) => gPerS(v.polyPump, 'maxRpm') + gPerS(v.isoPump, 'maxRpm'));
    expect(Math.min(...lows)).toBeLessThanOrEqual(5);
    expect(Math.max(...highs)).toBeGreaterThanOrEqual(2000);
  });

  it('gives every configurator machine a complete model: steps, packages, filters, dependsOn, prices', async () => {
    const models = await loadCheckableModels(handle.db);
    expect(models.map((m) => m.machine)).toEqual(['hx-compact', 'hx', 'hx-max', 'lx', 'cx-cast']);
    for (const { data, choices } of models) {
      expect(data.steps.length).toBeGreaterThanOrEqual(5);
      expect(data.steps.map((s) => s.slug)).toContain('packages');
      const options = data.steps.flatMap((s) => s.subSteps.flatMap((sub) => sub.options.data));
      expect(options.some((o) => o.filter && Object.keys(o.filter).length > 0)).toBe(true);
      expect(options.some((o) => o.price !== null && typeof o.price === 'object')).toBe(true);
      const peds = new Set(Object.values(data.countryPeds));
      expect(data.basePrices).toHaveLength(choices.dosingLine.length * peds.size * choices.dayTank.length);
      expect(data.agencyBasePrices).toHaveLength(choices.dosingLine.length * choices.dayTank.length);
    }
  });

  it('guides the buyer: help for the jargon, recommendations with reasons, starters the rules keep, lead times and a contact', async () => {
    for (const slug of ['hx-compact', 'hx', 'hx-max', 'lx', 'cx-cast']) {
      const model = await loadPublicMachineModel(handle.db, { slug, locale: 'de' });
      if (!model) throw new Error(`no model for ${slug}`);
      const options = model.steps.flatMap((step) => step.subSteps.flatMap((sub) => sub.options.data));
      const opcUa = options.find((option) => option.value === 'opc-ua');
      expect(opcUa?.help, slug).toMatch(/^OPC UA ist ein offener Standard/);
      expect(options.find((option) => option.value === 'desiccant-dryer')?.recommended?.reason).toBe(
        'Schützt das Isocyanat vor Feuchte: keine Kristalle im Behälter.',
      );
      expect(model.leadTimeWeeks?.min).toBeGreaterThan(0);
      expect(model.salesContact?.email).toMatch(/@/);
      expect(model.starters?.map((starter) => starter.title)).toEqual(['Paneellinie', 'Labor']);
      for (const starter of model.starters ?? []) {
        // Each starter is what the rules let stand: choosing it gives exactly its values.
        const selection = starterSelection(model, starter, { country: 'DE' });
        expect(matchingStarter(model, selection), `${slug} ${starter.slug}`).toBe(starter);
        expect(
          Object.keys(starter.selection.values).length,
          `${slug} ${starter.slug}`,
        ).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('links every mixhead option to its catalogue mixhead, whose range the served model carries', async () => {
    for (const slug of ['hx-compact', 'hx', 'hx-max', 'lx', 'cx-cast']) {
      const model = await loadPublicMachineModel(handle.db, { slug, locale: 'de' });
      const options = model?.steps.flatMap((step) => step.subSteps).flatMap((sub) => sub.options.data) ?? [];
      const mixheadOptions = options.filter((option) => option.output);
      expect(mixheadOptions.length, slug).toBeGreaterThan(0);
      for (const option of mixheadOptions) {
        const spec = MIXHEADS.find((mixhead) => option.label.includes(mixhead.name));
        expect(option.output, `${slug} ${option.value}`).toEqual({
          minGPerS: spec?.minGPerS,
          maxGPerS: spec?.maxGPerS,
        });
      }
      // Only the mixheads: the other options stand for no catalogue mixhead.
      const mixheadStep = model?.steps.flatMap((step) => step.subSteps).find((sub) => sub.slug === 'mixhead');
      expect(mixheadOptions).toEqual(mixheadStep?.options.data);
      // Each dosing line's text says its output in g/s, at 60 Hz too.
      for (const line of model?.choices.dosingLines ?? []) {
        expect(line.description60Hz, line.name).toMatch(/g\/s/);
        expect(line.description60Hz).not.toBe(line.description);
      }
    }
  });

  it("shows each demo part by options the machine's model has", async () => {
    for (const slug of ['hx-compact', 'hx', 'hx-max', 'lx', 'cx-cast']) {
      const model = await loadPublicMachineModel(handle.db, { slug, locale: 'en' });
      const offered = new Set(
        model?.steps
          .flatMap((step) => step.subSteps)
          .flatMap((sub) => sub.options.data.map((option) => `${sub.slug}/${option.value}`)),
      );
      // Stored as uploads are: a part model each, linked by "Shown by", its file checked and kept by hash.
      const stored = await handle.db
        .select({
          name: partModels.name,
          shownBy: partModels.shownBy,
          triangles: partModelFiles.triangleCount,
        })
        .from(partModels)
        .innerJoin(machines, eq(machines.id, partModels.machineId))
        .innerJoin(partModelFiles, eq(partModelFiles.sha256, partModels.file))
        .where(eq(machines.slug, slug))
        .orderBy(partModels.sortOrder);
      expect(stored.map(({ name, shownBy }) => [name, shownBy])).toEqual(
        demoPartsOf({ slug }).map((part) => [part.name, shownByOf(part)]),
      );
      expect(stored.every((row) => row.triangles > 0)).toBe(true);
      for (const part of demoPartsOf({ slug })) {
        for (const { subStep, value } of part.show.options ?? [])
          expect(offered.has(`${subStep}/${value}`), `${slug} ${part.key}: ${subStep}/${value}`).toBe(true);
      }
    }
  });

  it('passes the model check with zero findings', async () => {
    const results = await checkConfiguratorModels(handle.db);
    expect(results).toHaveLength(5);
    expect(results.flatMap((r) => r.findings)).toEqual([]);
  });

  it('translates every configurator text into all nine locales, and none is an English copy', async () => {
    const models = await loadCheckableModels(handle.db);
    expect(models[0]?.locales).toEqual(INTERFACE_LOCALES.filter((l) => l !== SOURCE_LOCALE));
    const english = new Map<string, string>();
    for (const row of await handle.db
      .select({ key: configuratorOptions.textKey, label: configuratorOptions.label })
      .from(configuratorOptions)) {
      english.set(row.key, row.label);
    }
    let compared = 0;
    for (const model of models) {
      for (const text of model.texts) {
        for (const locale of model.locales) {
          const translated = text.translations[locale];
          expect(translated, `${text.key} ${locale}`).toBeTruthy();
          const source = english.get(text.key);
          if (source) {
            expect(translated, `${text.key} ${locale}`).not.toBe(source);
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it("gives every machine its picture, served from the client's files with a year's caching", async () => {
    // The client as the build lays it out: src/web/public at its root (vite's publicDir).
    const clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    cpSync(fileURLToPath(new URL('../../../../web/public', import.meta.url)), clientDir, { recursive: true });
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>x</title>');
    const assets = loadStaticAssets(clientDir);
    const rows = await handle.db.select({ slug: machines.slug, image: machines.image }).from(machines);
    expect(rows).toHaveLength(6);
    for (const { slug, image } of rows) {
      expect(image, slug).toMatch(/^\/images\/machines\/[a-z0-9-]+\.[0-9a-f]{10}\.webp$/);
      const response = assets.serve(image as string, new Request(`http://localhost${image}`));
      expect(response?.status, slug).toBe(200);
      expect(response?.headers.get('content-type')).toBe('image/webp');
      expect(response?.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = new Uint8Array(await (response as Response).arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(8, 12)), slug).toBe('WEBP');
      expect(bytes.byteLength, slug).toBeLessThan(20_000);
    }
  });

  it('changes nothing when called on a catalogue that is not empty', async () => {
    const before = await total(translations);
    await seedDemoCatalogue(handle.db);
    expect(await total(translations)).toBe(before);
    expect(await total(machines)).toBe(6);
  });
});

describe(`model check on seeded defects (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  beforeAll(async () => {
    handle = await createTestDb();
    await seedDemoCatalogue(handle.db);
  });
  afterAll(() => handle.close());

  async function optionId(machineSlug: string, subStepSlug: string, value: string): Promise<string> {
    const [row] = await handle.db
      .select({ id: configuratorOptions.id })
      .from(configuratorOptions)
      .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.id, configuratorOptions.subStepId))
      .innerJoin(machines, eq(machines.id, configuratorSubSteps.machineId))
      .where(
        and(
          eq(machines.slug, machineSlug),
          eq(configuratorSubSteps.slug, subStepSlug),
          eq(configuratorOptions.value, value),
        ),
      );
    if (!row) throw new Error(`no option ${subStepSlug}/${value}`);
    return row.id;
  }

  it('finds each defect built into the data', async () => {
    const db = handle.db;
    // 1. a filter key that names no sub-step
    await db.insert(configuratorOptionFilters).values({
      optionId: await optionId('lx', 'interfaces', 'opc-ua'),
      filterKey: 'control-sytem',
      value: 'dcs-pro-15',
    });
    // 2. an option no configuration can show: it needs a dosing line the machine does not have
    await db.insert(configuratorOptionFilters).values({
      optionId: await optionId('lx', 'cleaning', 'clean-air-solvent'),
      filterKey: 'dosingLine',
      value: 'retired-line',
    });
    // 3. a dosing line without one of its base prices
    const [hxMax] = await db.select({ id: machines.id }).from(machines).where(eq(machines.slug, 'hx-max'));
    const [price] = await db
      .select()
      .from(basePrices)
      .where(eq(basePrices.machineId, hxMax?.id ?? ''))
      .limit(1);
    await db
      .delete(basePrices)
      .where(
        and(
          eq(basePrices.machineId, price?.machineId ?? ''),
          eq(basePrices.machineVersionId, price?.machineVersionId ?? ''),
          eq(basePrices.pedId, price?.pedId ?? ''),
          eq(basePrices.dayTankId, price?.dayTankId ?? ''),
        ),
      );
    await db
      .delete(agencyBasePrices)
      .where(eq(agencyBasePrices.machineVersionId, price?.machineVersionId ?? ''));
    // 4. a missing and a blanked-out translation
    await db
      .delete(translations)
      .where(and(eq(translations.key, 'cfg.hx.step.mixing'), eq(translations.locale, 'ja')));
    await db
      .update(translations)
      .set({ text: null, state: 'missing' })
      .where(and(eq(translations.key, 'cfg.hx.opt.refill.refill-drum'), eq(translations.locale, 'pt')));

    const results = Object.fromEntries(
      (await checkConfiguratorModels(db)).map((r) => [
        r.machine,
        r.findings.map((f) => ({ ...f, message: undefined })),
      ]),
    );
    expect(results['hx-compact']).toEqual([]);
    expect(results['cx-cast']).toEqual([]);
    expect(results.lx).toEqual([
      expect.objectContaining({
        code: 'DANGLING_FILTER_VALUE',
        subStepSlug: 'cleaning',
        value: 'clean-air-solvent',
        key: 'dosingLine',
        missing: ['retired-line'],
      }),
      expect.objectContaining({
        code: 'DANGLING_FILTER_KEY',
        subStepSlug: 'interfaces',
        value: 'opc-ua',
        key: 'control-sytem',
      }),
      expect.objectContaining({
        code: 'UNREACHABLE_OPTION',
        subStepSlug: 'cleaning',
        value: 'clean-air-solvent',
      }),
    ]);
    expect(results['hx-max']).toEqual([
      expect.objectContaining({
        code: 'MISSING_BASE_PRICE',
        dosingLine: price?.machineVersionId,
        missing: [expect.any(String)],
      }),
      expect.objectContaining({ code: 'MISSING_AGENCY_PRICE', dosingLine: price?.machineVersionId }),
    ]);
    expect(results.hx).toEqual([
      expect.objectContaining({ code: 'MISSING_TRANSLATION', key: 'cfg.hx.step.mixing', locale: 'ja' }),
      expect.objectContaining({
        code: 'MISSING_TRANSLATION',
        key: 'cfg.hx.opt.refill.refill-drum',
        locale: 'pt',
      }),
    ]);
  });
});
