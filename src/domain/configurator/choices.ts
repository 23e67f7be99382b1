// The base choices a customer makes before the steps (docs/product.md#configurator-model): they key the base
// price.
import type { BaseChoice } from './model.ts';
import type { ConfiguratorData } from './types.ts';

/**
 * Output of a dosing line's pumps at 50 Hz, cm³/s (docs/product.md#units); absent when the catalogue lacks
 * it.
 */
export type DosingLineOutput = {
  poly: { minCm3PerS: number; maxCm3PerS: number };
  iso: { minCm3PerS: number; maxCm3PerS: number };
};

type DosingLineOffer = {
  id: string;
  name: string;
  description?: string | null;
  /**
   * the description with its output figures (g/s, written at 50 Hz as every catalogue figure) at 60 Hz;
   * absent when it has none (domain/output-figures.ts)
   */
  description60Hz?: string;
  output?: DosingLineOutput | null;
};
type CountryOffer = { iso: string; name: string; agency: boolean };
type DayTankOffer = { id: string; name: string; volumeL: number };

/** What the machine offers for each base choice, in display order. */
export type ChoiceOffers = {
  dosingLines: readonly DosingLineOffer[];
  countries: readonly CountryOffer[];
  dayTanks: readonly DayTankOffer[];
};

/** Everything the configurator engine needs: the model and its base choice offers. */
export type ConfiguratorModel = ConfiguratorData & { choices: ChoiceOffers };

/** English names of the base choices, for messages (the UI translates its own). */
export const BASE_CHOICE_TITLES: Record<BaseChoice, string> = {
  dosingLine: 'Dosing line',
  country: 'Country',
  dayTank: 'Day tank',
};

export function offeredValues(choices: ChoiceOffers, key: BaseChoice): string[] {
  if (key === 'dosingLine') return choices.dosingLines.map((line) => line.id);
  if (key === 'country') return choices.countries.map((country) => country.iso);
  return choices.dayTanks.map((tank) => tank.id);
}

/** The display name of a base choice value, or the value itself when the machine does not offer it. */
export function choiceLabel(choices: ChoiceOffers, key: BaseChoice, value: string): string {
  if (key === 'dosingLine') return choices.dosingLines.find((line) => line.id === value)?.name ?? value;
  if (key === 'country') return choices.countries.find((country) => country.iso === value)?.name ?? value;
  return choices.dayTanks.find((tank) => tank.id === value)?.name ?? value;
}
