import type { Db } from '../../client.ts';
import { DESCRIPTION_KEY, HELP_KEY, REASON_KEY } from '../../queries/configurator-model.ts';
import {
  agencyBasePrices,
  basePrices,
  configuratorDayTanks,
  configuratorOptionFilters,
  configuratorOptionPrices,
  configuratorOptions,
  configuratorPackageOptions,
  configuratorStarters,
  configuratorSteps,
  configuratorSubSteps,
  configurators,
} from '../../schema/index.ts';
import { LEAD_TIME_WEEKS, OPTION_HELP, RECOMMENDED_REASONS, STARTER_TEXTS } from './guidance.ts';
import type { CatalogueIds } from './insert-catalogue.ts';
import { insertDemoParts } from './insert-demo-parts.ts';
import type { MachineSpec } from './machines-data.ts';
import { modelSpec, starterSpecs } from './model-spec.ts';
import { type Phrase, STEPS, SUB_STEPS } from './phrases.ts';
import { DAY_TANK_SURCHARGE, type DayTankVolume, PEDS } from './reference-data.ts';

/** List price factor per PED against the CE build: ASME stamping costs, uncertified parts save a little. */
const PED_FACTOR: Record<(typeof PEDS)[number]['code'], number> = { 'eu-ped': 1, asme: 1.07, none: 0.97 };
/** Agencies buy at list price and add their margin for import, installation and service. */
const AGENCY_FACTOR = 1.12;
const cents = (eur: number) => Math.round(eur * 100);
const hundreds = (eur: number) => Math.round(eur / 100) * 100;

function need<K, V>(map: Map<K, V>, key: K): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo catalogue: unknown reference ${String(key)}`);
  return value;
}

/** Inserts one machine's configurator and returns its texts for translation. */
export async function insertConfigurator(
  tx: Db,
  machine: MachineSpec,
  ids: CatalogueIds,
  machineIndex: number,
): Promise<{ key: string; phrase: Phrase }[]> {
  const machineId = need(ids.machines, machine.slug);
  const texts: { key: string; phrase: Phrase }[] = [];
  const leadTime = LEAD_TIME_WEEKS[machine.slug];
  await tx.insert(configurators).values({
    machineId,
    pedOverrideId: need(ids.peds, 'eu-ped'),
    leadTimeMinWeeks: leadTime?.min ?? null,
    leadTimeMaxWeeks: leadTime?.max ?? null,
  });
  await tx.insert(configuratorDayTanks).values(
    machine.dayTanks.map((volume, i) => ({
      machineId,
      dayTankId: need(ids.dayTanks, volume),
      sortOrder: (i + 1) * 10,
    })),
  );

  const spec = modelSpec(machine, ids);
  const optionIds = new Map<string, string>();
  const packages: { packageId: string; targets: { slug: string; values: string[] }[] }[] = [];
  let article = 0;
  for (const [stepIndex, step] of spec.entries()) {
    const stepKey = `cfg.${machine.slug}.step.${step.slug}`;
    texts.push({ key: stepKey, phrase: STEPS[step.slug] });
    const [stepRow] = await tx
      .insert(configuratorSteps)
      .values({
        machineId,
        slug: step.slug,
        title: STEPS[step.slug].en,
        textKey: stepKey,
        sortOrder: (stepIndex + 1) * 10,
      })
      .returning({ id: configuratorSteps.id });
    if (!stepRow) throw new Error('demo catalogue: step not inserted');
    for (const [subStepIndex, subStep] of step.subSteps.entries()) {
      const subStepKey = `cfg.${machine.slug}.sub.${subStep.slug}`;
      texts.push({ key: subStepKey, phrase: SUB_STEPS[subStep.slug] });
      const [subStepRow] = await tx
        .insert(configuratorSubSteps)
        .values({
          stepId: stepRow.id,
          machineId,
          slug: subStep.slug,
          title: SUB_STEPS[subStep.slug].en,
          textKey: subStepKey,
          fieldType: subStep.fieldType,
          sortOrder: (subStepIndex + 1) * 10,
        })
        .returning({ id: configuratorSubSteps.id });
      if (!subStepRow || subStep.options.length === 0) continue;
      const rows = await tx
        .insert(configuratorOptions)
        .values(
          subStep.options.map((option, i) => {
            const key = `cfg.${machine.slug}.opt.${subStep.slug}.${option.value}`;
            texts.push({ key, phrase: option.phrase });
            const help = OPTION_HELP[option.value];
            const reason = RECOMMENDED_REASONS[option.value];
            if (help) texts.push({ key: HELP_KEY(key), phrase: help });
            if (reason) texts.push({ key: REASON_KEY(key), phrase: reason });
            article += 1;
            return {
              subStepId: subStepRow.id,
              value: option.value,
              label: option.phrase.en,
              textKey: key,
              priceKind: option.price.kind,
              priceCents: option.price.kind === 'fixed' ? cents(option.price.eur) : null,
              priceDependsOn: option.price.kind === 'dependent' ? option.price.dependsOn : null,
              isDefault: option.default === true,
              defaultWhen: option.defaultWhen ?? null,
              help: help?.en ?? null,
              recommended: reason !== undefined,
              recommendedReason: reason?.en ?? null,
              mixheadId: option.mixhead === undefined ? null : need(ids.mixheads, option.mixhead),
              articleNumber: `ADT-${machineIndex + 1}${String(article).padStart(3, '0')}`,
              sortOrder: (i + 1) * 10,
            };
          }),
        )
        .returning({ id: configuratorOptions.id, value: configuratorOptions.value });
      for (const [i, row] of rows.entries()) {
        const option = subStep.options[i];
        if (!option) continue;
        optionIds.set(`${subStep.slug}/${row.value}`, row.id);
        if (option.price.kind === 'dependent') {
          await tx.insert(configuratorOptionPrices).values(
            Object.entries(option.price.prices).map(([key, eur]) => ({
              optionId: row.id,
              key,
              priceCents: cents(eur),
            })),
          );
        }
        const filterRows = Object.entries(option.filter ?? {}).flatMap(([filterKey, values]) =>
          values.map((value) => ({ optionId: row.id, filterKey, value })),
        );
        if (filterRows.length > 0) await tx.insert(configuratorOptionFilters).values(filterRows);
        if (option.packageOptions) packages.push({ packageId: row.id, targets: option.packageOptions });
      }
    }
  }
  for (const { packageId, targets } of packages) {
    await tx.insert(configuratorPackageOptions).values(
      targets
        .flatMap(({ slug, values }) => values.map((value) => `${slug}/${value}`))
        .map((ref, i) => ({
          packageOptionId: packageId,
          optionId: need(optionIds, ref),
          sortOrder: (i + 1) * 10,
        })),
    );
  }

  const starters = starterSpecs(spec, ids.versionsOf.get(machine.slug) ?? []);
  if (starters.length > 0) {
    await tx.insert(configuratorStarters).values(
      starters.map((starter, i) => {
        const key = `cfg.${machine.slug}.starter.${starter.slug}`;
        const words = STARTER_TEXTS[starter.slug];
        texts.push({ key, phrase: words.title }, { key: DESCRIPTION_KEY(key), phrase: words.description });
        return {
          machineId,
          slug: starter.slug,
          title: words.title.en,
          description: words.description.en,
          textKey: key,
          selection: starter.selection,
          sortOrder: (i + 1) * 10,
        };
      }),
    );
  }

  const smallest = Math.min(...machine.dayTanks) as DayTankVolume;
  const versions = ids.versionsOf.get(machine.slug) ?? [];
  const priceRows: (typeof basePrices.$inferInsert)[] = [];
  const agencyRows: (typeof agencyBasePrices.$inferInsert)[] = [];
  for (const [i, spec] of machine.versions.entries()) {
    const version = versions[i];
    if (!version) continue;
    for (const volume of machine.dayTanks) {
      const list =
        spec.basePrice + DAY_TANK_SURCHARGE[volume as DayTankVolume] - DAY_TANK_SURCHARGE[smallest];
      const dayTankId = need(ids.dayTanks, volume);
      for (const ped of PEDS) {
        priceRows.push({
          machineId,
          machineVersionId: version.id,
          pedId: need(ids.peds, ped.code),
          dayTankId,
          priceCents: cents(hundreds(list * PED_FACTOR[ped.code])),
        });
      }
      agencyRows.push({
        machineId,
        machineVersionId: version.id,
        dayTankId,
        priceCents: cents(hundreds(list * AGENCY_FACTOR)),
      });
    }
  }
  await tx.insert(basePrices).values(priceRows);
  await tx.insert(agencyBasePrices).values(agencyRows);
  await insertDemoParts(tx, machine, machineId);
  return texts;
}
