// The model editor's API on a real database (PGlite, and PostgreSQL in CI): a draft is apart from what
// customers see, publication and rollback make immutable versions with one audit row each, and codes
// saved on an older version still open with what changed since.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { EXAMPLE_SELECTION } from '../../../../domain/configurator/testing/example-model.ts';
import type { SessionUser } from '../../../api/context.ts';
import { openPostgres } from '../../../db/client.ts';
import { auditLog, configuratorModelVersions, users } from '../../../db/schema/index.ts';
import { insertTestConfigurator, type TestConfigurator } from '../../../db/testing/configurator-factory.ts';
import { createTestDb, nextChange, type TestDb } from '../../../db/testing/test-db.ts';
import { trpcFailure as failure, TEST_SALES_USER, trpcCaller } from '../../../testing/trpc-caller.ts';

const DEVELOPER: SessionUser = {
  ...TEST_SALES_USER,
  id: '00000000-0000-4000-8000-000000000007',
  name: 'Dana Developer',
  email: 'dana@example.com',
  role: 'development',
};

/** A copy of the document with one option changed (found by sub-step and value). */
function withOption(
  model: ModelDocument,
  subStepSlug: string,
  value: string,
  change: (option: Record<string, unknown>) => Record<string, unknown>,
): ModelDocument {
  return {
    ...model,
    steps: model.steps.map((step) => ({
      ...step,
      subSteps: step.subSteps.map((subStep) =>
        subStep.slug !== subStepSlug
          ? subStep
          : {
              ...subStep,
              options: {
                ...subStep.options,
                data: subStep.options.data.map((option) =>
                  option.value === value ? (change(option) as typeof option) : option,
                ),
              },
            },
      ),
    })),
  };
}

function withoutOption(model: ModelDocument, subStepSlug: string, value: string): ModelDocument {
  return {
    ...model,
    steps: model.steps.map((step) => ({
      ...step,
      subSteps: step.subSteps.map((subStep) =>
        subStep.slug !== subStepSlug
          ? subStep
          : {
              ...subStep,
              options: {
                ...subStep.options,
                data: subStep.options.data.filter((option) => option.value !== value),
              },
            },
      ),
    })),
  };
}

describe(`configurator model editor API (${process.env.TEST_DB})`, () => {
  let handle: TestDb;
  let machine: TestConfigurator;
  const admin = () => trpcCaller(handle.db, { user: DEVELOPER }).configuratorAdmin;
  const visitor = () => trpcCaller(handle.db).publicConfigurator;
  const selection = () => machine.selection(EXAMPLE_SELECTION);
  /**
   * A publication or rollback, and the change notification it causes: the app's own write requests make
   * the caches ask until it arrives (docs/decisions/006-told-not-asked.md); this caller goes around them.
   */
  async function afterNotice<T>(write: () => Promise<T>): Promise<T> {
    const notified = nextChange(handle, 'revision');
    const result = await write();
    await notified;
    return result;
  }
  const publish = (input: Parameters<ReturnType<typeof admin>['publish']>[0]) =>
    afterNotice(() => admin().publish(input));

  /**
   * The draft, made publishable: the example's price tables have gaps on purpose (the pricing tests
   * need them), which the model check reports as errors, so every combination gets a price here.
   */
  async function soundDraft() {
    const draft = await admin().draft({ slug: machine.slug });
    const { dosingLines, dayTanks, countries } = draft.catalogue;
    const peds = [
      ...new Set(countries.filter((c) => !draft.model.agencyIsos.includes(c.iso)).map((c) => c.pedId)),
    ];
    const basePrices = [...draft.model.basePrices];
    const agencyBasePrices = [...draft.model.agencyBasePrices];
    for (const line of dosingLines) {
      for (const tank of dayTanks) {
        for (const ped of peds) {
          const row = { machineVersionId: line.id, pedId: ped, dayTankId: tank.id };
          if (
            !basePrices.some(
              (p) => p.machineVersionId === line.id && p.pedId === ped && p.dayTankId === tank.id,
            )
          ) {
            basePrices.push({ ...row, price: 50_000 });
          }
        }
        if (!agencyBasePrices.some((p) => p.machineVersionId === line.id && p.dayTankId === tank.id)) {
          agencyBasePrices.push({ machineVersionId: line.id, dayTankId: tank.id, price: 55_000 });
        }
      }
    }
    if (
      basePrices.length === draft.model.basePrices.length &&
      agencyBasePrices.length === draft.model.agencyBasePrices.length
    ) {
      expect(draft.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
      return draft;
    }
    const saved = await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: { ...draft.model, basePrices, agencyBasePrices },
    });
    expect(saved.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    return {
      ...draft,
      draftVersion: saved.draftVersion,
      model: { ...draft.model, basePrices, agencyBasePrices },
    };
  }

  beforeAll(async () => {
    handle = await createTestDb();
    machine = await insertTestConfigurator(handle.db);
    await handle.db.insert(users).values({
      id: DEVELOPER.id,
      name: DEVELOPER.name,
      email: DEVELOPER.email,
      role: 'development',
    });
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    // Every test starts from a draft equal to the published model.
    const draft = await admin().draft({ slug: machine.slug });
    const versions = await admin().versions({ slug: machine.slug });
    const current = versions.find((entry) => entry.current);
    const published = await handle.db
      .select({ model: configuratorModelVersions.model })
      .from(configuratorModelVersions)
      .where(
        and(
          eq(configuratorModelVersions.machineId, machine.machineId),
          eq(configuratorModelVersions.modelVersion, current?.modelVersion ?? 1),
        ),
      );
    await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: published[0]?.model as ModelDocument,
    });
  });

  it('the first read makes the draft from the published version, which becomes version 1', async () => {
    const draft = await soundDraft();
    expect(draft.basedOnModelVersion).toBe(1);
    expect(draft.model.steps.map((step) => step.slug)).toEqual(['mixing', 'supply', 'packages']);
    expect(draft.catalogue.machine.slug).toBe(machine.slug);
    const versions = await admin().versions({ slug: machine.slug });
    expect(versions.at(-1)).toMatchObject({ modelVersion: 1, publishedBy: 'Meterline set-up' });
  });

  it('a draft edit leaves the published model and the public price untouched', async () => {
    const before = await visitor().price({ slug: machine.slug, selection: selection() });
    const draft = await soundDraft();
    const raised = withOption(draft.model, 'level', 'level-digital', (option) => ({ ...option, price: 999 }));
    const saved = await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: raised,
    });
    expect(saved.draftVersion).toBe(draft.draftVersion + 1);
    expect(await visitor().price({ slug: machine.slug, selection: selection() })).toEqual(before);
    const model = await visitor().machineModel({ slug: machine.slug, locale: 'en' });
    const level = model.steps.flatMap((step) => step.subSteps).find((subStep) => subStep.slug === 'level');
    expect(level?.options.data.find((option) => option.value === 'level-digital')?.price).toBe(640);
    const preview = await admin().preview({ slug: machine.slug, locale: 'de' });
    const previewLevel = preview.steps.flatMap((step) => step.subSteps).find((s) => s.slug === 'level');
    expect(previewLevel?.options.data.find((option) => option.value === 'level-digital')?.price).toBe(999);
  });

  it('a save on a stale draft version is a CONFLICT naming both versions', async () => {
    const draft = await soundDraft();
    await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: draft.model,
    });
    const error = await failure(
      admin().saveDraft({ slug: machine.slug, expectedDraftVersion: draft.draftVersion, model: draft.model }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain(`you edited version ${draft.draftVersion}`);
  });

  it('a model that fails the schema is a BAD_REQUEST with the path of each error', async () => {
    const draft = await soundDraft();
    const broken = withOption(draft.model, 'level', 'level-digital', (option) => ({ ...option, label: ' ' }));
    const error = await failure(
      admin().saveDraft({ slug: machine.slug, expectedDraftVersion: draft.draftVersion, model: broken }),
    );
    expect(error.code).toBe('BAD_REQUEST');
    const issues = (error.cause as unknown as { issues: { path: PropertyKey[] }[] }).issues;
    expect(issues.map((issue) => issue.path.join('.'))).toEqual([
      'model.steps.1.subSteps.2.options.data.1.label',
    ]);
  });

  it('publish raises the model version, serves it, and writes one audit row', async () => {
    const draft = await soundDraft();
    const raised = withOption(draft.model, 'level', 'level-digital', (option) => ({ ...option, price: 700 }));
    const saved = await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: raised,
    });
    const before = (await admin().versions({ slug: machine.slug }))[0]?.modelVersion ?? 0;
    const auditsBefore = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'publish'));
    const { modelVersion } = await publish({
      slug: machine.slug,
      expectedDraftVersion: saved.draftVersion,
      note: 'Digital level sensor dearer',
    });
    expect(modelVersion).toBe(before + 1);
    const model = await visitor().machineModel({ slug: machine.slug, locale: 'en' });
    expect(model.modelVersion).toBe(modelVersion);
    const level = model.steps.flatMap((step) => step.subSteps).find((subStep) => subStep.slug === 'level');
    expect(level?.options.data.find((option) => option.value === 'level-digital')?.price).toBe(700);
    const audits = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'publish'));
    expect(audits).toHaveLength(auditsBefore.length + 1);
    expect(audits.at(-1)).toMatchObject({ entity: 'configurators', entityId: machine.machineId });
    expect(JSON.stringify(audits.at(-1)?.changes)).toContain('640,00 € → 700,00 €');
    const [entry] = await admin().versions({ slug: machine.slug });
    expect(entry).toMatchObject({
      modelVersion,
      current: true,
      note: 'Digital level sensor dearer',
      publishedBy: `${DEVELOPER.name} <${DEVELOPER.email}>`,
    });
    const changes = await admin().diff({ slug: machine.slug, from: modelVersion - 1, to: modelVersion });
    expect(changes).toContainEqual(
      expect.objectContaining({
        kind: 'price',
        subject: 'option',
        at: 'level/level-digital',
        before: '640,00 €',
        after: '700,00 €',
      }),
    );
  });

  it('publish is refused while the model check finds an error, and nothing changes', async () => {
    const draft = await soundDraft();
    const dangling = withOption(draft.model, 'boom', 'boom-2m', (option) => ({
      ...option,
      filter: { mixhead: ['mh-99'] },
    }));
    const saved = await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: dangling,
    });
    expect(saved.findings).toContainEqual(
      expect.objectContaining({ code: 'DANGLING_FILTER_VALUE', severity: 'error', subStepSlug: 'boom' }),
    );
    const versionsBefore = await admin().versions({ slug: machine.slug });
    const error = await failure(
      admin().publish({ slug: machine.slug, expectedDraftVersion: saved.draftVersion }),
    );
    expect(error.code).toBe('PRECONDITION_FAILED');
    expect(error.message).toContain('model check finds an error');
    expect(JSON.stringify((error as unknown as { cause?: unknown }).cause ?? error.message)).toContain(
      'mh-99',
    );
    expect(await admin().versions({ slug: machine.slug })).toEqual(versionsBefore);
  });

  it('rollback publishes a copy of an earlier version as a new one', async () => {
    const draft = await soundDraft();
    const raised = withOption(draft.model, 'mixhead', 'mh-12', (option) => ({ ...option, price: 9999 }));
    const saved = await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: raised,
    });
    const { modelVersion: wrong } = await publish({
      slug: machine.slug,
      expectedDraftVersion: saved.draftVersion,
    });
    const { modelVersion } = await afterNotice(() =>
      admin().rollback({ slug: machine.slug, toModelVersion: wrong - 1 }),
    );
    expect(modelVersion).toBe(wrong + 1);
    const model = await visitor().machineModel({ slug: machine.slug, locale: 'en' });
    const mixhead = model.steps
      .flatMap((step) => step.subSteps)
      .find((subStep) => subStep.slug === 'mixhead');
    expect(mixhead?.options.data.find((option) => option.value === 'mh-12')?.price).toBe(4200);
    const [entry] = await admin().versions({ slug: machine.slug });
    expect(entry).toMatchObject({ modelVersion, rolledBackFrom: wrong - 1, current: true });
    // The draft held nothing unpublished, so it follows the rollback.
    const after = await admin().draft({ slug: machine.slug });
    expect(after.basedOnModelVersion).toBe(modelVersion);
    const rollbacks = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'rollback'));
    expect(rollbacks.at(-1)).toMatchObject({ entityId: machine.machineId });
    const current = await failure(admin().rollback({ slug: machine.slug, toModelVersion: modelVersion }));
    expect(current.code).toBe('PRECONDITION_FAILED');
    const missing = await failure(admin().rollback({ slug: machine.slug, toModelVersion: 999 }));
    expect(missing.code).toBe('NOT_FOUND');
  });

  it('a code saved on version N opens on N+1 with what is not offered, the price then and now', async () => {
    const chosen = machine.selection({
      ...EXAMPLE_SELECTION,
      values: { ...EXAMPLE_SELECTION.values, level: ['level-digital'] },
    });
    const { code } = await visitor().saveConfiguration({
      slug: machine.slug,
      selection: chosen,
      units: { freq: 50, unit: 'l' },
      locale: 'en',
    });
    const then = await visitor().openConfiguration({ code });
    expect(then.priceThen).toEqual(then.priceNow);
    const levelThen = (await visitor().machineModel({ slug: machine.slug, locale: 'en' })).steps
      .flatMap((step) => step.subSteps)
      .find((subStep) => subStep.slug === 'level')
      ?.options.data.find((option) => option.value === 'level-digital')?.price as number;
    const draft = await soundDraft();
    const changed = withoutOption(
      withOption(draft.model, 'mixhead', 'mh-18', (option) => ({
        ...option,
        price: {
          dependsOn: 'dosingLine',
          prices: { [machine.ids.get('ml-20') as string]: 5720, [machine.ids.get('ml-40') as string]: 5600 },
        },
      })),
      'level',
      'level-digital',
    );
    // The package that resolved to the removed option must let it go, or the model check refuses.
    const fixed = withOption(changed, 'package', 'starter', (option) => ({
      ...option,
      packageOptions: undefined,
    }));
    const saved = await admin().saveDraft({
      slug: machine.slug,
      expectedDraftVersion: draft.draftVersion,
      model: fixed,
    });
    expect(saved.findings.filter((finding) => finding.severity === 'error')).toEqual([]);
    const { modelVersion } = await publish({
      slug: machine.slug,
      expectedDraftVersion: saved.draftVersion,
    });
    const now = await visitor().openConfiguration({ code });
    expect(now.currentModelVersion).toBe(modelVersion);
    expect(now.modelVersion).toBe(then.currentModelVersion);
    expect(now.notOffered).toEqual([
      expect.objectContaining({
        subStepSlug: 'level',
        value: 'level-digital',
        reason: 'notOffered',
        label: 'Digital',
      }),
    ]);
    expect(now.priceThen).toEqual(then.priceNow);
    // MH 18 costs 620 € more on ML 20; the digital level sensor is gone.
    expect(now.priceNow?.cents).toBe((then.priceNow?.cents ?? 0) + 62_000 - levelThen * 100);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'two instances: a publication on one is served by the other on its next read',
    async () => {
      const second = await openPostgres(handle.url as string, { migrate: false, poolSize: 2 });
      try {
        await vi.waitFor(() => expect(second.changes.live).toBe(true), { timeout: 5000, interval: 10 });
        const otherVisitor = () => trpcCaller(second.db).publicConfigurator;
        const read = async () => {
          const model = await otherVisitor().machineModel({ slug: machine.slug, locale: 'en' });
          const agitator = model.steps.flatMap((step) => step.subSteps).find((s) => s.slug === 'agitator');
          return { version: model.modelVersion, price: agitator?.options.data[0]?.price };
        };
        const before = await read();
        const draft = await soundDraft();
        const raised = withOption(draft.model, 'agitator', 'agitator-poly', (option) => ({
          ...option,
          price: 1234,
        }));
        const saved = await admin().saveDraft({
          slug: machine.slug,
          expectedDraftVersion: draft.draftVersion,
          model: raised,
        });
        const told = nextChange(second, 'revision');
        const { modelVersion } = await publish({
          slug: machine.slug,
          expectedDraftVersion: saved.draftVersion,
        });
        await told;
        expect(await read()).toEqual({ version: modelVersion, price: 1234 });
        expect(before.version).toBe(modelVersion - 1);
      } finally {
        await second.close();
      }
    },
  );
});
