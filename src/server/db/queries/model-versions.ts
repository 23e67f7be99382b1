// A machine's configurator model in versions (docs/decisions/015-model-versions-as-documents.md): the
// published versions, immutable documents numbered 1, 2, 3 …; the one draft the editor changes; publishing
// and rolling back, each in one transaction with its audit row. The relational tables hold the current
// version (model-rows.ts), so every reader of the published model stays as it was.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  blockingFindings,
  checkConfiguratorModel,
  type ModelFinding,
} from '../../../domain/configurator/model-check.ts';
import { diffModels, type ModelChange } from '../../../domain/configurator/model-diff.ts';
import { type ModelDocument, withTextKeys } from '../../../domain/configurator/model-document.ts';
import type { Db } from '../client.ts';
import {
  configuratorDrafts,
  configuratorModelVersions,
  configurators,
  machines,
  mixheads,
  pressureEquipmentDirectives,
} from '../schema/index.ts';
import { type Actor, recordAudit } from './audit.ts';
import { type LoadedConfigurator, loadConfigurators, loadedFromDocument } from './configurator-model.ts';
import { DataError, staleVersionError } from './errors.ts';
import { checkableModels } from './model-check.ts';
import { writeModelRows } from './model-rows.ts';

/** The label of the first version, made from the model as it stood before versions were kept. */
const FIRST_VERSION_LABEL = 'Meterline set-up';
const FIRST_VERSION_NOTE = 'The model as it stood when versions began to be kept.';

export type DraftState = {
  draftVersion: number;
  basedOnModelVersion: number;
  model: ModelDocument;
  updatedAt: Date;
  updatedBy: string | null;
};

export type ModelVersionEntry = {
  modelVersion: number;
  publishedAt: Date;
  publishedBy: string;
  note: string | null;
  rolledBackFrom: number | null;
  current: boolean;
};

/** The machine's published model as loaded for every reader; NOT_FOUND when it has no configurator. */
async function published(db: Db, slug: string): Promise<LoadedConfigurator> {
  const [loaded] = await loadConfigurators(db, { slug, editable: true });
  if (!loaded) throw new DataError('NOT_FOUND', `No machine "${slug}" has a configurator.`);
  return loaded;
}

/** The machine with a configurator of that slug; NOT_FOUND otherwise. */
async function configuratorMachine(db: Db, slug: string): Promise<{ id: string }> {
  const [row] = await db
    .select({ id: configurators.machineId })
    .from(configurators)
    .innerJoin(machines, eq(machines.id, configurators.machineId))
    .where(eq(machines.slug, slug));
  if (!row) throw new DataError('NOT_FOUND', `No machine "${slug}" has a configurator.`);
  return row;
}

/** Waits for other publications of the machine (several instances share the database). */
async function lockConfigurator(tx: Db, machineId: string): Promise<number> {
  const [row] = await tx
    .select({ modelVersion: configurators.modelVersion })
    .from(configurators)
    .where(eq(configurators.machineId, machineId))
    .for('update');
  if (!row) throw new DataError('NOT_FOUND', 'This machine has no configurator.');
  return row.modelVersion;
}

/**
 * The current version as a document row. A database from before versions were kept has none for it:
 * the model its tables hold becomes that version (idempotent, and safe with several instances).
 */
async function ensurePublishedVersion(tx: Db, loaded: LoadedConfigurator): Promise<void> {
  await tx
    .insert(configuratorModelVersions)
    .values({
      machineId: loaded.machine.id,
      modelVersion: loaded.machine.modelVersion,
      model: loaded.document,
      publishedByLabel: FIRST_VERSION_LABEL,
      note: FIRST_VERSION_NOTE,
    })
    .onConflictDoNothing();
}

/** The stored document of the machine's current version (`ensurePublishedVersion` made sure of it). */
async function currentDocument(tx: Db, loaded: LoadedConfigurator): Promise<ModelDocument> {
  const document = await versionDocument(tx, {
    machineId: loaded.machine.id,
    modelVersion: loaded.machine.modelVersion,
  });
  return document ?? loaded.document;
}

function draftOf(row: typeof configuratorDrafts.$inferSelect): DraftState {
  return {
    draftVersion: row.draftVersion,
    basedOnModelVersion: row.basedOnModelVersion,
    model: row.model as ModelDocument,
    updatedAt: row.updatedAt,
    updatedBy: row.updatedByLabel,
  };
}

/** The draft of a machine's model; the first read makes it from the published version. */
export async function readDraft(
  db: Db,
  options: { slug: string },
): Promise<DraftState & { loaded: LoadedConfigurator }> {
  const loaded = await published(db, options.slug);
  return db.transaction(async (tx) => {
    await ensurePublishedVersion(tx, loaded);
    await tx
      .insert(configuratorDrafts)
      .values({
        machineId: loaded.machine.id,
        basedOnModelVersion: loaded.machine.modelVersion,
        model: loaded.document,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(configuratorDrafts)
      .where(eq(configuratorDrafts.machineId, loaded.machine.id));
    if (!row) throw new Error('the draft was not written');
    return { ...draftOf(row), loaded };
  });
}

/**
 * Replaces the draft when it is still the version the editor read; CONFLICT with the draft as it is now
 * otherwise. New steps, sub-steps, options and starters get their text keys here.
 */
export async function saveDraft(
  db: Db,
  options: { slug: string; expectedDraftVersion: number; model: ModelDocument; actor: Actor },
): Promise<DraftState & { loaded: LoadedConfigurator }> {
  const current = await readDraft(db, { slug: options.slug });
  const model = withTextKeys(options.model, options.slug);
  const [row] = await db
    .update(configuratorDrafts)
    .set({
      model,
      draftVersion: sql`${configuratorDrafts.draftVersion} + 1`,
      updatedAt: sql`now()`,
      updatedBy: options.actor.id,
      updatedByLabel: options.actor.label,
    })
    .where(
      and(
        eq(configuratorDrafts.machineId, current.loaded.machine.id),
        eq(configuratorDrafts.draftVersion, options.expectedDraftVersion),
      ),
    )
    .returning();
  if (!row) {
    const now = await readDraft(db, { slug: options.slug });
    throw staleVersionError(`the draft of the ${current.loaded.machine.name} configurator`, {
      current: { draftVersion: now.draftVersion, model: now.model, updatedBy: now.updatedBy },
      advice: 'Load it again to see their changes, then make yours again.',
      versions: { current: now.draftVersion, expected: options.expectedDraftVersion },
    });
  }
  return { ...draftOf(row), loaded: current.loaded };
}

/** The model check of a document of the machine, with the catalogue and translations it would be served with. */
export async function checkDocument(
  db: Db,
  loaded: LoadedConfigurator,
  document: ModelDocument,
): Promise<ModelFinding[]> {
  const draft = loadedFromDocument(loaded.around, withTextKeys(document, loaded.machine.slug));
  const [checkable] = await checkableModels(db, [draft]);
  return checkable ? checkConfiguratorModel(checkable) : [];
}

export type PublishResult =
  | { published: true; modelVersion: number; changes: ModelChange[] }
  | { published: false; findings: ModelFinding[] };

/**
 * Publishes the draft as the next version: refused (nothing written) while the model check finds an
 * error; otherwise the version, the current model's rows and one audit row, in one transaction.
 */
export async function publishDraft(
  db: Db,
  options: { slug: string; expectedDraftVersion: number; note?: string | undefined; actor: Actor },
): Promise<PublishResult> {
  const machine = await configuratorMachine(db, options.slug);
  return db.transaction(async (tx) => {
    const current = await lockConfigurator(tx, machine.id);
    // Read again under the lock: another instance may have published meanwhile.
    const loaded = await published(tx, options.slug);
    await ensurePublishedVersion(tx, loaded);
    const [row] = await tx
      .select()
      .from(configuratorDrafts)
      .where(eq(configuratorDrafts.machineId, loaded.machine.id));
    if (!row || row.draftVersion !== options.expectedDraftVersion) {
      throw staleVersionError(`the draft of the ${loaded.machine.name} configurator`, {
        current: row
          ? { draftVersion: row.draftVersion, model: row.model, updatedBy: row.updatedByLabel }
          : null,
        advice: 'Look at it again before you publish.',
        ...(row ? { versions: { current: row.draftVersion, expected: options.expectedDraftVersion } } : {}),
      });
    }
    const draft = withTextKeys(row.model as ModelDocument, loaded.machine.slug);
    const findings = await checkDocument(tx, loaded, draft);
    const errors = blockingFindings(findings);
    if (errors.length > 0) return { published: false, findings: errors };
    const modelVersion = current + 1;
    const note = options.note?.trim() || null;
    await tx.insert(configuratorModelVersions).values({
      machineId: loaded.machine.id,
      modelVersion,
      model: draft,
      publishedBy: options.actor.id,
      publishedByLabel: options.actor.label,
      note,
    });
    await writeModelRows(tx, { machineId: loaded.machine.id, modelVersion, document: draft });
    await tx
      .update(configuratorDrafts)
      .set({ basedOnModelVersion: modelVersion, model: draft })
      .where(eq(configuratorDrafts.machineId, loaded.machine.id));
    const changes = diffModels(await currentDocument(tx, loaded), draft, await namesOf(tx, loaded));
    await recordAudit(tx, {
      actor: options.actor,
      action: 'publish',
      entity: 'configurators',
      entityId: loaded.machine.id,
      summary: `Published version ${modelVersion} of the ${loaded.machine.name} configurator (${changes.length} ${changes.length === 1 ? 'change' : 'changes'})`,
      before: { modelVersion: current },
      after: { modelVersion, note, changes: changes.slice(0, 100).map((change) => change.text) },
    });
    return { published: true, modelVersion, changes };
  });
}

export type RollbackResult =
  | { rolledBack: true; modelVersion: number }
  | { rolledBack: false; reason: 'current' };

/**
 * Publishes a copy of an earlier version as the next version (numbers only grow). The draft follows it
 * when it held nothing unpublished; unpublished edits stay in the draft.
 */
export async function rollBack(
  db: Db,
  options: { slug: string; toModelVersion: number; actor: Actor },
): Promise<RollbackResult> {
  const machine = await configuratorMachine(db, options.slug);
  return db.transaction(async (tx) => {
    const current = await lockConfigurator(tx, machine.id);
    // Read again under the lock: another instance may have published meanwhile.
    const loaded = await published(tx, options.slug);
    await ensurePublishedVersion(tx, loaded);
    if (options.toModelVersion === current) return { rolledBack: false, reason: 'current' as const };
    const [target] = await tx
      .select({ model: configuratorModelVersions.model })
      .from(configuratorModelVersions)
      .where(
        and(
          eq(configuratorModelVersions.machineId, loaded.machine.id),
          eq(configuratorModelVersions.modelVersion, options.toModelVersion),
        ),
      );
    if (!target) {
      throw new DataError(
        'NOT_FOUND',
        `The ${loaded.machine.name} configurator has no version ${options.toModelVersion}.`,
      );
    }
    const document = target.model as ModelDocument;
    const publishedDocument = await currentDocument(tx, loaded);
    const modelVersion = current + 1;
    await tx.insert(configuratorModelVersions).values({
      machineId: loaded.machine.id,
      modelVersion,
      model: document,
      publishedBy: options.actor.id,
      publishedByLabel: options.actor.label,
      note: `Rolled back to version ${options.toModelVersion}.`,
      rolledBackFrom: options.toModelVersion,
    });
    await writeModelRows(tx, { machineId: loaded.machine.id, modelVersion, document });
    const [draft] = await tx
      .select({ model: configuratorDrafts.model })
      .from(configuratorDrafts)
      .where(eq(configuratorDrafts.machineId, loaded.machine.id));
    // Both come from jsonb, which orders keys one way: equal documents are equal strings.
    const draftUnchanged = !draft || JSON.stringify(draft.model) === JSON.stringify(publishedDocument);
    if (draftUnchanged) {
      await tx
        .insert(configuratorDrafts)
        .values({ machineId: loaded.machine.id, basedOnModelVersion: modelVersion, model: document })
        .onConflictDoUpdate({
          target: configuratorDrafts.machineId,
          set: {
            model: document,
            basedOnModelVersion: modelVersion,
            draftVersion: sql`${configuratorDrafts.draftVersion} + 1`,
          },
        });
    }
    await recordAudit(tx, {
      actor: options.actor,
      action: 'rollback',
      entity: 'configurators',
      entityId: loaded.machine.id,
      summary: `Rolled the ${loaded.machine.name} configurator back to version ${options.toModelVersion}, published as version ${modelVersion}`,
      before: { modelVersion: current },
      after: { modelVersion, rolledBackFrom: options.toModelVersion },
    });
    return { rolledBack: true as const, modelVersion };
  });
}

/** Every published version, newest first. */
export async function listModelVersions(db: Db, options: { slug: string }): Promise<ModelVersionEntry[]> {
  const loaded = await published(db, options.slug);
  await ensurePublishedVersion(db, loaded);
  const rows = await db
    .select({
      modelVersion: configuratorModelVersions.modelVersion,
      publishedAt: configuratorModelVersions.publishedAt,
      publishedBy: configuratorModelVersions.publishedByLabel,
      note: configuratorModelVersions.note,
      rolledBackFrom: configuratorModelVersions.rolledBackFrom,
    })
    .from(configuratorModelVersions)
    .where(eq(configuratorModelVersions.machineId, loaded.machine.id))
    .orderBy(desc(configuratorModelVersions.modelVersion));
  return rows.map((row) => ({ ...row, current: row.modelVersion === loaded.machine.modelVersion }));
}

/** A published version's document, or undefined when the machine has none of that number. */
export async function versionDocument(
  db: Db,
  options: { machineId: string; modelVersion: number },
): Promise<ModelDocument | undefined> {
  const [row] = await db
    .select({ model: configuratorModelVersions.model })
    .from(configuratorModelVersions)
    .where(
      and(
        eq(configuratorModelVersions.machineId, options.machineId),
        eq(configuratorModelVersions.modelVersion, options.modelVersion),
      ),
    );
  return row?.model as ModelDocument | undefined;
}

/** The changes between two versions (or a version and the draft), in words. */
export async function diffVersions(
  db: Db,
  options: { slug: string; from: number | 'draft'; to: number | 'draft' },
): Promise<ModelChange[]> {
  const draft = await readDraft(db, { slug: options.slug });
  const { loaded } = draft;
  const documentAt = async (ref: number | 'draft') => {
    if (ref === 'draft') return draft.model;
    const document = await versionDocument(db, { machineId: loaded.machine.id, modelVersion: ref });
    if (!document) {
      throw new DataError('NOT_FOUND', `The ${loaded.machine.name} configurator has no version ${ref}.`);
    }
    return document;
  };
  return diffModels(await documentAt(options.from), await documentAt(options.to), await namesOf(db, loaded));
}

/** Names of the catalogue items a model refers to by id, for people. */
async function namesOf(db: Db, loaded: LoadedConfigurator) {
  const peds = await db
    .select({ id: pressureEquipmentDirectives.id, name: pressureEquipmentDirectives.name })
    .from(pressureEquipmentDirectives);
  const pedNames = new Map(peds.map((row) => [row.id, row.name]));
  const lineNames = new Map(loaded.choices.dosingLines.map((line) => [line.id, line.name]));
  const tankNames = new Map(loaded.choices.dayTanks.map((tank) => [tank.id, tank.name]));
  return {
    dosingLine: (id: string) => lineNames.get(id) ?? id,
    ped: (id: string) => pedNames.get(id) ?? id,
    dayTank: (id: string) => tankNames.get(id) ?? id,
  };
}

/** What the editor offers to pick from: the catalogue around the machine's model. */
export type EditorCatalogue = {
  machine: { id: string; slug: string; name: string; modelVersion: number };
  dosingLines: { id: string; name: string }[];
  dayTanks: { id: string; name: string }[];
  peds: { id: string; name: string }[];
  countries: { iso: string; name: string; pedId: string }[];
  mixheads: { id: string; name: string }[];
  /** the enabled locales a text must be translated into (not English) */
  locales: string[];
  /** translation key → locales it has a translation in */
  translated: Record<string, string[]>;
  /** the lines of the machine's part models' "shown by", for the check of options without a part */
  partLinks: string[];
};

export async function editorCatalogue(
  db: Db,
  loaded: LoadedConfigurator,
  document: ModelDocument,
): Promise<EditorCatalogue> {
  const peds = await db
    .select({ id: pressureEquipmentDirectives.id, name: pressureEquipmentDirectives.name })
    .from(pressureEquipmentDirectives)
    .orderBy(asc(pressureEquipmentDirectives.sortOrder), asc(pressureEquipmentDirectives.name));
  const mixheadRows = await db
    .select({ id: mixheads.id, name: mixheads.name })
    .from(mixheads)
    .orderBy(asc(mixheads.sortOrder), asc(mixheads.name));
  const draft = loadedFromDocument(loaded.around, withTextKeys(document, loaded.machine.slug));
  const [checkable] = await checkableModels(db, [draft]);
  const translated: Record<string, string[]> = {};
  for (const text of checkable?.texts ?? []) {
    translated[text.key] = Object.entries(text.translations)
      .filter(([, value]) => value != null && value.trim() !== '')
      .map(([locale]) => locale);
  }
  return {
    machine: {
      id: loaded.machine.id,
      slug: loaded.machine.slug,
      name: loaded.machine.name,
      modelVersion: loaded.machine.modelVersion,
    },
    dosingLines: loaded.choices.dosingLines.map(({ id, name }) => ({ id, name })),
    dayTanks: loaded.choices.dayTanks.map(({ id, name }) => ({ id, name })),
    peds,
    countries: loaded.around.countries.map(({ iso, name, pedId }) => ({ iso, name, pedId })),
    mixheads: mixheadRows,
    locales: [...(checkable?.locales ?? [])],
    translated,
    partLinks: [...(checkable?.partLinks ?? [])],
  };
}

/** Machines with a configurator, for the editor's machine choice. */
export async function listEditableMachines(db: Db) {
  return db
    .select({ slug: machines.slug, name: machines.name, modelVersion: configurators.modelVersion })
    .from(configurators)
    .innerJoin(machines, eq(machines.id, configurators.machineId))
    .orderBy(asc(machines.sortOrder), asc(machines.name));
}
