// The model check in the browser, on every edit of the draft: the same `checkConfiguratorModel` the
// server runs before publishing, over the model the draft stands for (text keys as the server gives
// them, the catalogue's countries and their PEDs, the translations the catalogue says exist). And the
// price preview of one option: what a configuration with it costs on each dosing line.
import {
  type CheckableModel,
  checkConfiguratorModel,
  type FindingSeverity,
  type ModelFinding,
  severityOf,
} from '../../../../domain/configurator/model-check.ts';
import {
  documentData,
  documentTexts,
  type ModelDocument,
  withTextKeys,
} from '../../../../domain/configurator/model-document.ts';
import { priceConfiguration } from '../../../../domain/configurator/pricing.ts';
import type { ConfiguratorData } from '../../../../domain/configurator/types.ts';
import type { EditorCatalogue } from './editor-contract.ts';

/** Which part of the editor a finding is fixed in. */
export type EditorSection = 'steps' | 'basePrices' | 'settings' | 'starters';

/** A finding of the check, with where the editor fixes it. */
export type LiveFinding = {
  finding: ModelFinding;
  severity: FindingSeverity;
  /** a key unique among the findings of one check, for lists */
  id: string;
  section: EditorSection;
  /** the sub-step and option it names (a missing translation: the one whose text it is) */
  subStepSlug: string | undefined;
  value: string | undefined;
};

export type LiveCheck = {
  data: ConfiguratorData;
  errors: LiveFinding[];
  warnings: LiveFinding[];
  /** sub-step slug → its errors and warnings, for the tree's marks */
  bySubStep: Map<string, { errors: number; warnings: number }>;
};

const SECTION_OF: Partial<Record<ModelFinding['code'], EditorSection>> = {
  UNMAPPED_COUNTRY: 'basePrices',
  MISSING_BASE_PRICE: 'basePrices',
  MISSING_AGENCY_PRICE: 'basePrices',
  DANGLING_STARTER_VALUE: 'starters',
  INVALID_STARTER: 'starters',
  INVALID_LEAD_TIME: 'settings',
};

/** Text key → the sub-step (and option) it belongs to, so a missing translation points there. */
function textPlaces(
  doc: ModelDocument,
): Map<string, { subStepSlug?: string; value?: string; starter?: boolean }> {
  const places = new Map<string, { subStepSlug?: string; value?: string; starter?: boolean }>();
  for (const step of doc.steps) {
    const first = step.subSteps[0];
    if (step.textKey) places.set(step.textKey, first ? { subStepSlug: first.slug } : {});
    for (const subStep of step.subSteps) {
      if (subStep.textKey) places.set(subStep.textKey, { subStepSlug: subStep.slug });
      for (const option of subStep.options.data) {
        if (!option.textKey) continue;
        const place = { subStepSlug: subStep.slug, value: option.value };
        places.set(option.textKey, place);
        places.set(`${option.textKey}.help`, place);
        places.set(`${option.textKey}.reason`, place);
      }
    }
  }
  for (const starter of doc.starters ?? []) {
    if (!starter.textKey) continue;
    places.set(starter.textKey, { starter: true });
    places.set(`${starter.textKey}.description`, { starter: true });
  }
  return places;
}

/** What the check reads of the catalogue; it changes only with the machine, not with an edit. */
export type CheckContext = {
  machine: string;
  countryPeds: Record<string, string>;
  choices: CheckableModel['choices'];
  locales: readonly string[];
  translated: ReadonlyMap<string, ReadonlySet<string>>;
  /** catalogue id → name, for messages */
  names: ReadonlyMap<string, string>;
  /** what shows the machine's part models, as loaded with the draft */
  partLinks: readonly string[];
};

export function checkContext(catalogue: EditorCatalogue): CheckContext {
  return {
    machine: catalogue.machine.slug,
    countryPeds: Object.fromEntries(catalogue.countries.map((country) => [country.iso, country.pedId])),
    choices: {
      dosingLine: catalogue.dosingLines.map((line) => line.id),
      country: catalogue.countries.map((country) => country.iso),
      dayTank: catalogue.dayTanks.map((tank) => tank.id),
    },
    locales: catalogue.locales,
    translated: new Map(
      Object.entries(catalogue.translated).map(([key, locales]) => [key, new Set(locales)]),
    ),
    names: new Map(
      [...catalogue.dosingLines, ...catalogue.dayTanks, ...catalogue.peds, ...catalogue.mixheads].map(
        (row) => [row.id, row.name],
      ),
    ),
    partLinks: catalogue.partLinks,
  };
}

/** The model the check reads, as the server builds it from the same draft. */
function checkableOf(keyed: ModelDocument, context: CheckContext): CheckableModel {
  return {
    machine: context.machine,
    data: documentData(keyed, context.countryPeds),
    choices: context.choices,
    locales: context.locales,
    texts: documentTexts(keyed).map(({ key, where }) => {
      const done = context.translated.get(key);
      const translations: Record<string, string | null> = {};
      for (const locale of context.locales) translations[locale] = done?.has(locale) ? locale : null;
      return { key, where, translations };
    }),
    partLinks: context.partLinks,
  };
}

export function runLiveCheck(doc: ModelDocument, context: CheckContext): LiveCheck {
  const keyed = withTextKeys(doc, context.machine);
  const model = checkableOf(keyed, context);
  const findings = checkConfiguratorModel(model);
  let places: ReturnType<typeof textPlaces> | undefined;
  const errors: LiveFinding[] = [];
  const warnings: LiveFinding[] = [];
  const bySubStep = new Map<string, { errors: number; warnings: number }>();
  findings.forEach((finding, index) => {
    let section = SECTION_OF[finding.code] ?? 'steps';
    let subStepSlug = finding.code === 'DANGLING_STARTER_VALUE' ? undefined : finding.subStepSlug;
    let value = finding.value;
    if (finding.code === 'MISSING_TRANSLATION' && finding.key) {
      places ??= textPlaces(keyed);
      const place = places.get(finding.key);
      if (place?.starter) section = 'starters';
      else if (place?.subStepSlug) {
        subStepSlug = place.subStepSlug;
        value = place.value;
      }
    }
    const severity = severityOf(finding);
    const live: LiveFinding = {
      finding,
      severity,
      id: `${index}:${finding.code}`,
      section,
      subStepSlug,
      value,
    };
    (severity === 'error' ? errors : warnings).push(live);
    if (section === 'steps' && subStepSlug) {
      let counts = bySubStep.get(subStepSlug);
      if (!counts) {
        counts = { errors: 0, warnings: 0 };
        bySubStep.set(subStepSlug, counts);
      }
      if (severity === 'error') counts.errors++;
      else counts.warnings++;
    }
  });
  return { data: model.data, errors, warnings, bySubStep };
}

const CATALOGUE_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A finding's sentence with the catalogue's names for its ids ("dosing line HX 12", not a UUID). */
export function readableMessage(message: string, names: ReadonlyMap<string, string>): string {
  return message.replace(CATALOGUE_ID, (id) => names.get(id.toLowerCase()) ?? names.get(id) ?? id);
}

export type PreviewRow = {
  dosingLine: { id: string; name: string };
  /** the total with the option chosen, or why it cannot be priced */
  result:
    | {
        base: number;
        option: number | null;
        total: number;
        /** the option's price waits for a choice in this sub-step, from its least amount */
        waitsFor?: { dependsOn: string; from: number | null };
      }
    | { problem: string };
};

/**
 * What a configuration holding only this option costs on each dosing line, in the first country that
 * has a base price of its own and the first day tank (the option's own price: its line of the total).
 */
export function previewOption(
  data: ConfiguratorData,
  catalogue: EditorCatalogue,
  subStepSlug: string,
  value: string,
): PreviewRow[] {
  const country =
    catalogue.countries.find((candidate) => !data.agencyIsos.includes(candidate.iso)) ??
    catalogue.countries[0];
  const dayTank = catalogue.dayTanks[0];
  return catalogue.dosingLines.map((line) => {
    try {
      const result = priceConfiguration(
        data,
        {
          dosingLine: line.id,
          country: country?.iso ?? '',
          dayTank: dayTank?.id ?? '',
          values: { [subStepSlug]: [value] },
        },
        { allowPending: true },
      );
      const own = result.options.find((entry) => entry.subStepSlug === subStepSlug && entry.value === value);
      const pending = result.pending.find(
        (entry) => entry.subStepSlug === subStepSlug && entry.value === value,
      );
      if (pending) {
        return {
          dosingLine: line,
          result: {
            base: result.base,
            option: null,
            total: result.total,
            waitsFor: { dependsOn: pending.dependsOn, from: pending.from },
          },
        };
      }
      return {
        dosingLine: line,
        result: { base: result.base, option: own?.price ?? null, total: result.total },
      };
    } catch (error) {
      return { dosingLine: line, result: { problem: (error as Error).message } };
    }
  });
}
