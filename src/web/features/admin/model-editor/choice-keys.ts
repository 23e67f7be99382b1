// The choices a price, a filter, a package or a keyed default can name, with the values each offers:
// the base choices from the catalogue (names shown, ids stored), the choice sub-steps from the draft
// (their options' labels shown, values stored) and, for defaults, the interface language. People pick
// from these lists; nobody types an id.
import { LANGUAGE_DEFAULT_KEY } from '../../../../domain/configurator/defaults.ts';
import { isChoiceField } from '../../../../domain/configurator/model.ts';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { INTERFACE_LOCALES } from '../../../../domain/interface-locales.ts';
import type { EditorCatalogue } from './editor-contract.ts';

type ChoiceValue = { value: string; label: string };

export type ChoiceKey = {
  /** what is stored: a sub-step slug, `dosingLine`, `country`, `dayTank` or `language` */
  key: string;
  label: string;
  /** 'base': a base choice or the language; 'subStep': a sub-step of the draft */
  kind: 'base' | 'subStep';
  /** the step the sub-step is in, for grouping */
  group: string;
  values: ChoiceValue[];
};

const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  it: 'Italian',
  ja: 'Japanese',
  es: 'Spanish',
  pt: 'Portuguese',
  cs: 'Czech',
  zh: 'Chinese',
  ko: 'Korean',
};

/** The base choices, from the catalogue around the machine. */
export function baseChoiceKeys(catalogue: EditorCatalogue): ChoiceKey[] {
  const named = (rows: { id: string; name: string }[]) =>
    rows.map((row) => ({ value: row.id, label: row.name }));
  return [
    {
      key: 'dosingLine',
      label: 'Dosing line',
      kind: 'base',
      group: 'Base choices',
      values: named(catalogue.dosingLines),
    },
    {
      key: 'country',
      label: 'Country',
      kind: 'base',
      group: 'Base choices',
      values: catalogue.countries.map((country) => ({
        value: country.iso,
        label: `${country.name} (${country.iso})`,
      })),
    },
    {
      key: 'dayTank',
      label: 'Day tank',
      kind: 'base',
      group: 'Base choices',
      values: named(catalogue.dayTanks),
    },
  ];
}

export const LANGUAGE_KEY: ChoiceKey = {
  key: LANGUAGE_DEFAULT_KEY,
  label: 'Interface language',
  kind: 'base',
  group: 'Base choices',
  values: INTERFACE_LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] ?? locale })),
};

/** Every select, radio and checkbox sub-step of the draft, with its options. */
export function subStepKeys(doc: ModelDocument): ChoiceKey[] {
  const keys: ChoiceKey[] = [];
  for (const step of doc.steps) {
    for (const subStep of step.subSteps) {
      if (!isChoiceField(subStep.options.fieldType)) continue;
      keys.push({
        key: subStep.slug,
        label: subStep.title,
        kind: 'subStep',
        group: `Step ${step.title}`,
        values: subStep.options.data.map((option) => ({ value: option.value, label: option.label })),
      });
    }
  }
  return keys;
}

/** The label of a stored value under its key, or the value itself when the key does not offer it. */
export function valueLabel(key: ChoiceKey | undefined, value: string): string {
  return key?.values.find((entry) => entry.value === value)?.label ?? value;
}

/** Mantine's grouped select data of a list of keys. */
export function keySelectData(keys: readonly ChoiceKey[]) {
  const groups = new Map<string, { value: string; label: string }[]>();
  for (const key of keys) {
    const items = groups.get(key.group) ?? [];
    items.push({ value: key.key, label: key.kind === 'subStep' ? `${key.label} (${key.key})` : key.label });
    groups.set(key.group, items);
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}
