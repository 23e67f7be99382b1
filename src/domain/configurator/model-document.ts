// The configurator model as one document (docs/decisions/015-model-versions-as-documents.md): what a
// machine's published version and its draft hold, in the shape `publicConfigurator.machineModel` serves
// (English texts, EUR), plus what only the editor and the projection need (text keys, article numbers,
// the catalogue mixhead an option stands for). One schema for the domain, the editor and the API.
import { z } from 'zod';
import { BASE_CHOICES } from './model.ts';
import type { ConfiguratorData, Option, Step, SubStep } from './types.ts';

export const MODEL_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const OPTION_VALUE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
/** The largest amount one price may hold, EUR (the database stores cents up to 1e9). */
export const MAX_PRICE_EUR = 10_000_000;
const MAX_TITLE = 200;
const MAX_HELP = 1000;
const MAX_TEXT_KEY = 200;

const slug = z
  .string()
  .max(64)
  .regex(MODEL_SLUG_PATTERN, 'must be lower-case letters, digits and single hyphens (e.g. "heated-hoses")');
const optionValue = z
  .string()
  .regex(OPTION_VALUE_PATTERN, 'must be 1 to 64 letters, digits, dots, hyphens or underscores');
/** A sub-step slug or one of the base choices. */
const choiceKey = z
  .string()
  .max(64)
  .refine(
    (key) => MODEL_SLUG_PATTERN.test(key) || (BASE_CHOICES as readonly string[]).includes(key),
    'must name a sub-step or one of dosingLine, country, dayTank',
  );
const title = z.string().trim().min(1, 'must not be empty').max(MAX_TITLE);
const longText = z.string().trim().min(1, 'must not be empty').max(MAX_HELP);
const textKey = z.string().min(1).max(MAX_TEXT_KEY);
const money = z
  .number()
  .finite()
  .min(-MAX_PRICE_EUR)
  .max(MAX_PRICE_EUR)
  .refine((eur) => Math.abs(eur * 100 - Math.round(eur * 100)) < 1e-6, 'must be in whole cents');
const baseMoney = money.refine((eur) => eur >= 0, 'must not be negative');
const id = z.string().min(1).max(64);
/** A catalogue row's id (dosing line, PED, day tank, mixhead). */
const rowId = z
  .string()
  .regex(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    'must be the id of a catalogue item',
  );
const valueList = z.array(z.string().min(1).max(64)).max(500);

const priceSchema = z.union([
  money,
  z.null(),
  z.object({ dependsOn: choiceKey, prices: z.record(z.string().min(1).max(64), money) }),
]);

const optionSchema = z.object({
  value: optionValue,
  label: title,
  price: priceSchema,
  filter: z.record(choiceKey, valueList).optional(),
  packageOptions: z
    .array(z.object({ slug, optionIds: valueList }))
    .max(100)
    .optional(),
  default: z.boolean().optional(),
  defaultWhen: z.record(z.string().min(1).max(64), valueList).optional(),
  help: longText.optional(),
  recommended: z.object({ reason: longText.optional() }).optional(),
  /** internal article number, sales mode only */
  articleNumber: z.string().trim().min(1).max(64).optional(),
  /** the catalogue mixhead the option stands for (its output range is served with the option) */
  mixheadId: rowId.optional(),
  textKey: textKey.optional(),
});

const fieldTypeSchema = z.enum(['select', 'radio', 'checkbox', 'number', 'text', 'info']);

const subStepSchema = z.object({
  slug,
  title,
  textKey: textKey.optional(),
  options: z.object({ fieldType: fieldTypeSchema, data: z.array(optionSchema).max(500) }),
});

const stepSchema = z.object({
  slug,
  title,
  textKey: textKey.optional(),
  subSteps: z.array(subStepSchema).max(100),
});

const starterSchema = z.object({
  slug,
  title,
  description: longText.optional(),
  textKey: textKey.optional(),
  selection: z.object({
    dosingLine: id.optional(),
    values: z.record(slug, valueList),
  }),
});

export const modelDocumentSchema = z
  .object({
    steps: z.array(stepSchema).max(50),
    starters: z.array(starterSchema).max(20).optional(),
    leadTimeWeeks: z
      .object({ min: z.number().int().min(1).max(104), max: z.number().int().min(1).max(104) })
      .refine((lead) => lead.max >= lead.min, { message: 'must not end before it starts', path: ['max'] })
      .optional(),
    basePrices: z
      .array(z.object({ machineVersionId: rowId, pedId: rowId, dayTankId: rowId, price: baseMoney }))
      .max(5000),
    agencyBasePrices: z
      .array(z.object({ machineVersionId: rowId, dayTankId: rowId, price: baseMoney }))
      .max(5000),
    agencyIsos: z.array(z.string().regex(/^[A-Z]{2}$/, 'must be an ISO country code like "BR"')).max(300),
    pedOverride: rowId,
    /** docs/product.md#discount: the sales-mode discount per priced option, 0 to 5 % */
    discountRatePerOption: z.number().finite().min(0).max(0.05),
    /** false: list prices show to signed-in staff only */
    publicPrices: z.boolean(),
  })
  .superRefine((doc, ctx) => {
    const duplicate = (path: PropertyKey[], what: string) =>
      ctx.addIssue({ code: 'custom', path, message: `${what} is used twice` });
    const stepSlugs = new Set<string>();
    const subStepSlugs = new Set<string>();
    const keys = new Set<string>();
    const seeKey = (key: string | undefined, path: PropertyKey[]) => {
      if (key === undefined) return;
      if (keys.has(key)) duplicate([...path, 'textKey'], `text key "${key}"`);
      keys.add(key);
    };
    doc.steps.forEach((step, i) => {
      if (stepSlugs.has(step.slug)) duplicate(['steps', i, 'slug'], `step slug "${step.slug}"`);
      stepSlugs.add(step.slug);
      seeKey(step.textKey, ['steps', i]);
      step.subSteps.forEach((subStep, j) => {
        const at = ['steps', i, 'subSteps', j];
        if (subStepSlugs.has(subStep.slug)) duplicate([...at, 'slug'], `sub-step slug "${subStep.slug}"`);
        subStepSlugs.add(subStep.slug);
        seeKey(subStep.textKey, at);
        const values = new Set<string>();
        subStep.options.data.forEach((option, k) => {
          const optionAt = [...at, 'options', 'data', k];
          if (values.has(option.value)) duplicate([...optionAt, 'value'], `option value "${option.value}"`);
          values.add(option.value);
          seeKey(option.textKey, optionAt);
        });
      });
    });
    const starterSlugs = new Set<string>();
    doc.starters?.forEach((starter, i) => {
      if (starterSlugs.has(starter.slug))
        duplicate(['starters', i, 'slug'], `starter slug "${starter.slug}"`);
      starterSlugs.add(starter.slug);
      seeKey(starter.textKey, ['starters', i]);
    });
    const combos = new Set<string>();
    doc.basePrices.forEach((row, i) => {
      const combo = `${row.machineVersionId}|${row.pedId}|${row.dayTankId}`;
      if (combos.has(combo)) duplicate(['basePrices', i], 'this dosing line × PED × day tank');
      combos.add(combo);
    });
    const agencyCombos = new Set<string>();
    doc.agencyBasePrices.forEach((row, i) => {
      const combo = `${row.machineVersionId}|${row.dayTankId}`;
      if (agencyCombos.has(combo)) duplicate(['agencyBasePrices', i], 'this dosing line × day tank');
      agencyCombos.add(combo);
    });
  });

export type ModelDocument = z.infer<typeof modelDocumentSchema>;
export type DocumentOption = ModelDocument['steps'][number]['subSteps'][number]['options']['data'][number];
export type DocumentSubStep = ModelDocument['steps'][number]['subSteps'][number];
export type DocumentStarter = NonNullable<ModelDocument['starters']>[number];

/** Where a text shows: read by people in model-check findings, and unique within one machine. */
export const TEXT_AT = {
  dosingLine: (machineVersionId: string) => `dosing line ${machineVersionId}`,
  step: (slug: string) => `step ${slug}`,
  subStep: (slug: string) => `sub-step ${slug}`,
  option: (subStepSlug: string, value: string) => `option ${subStepSlug}/${value}`,
  optionHelp: (subStepSlug: string, value: string) => `help of option ${subStepSlug}/${value}`,
  optionReason: (subStepSlug: string, value: string) => `recommendation of option ${subStepSlug}/${value}`,
  starter: (slug: string) => `starter ${slug}`,
  starterDescription: (slug: string) => `description of starter ${slug}`,
};

/** Translation keys of an option's help text and recommendation reason, and a starter's description. */
export const HELP_KEY = (key: string) => `${key}.help`;
export const REASON_KEY = (key: string) => `${key}.reason`;
export const DESCRIPTION_KEY = (key: string) => `${key}.description`;

/** One text of the model a customer sees, with its translation key. */
export type DocumentText = { key: string; where: string; english: string };

/**
 * The text keys a new step, sub-step, option or starter gets (the demo's own scheme), so translations of
 * an item follow it through renames and reorders; a key already in use gets a number.
 */
export function withTextKeys(doc: ModelDocument, machineSlug: string): ModelDocument {
  const used = new Set<string>();
  let missing = false;
  const see = (key: string | undefined) => {
    if (key === undefined) missing = true;
    else used.add(key);
  };
  for (const step of doc.steps) {
    see(step.textKey);
    for (const subStep of step.subSteps) {
      see(subStep.textKey);
      for (const option of subStep.options.data) see(option.textKey);
    }
  }
  for (const starter of doc.starters ?? []) see(starter.textKey);
  // The editor calls this on every edit: a document whose items all have keys comes back as it is.
  if (!missing) return doc;
  const fresh = (base: string) => {
    let key = base;
    for (let n = 2; used.has(key); n++) key = `${base}.${n}`;
    used.add(key);
    return key;
  };
  const prefix = `cfg.${machineSlug}`;
  return {
    ...doc,
    steps: doc.steps.map((step) => ({
      ...step,
      textKey: step.textKey ?? fresh(`${prefix}.step.${step.slug}`),
      subSteps: step.subSteps.map((subStep) => ({
        ...subStep,
        textKey: subStep.textKey ?? fresh(`${prefix}.sub.${subStep.slug}`),
        options: {
          ...subStep.options,
          data: subStep.options.data.map((option) =>
            option.textKey !== undefined
              ? option
              : { ...option, textKey: fresh(`${prefix}.opt.${subStep.slug}.${option.value}`) },
          ),
        },
      })),
    })),
    ...(doc.starters
      ? {
          starters: doc.starters.map((starter) => ({
            ...starter,
            textKey: starter.textKey ?? fresh(`${prefix}.starter.${starter.slug}`),
          })),
        }
      : {}),
  };
}

/*
 * An edit changes one part of a document and shares the rest (documents are never mutated), so what is
 * derived from a sub-step is remembered per sub-step object: the editor's live check then rebuilds only
 * what the edit touched. Weak maps: a sub-step no document holds any more is forgotten with it.
 */
const textsOfSubStep = new WeakMap<DocumentSubStep, DocumentText[]>();
type OutputOf = (mixheadId: string) => Option['output'] | undefined;
const NO_OUTPUT: OutputOf = () => undefined;
const servedSubSteps = new WeakMap<OutputOf, WeakMap<DocumentSubStep, SubStep>>();

/** Every text of the document a customer sees (keys from `withTextKeys`; an item without one is skipped). */
export function documentTexts(doc: ModelDocument): DocumentText[] {
  const texts: DocumentText[] = [];
  const add = (key: string | undefined, where: string, english: string | undefined) => {
    if (key !== undefined && english) texts.push({ key, where, english });
  };
  for (const step of doc.steps) {
    add(step.textKey, TEXT_AT.step(step.slug), step.title);
    for (const subStep of step.subSteps) texts.push(...subStepTexts(subStep));
  }
  for (const starter of doc.starters ?? []) {
    add(starter.textKey, TEXT_AT.starter(starter.slug), starter.title);
    if (starter.textKey !== undefined) {
      add(DESCRIPTION_KEY(starter.textKey), TEXT_AT.starterDescription(starter.slug), starter.description);
    }
  }
  return texts;
}

function subStepTexts(subStep: DocumentSubStep): DocumentText[] {
  const known = textsOfSubStep.get(subStep);
  if (known) return known;
  const texts: DocumentText[] = [];
  const add = (key: string | undefined, where: string, english: string | undefined) => {
    if (key !== undefined && english) texts.push({ key, where, english });
  };
  add(subStep.textKey, TEXT_AT.subStep(subStep.slug), subStep.title);
  for (const option of subStep.options.data) {
    add(option.textKey, TEXT_AT.option(subStep.slug, option.value), option.label);
    if (option.textKey !== undefined) {
      add(HELP_KEY(option.textKey), TEXT_AT.optionHelp(subStep.slug, option.value), option.help);
      add(
        REASON_KEY(option.textKey),
        TEXT_AT.optionReason(subStep.slug, option.value),
        option.recommended?.reason,
      );
    }
  }
  textsOfSubStep.set(subStep, texts);
  return texts;
}

/** An option as the configurator reads it: the document's option without what only staff see. */
function publicOption(option: DocumentOption, output?: Option['output']): Option {
  const result: Option = { value: option.value, label: option.label, price: option.price };
  if (option.filter) result.filter = option.filter;
  if (option.packageOptions) result.packageOptions = option.packageOptions;
  if (option.default) result.default = true;
  if (option.defaultWhen) result.defaultWhen = option.defaultWhen;
  if (option.help) result.help = option.help;
  if (option.recommended) result.recommended = option.recommended;
  if (output) result.output = output;
  return result;
}

/**
 * The configurator data a document stands for (English), for pricing, rules and the model check:
 * `countryPeds` is the catalogue's (countries map to a PED there, not in a machine's model), and
 * `outputOf` gives a mixhead's output range.
 */
export function documentData(
  doc: ModelDocument,
  countryPeds: Record<string, string>,
  outputOf: OutputOf = NO_OUTPUT,
): ConfiguratorData {
  let served = servedSubSteps.get(outputOf);
  if (!served) {
    served = new WeakMap();
    servedSubSteps.set(outputOf, served);
  }
  const cache = served;
  const serve = (subStep: DocumentSubStep): SubStep => {
    const known = cache.get(subStep);
    if (known) return known;
    const result: SubStep = {
      slug: subStep.slug,
      title: subStep.title,
      options: {
        fieldType: subStep.options.fieldType,
        data: subStep.options.data.map((option) =>
          publicOption(option, option.mixheadId === undefined ? undefined : outputOf(option.mixheadId)),
        ),
      },
    };
    cache.set(subStep, result);
    return result;
  };
  const steps: Step[] = doc.steps.map((step) => ({
    slug: step.slug,
    title: step.title,
    subSteps: step.subSteps.map(serve),
  }));
  return {
    steps,
    ...(doc.starters && doc.starters.length > 0
      ? {
          starters: doc.starters.map(({ slug, title, description, selection }) => ({
            slug,
            title,
            ...(description ? { description } : {}),
            selection,
          })),
        }
      : {}),
    ...(doc.leadTimeWeeks ? { leadTimeWeeks: doc.leadTimeWeeks } : {}),
    basePrices: doc.basePrices,
    agencyBasePrices: doc.agencyBasePrices,
    agencyIsos: doc.agencyIsos,
    pedOverride: doc.pedOverride,
    countryPeds,
  };
}
