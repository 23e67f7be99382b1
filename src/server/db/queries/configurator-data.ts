// GET /api/configurator-data: every machine's configurator model in English, for staff.
import type { Db } from '../client.ts';
import {
  type ConfiguratorChoices,
  loadConfigurators,
  type StaffConfiguratorData,
} from './configurator-model.ts';
import { loadConfiguratorSettings } from './settings.ts';

/** One machine's model (docs/product.md#configurator-model) plus the base choices and identity. */
export type ConfiguratorMachine = StaffConfiguratorData & {
  machineId: string;
  slug: string;
  name: string;
  /** recorded in configuration codes */
  modelVersion: number;
  choices: ConfiguratorChoices;
};

export type ConfiguratorDataResponse = {
  /** Admin setting (docs/product.md#discount), 0.005 unless changed */
  discountRatePerOption: number;
  machines: ConfiguratorMachine[];
};

export async function loadConfiguratorData(
  db: Db,
  options: { now?: Date } = {},
): Promise<ConfiguratorDataResponse> {
  const loaded = await loadConfigurators(db, options);
  const settings = await loadConfiguratorSettings(db);
  return {
    discountRatePerOption: settings.discountRatePerOption,
    machines: loaded.map(({ machine, data, choices }) => ({
      machineId: machine.id,
      slug: machine.slug,
      name: machine.name,
      modelVersion: machine.modelVersion,
      ...data,
      choices,
    })),
  };
}
