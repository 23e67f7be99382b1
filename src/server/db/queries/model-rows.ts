// Writes a model document into the relational tables of a machine's configurator (the current version,
// which every reader of the published model uses: docs/decisions/015-model-versions-as-documents.md). Run
// inside the publication's transaction; text keys come with the document, so translations follow.
import { eq, inArray } from 'drizzle-orm';
import type { ModelDocument } from '../../../domain/configurator/model-document.ts';
import { eurToCents } from '../../../domain/money.ts';
import type { Db } from '../client.ts';
import {
  agencyBasePrices,
  basePrices,
  configuratorOptionFilters,
  configuratorOptionPrices,
  configuratorOptions,
  configuratorPackageOptions,
  configuratorStarters,
  configuratorSteps,
  configuratorSubSteps,
  configurators,
} from '../schema/index.ts';

const SORT_STEP = 10;
/** Rows per insert statement: far below the 65,535 parameters of one PostgreSQL statement. */
const BATCH = 500;

async function insertAll<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/** Every text key must be set (`withTextKeys`) before a document is written. */
function keyOf(key: string | undefined, what: string): string {
  if (key === undefined) throw new Error(`model document: ${what} has no text key`);
  return key;
}

export async function writeModelRows(
  tx: Db,
  options: { machineId: string; modelVersion: number; document: ModelDocument },
): Promise<void> {
  const { machineId, document } = options;
  // A package's contents point at options of other sub-steps: they go first, then the steps cascade to
  // sub-steps, options, their prices and filters.
  await tx
    .delete(configuratorPackageOptions)
    .where(
      inArray(
        configuratorPackageOptions.packageOptionId,
        tx
          .select({ id: configuratorOptions.id })
          .from(configuratorOptions)
          .innerJoin(configuratorSubSteps, eq(configuratorSubSteps.id, configuratorOptions.subStepId))
          .where(eq(configuratorSubSteps.machineId, machineId)),
      ),
    );
  await tx.delete(configuratorSteps).where(eq(configuratorSteps.machineId, machineId));
  await tx.delete(configuratorStarters).where(eq(configuratorStarters.machineId, machineId));
  await tx.delete(basePrices).where(eq(basePrices.machineId, machineId));
  await tx.delete(agencyBasePrices).where(eq(agencyBasePrices.machineId, machineId));

  // One statement per table (in batches): a 400-option model is a dozen statements, not hundreds.
  const stepRows = document.steps.length
    ? await tx
        .insert(configuratorSteps)
        .values(
          document.steps.map((step, i) => ({
            machineId,
            slug: step.slug,
            title: step.title,
            textKey: keyOf(step.textKey, `step ${step.slug}`),
            sortOrder: (i + 1) * SORT_STEP,
          })),
        )
        .returning({ id: configuratorSteps.id, slug: configuratorSteps.slug })
    : [];
  const stepIds = new Map(stepRows.map((row) => [row.slug, row.id]));
  const subStepValues = document.steps.flatMap((step) =>
    step.subSteps.map((subStep, i) => ({
      stepId: stepIds.get(step.slug) as string,
      machineId,
      slug: subStep.slug,
      title: subStep.title,
      textKey: keyOf(subStep.textKey, `sub-step ${subStep.slug}`),
      fieldType: subStep.options.fieldType,
      sortOrder: (i + 1) * SORT_STEP,
    })),
  );
  const subStepIds = new Map<string, string>();
  await insertAll(subStepValues, async (batch) => {
    for (const row of await tx
      .insert(configuratorSubSteps)
      .values(batch)
      .returning({ id: configuratorSubSteps.id, slug: configuratorSubSteps.slug })) {
      subStepIds.set(row.slug, row.id);
    }
  });
  const subSteps = document.steps.flatMap((step) => step.subSteps);
  const optionValues = subSteps.flatMap((subStep) =>
    subStep.options.data.map((option, i) => {
      const price = option.price;
      return {
        subStepId: subStepIds.get(subStep.slug) as string,
        value: option.value,
        label: option.label,
        textKey: keyOf(option.textKey, `option ${subStep.slug}/${option.value}`),
        priceKind:
          price === null
            ? ('none' as const)
            : typeof price === 'number'
              ? ('fixed' as const)
              : ('dependent' as const),
        priceCents: typeof price === 'number' ? eurToCents(price) : null,
        priceDependsOn: price !== null && typeof price === 'object' ? price.dependsOn : null,
        articleNumber: option.articleNumber ?? null,
        isDefault: option.default === true,
        defaultWhen: option.defaultWhen ?? null,
        help: option.help ?? null,
        recommended: option.recommended !== undefined,
        recommendedReason: option.recommended?.reason ?? null,
        mixheadId: option.mixheadId ?? null,
        sortOrder: (i + 1) * SORT_STEP,
      };
    }),
  );
  const optionIds = new Map<string, string>();
  const subStepSlugOf = new Map([...subStepIds].map(([slug, id]) => [id, slug]));
  await insertAll(optionValues, async (batch) => {
    for (const row of await tx.insert(configuratorOptions).values(batch).returning({
      id: configuratorOptions.id,
      value: configuratorOptions.value,
      subStepId: configuratorOptions.subStepId,
    })) {
      optionIds.set(`${subStepSlugOf.get(row.subStepId)}/${row.value}`, row.id);
    }
  });
  const priceRows: (typeof configuratorOptionPrices.$inferInsert)[] = [];
  const filterRows: (typeof configuratorOptionFilters.$inferInsert)[] = [];
  const packages: { packageId: string; targets: { slug: string; optionIds: string[] }[] }[] = [];
  for (const subStep of subSteps) {
    for (const option of subStep.options.data) {
      const optionId = optionIds.get(`${subStep.slug}/${option.value}`);
      if (!optionId) continue;
      if (option.price !== null && typeof option.price === 'object') {
        for (const [key, eur] of Object.entries(option.price.prices)) {
          priceRows.push({ optionId, key, priceCents: eurToCents(eur) });
        }
      }
      for (const [filterKey, values] of Object.entries(option.filter ?? {})) {
        for (const value of new Set(values)) filterRows.push({ optionId, filterKey, value });
      }
      if (option.packageOptions) packages.push({ packageId: optionId, targets: option.packageOptions });
    }
  }
  await insertAll(priceRows, (batch) => tx.insert(configuratorOptionPrices).values(batch));
  await insertAll(filterRows, (batch) => tx.insert(configuratorOptionFilters).values(batch));
  const packageRows: (typeof configuratorPackageOptions.$inferInsert)[] = [];
  for (const { packageId, targets } of packages) {
    const refs = [
      ...new Set(targets.flatMap(({ slug, optionIds: values }) => values.map((v) => `${slug}/${v}`))),
    ];
    // A package naming what the model does not have is refused by the model check before this runs.
    for (const [i, ref] of refs.entries()) {
      const optionId = optionIds.get(ref);
      if (optionId && optionId !== packageId) {
        packageRows.push({ packageOptionId: packageId, optionId, sortOrder: (i + 1) * SORT_STEP });
      }
    }
  }
  await insertAll(packageRows, (batch) => tx.insert(configuratorPackageOptions).values(batch));

  if (document.starters && document.starters.length > 0) {
    await tx.insert(configuratorStarters).values(
      document.starters.map((starter, i) => ({
        machineId,
        slug: starter.slug,
        title: starter.title,
        description: starter.description ?? null,
        textKey: keyOf(starter.textKey, `starter ${starter.slug}`),
        selection: starter.selection,
        sortOrder: (i + 1) * SORT_STEP,
      })),
    );
  }
  await insertAll(document.basePrices, (batch) =>
    tx.insert(basePrices).values(
      batch.map((row) => ({
        machineId,
        machineVersionId: row.machineVersionId,
        pedId: row.pedId,
        dayTankId: row.dayTankId,
        priceCents: eurToCents(row.price),
      })),
    ),
  );
  await insertAll(document.agencyBasePrices, (batch) =>
    tx.insert(agencyBasePrices).values(
      batch.map((row) => ({
        machineId,
        machineVersionId: row.machineVersionId,
        dayTankId: row.dayTankId,
        priceCents: eurToCents(row.price),
      })),
    ),
  );
  await tx
    .update(configurators)
    .set({
      modelVersion: options.modelVersion,
      pedOverrideId: document.pedOverride,
      leadTimeMinWeeks: document.leadTimeWeeks?.min ?? null,
      leadTimeMaxWeeks: document.leadTimeWeeks?.max ?? null,
      agencyIsos: document.agencyIsos,
      discountRatePerOption: document.discountRatePerOption,
      publicPrices: document.publicPrices,
    })
    .where(eq(configurators.machineId, machineId));
}
