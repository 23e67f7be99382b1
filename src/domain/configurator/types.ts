// The configurator model's shapes (docs/product.md#configurator-model) as delivered by GET
// /api/configurator-data; other parts of the product rely on them.

/**
 * A number (EUR), null (not priced), or a price looked up by the first value chosen in `dependsOn`:
 * a sub-step slug, or one of the base choices 'dosingLine' | 'dayTank' | 'country'.
 */
export type Price = number | null | { dependsOn: string; prices: Record<string, number> };

export type Option = {
  value: string;
  label: string;
  price: Price;
  /** sub-step slug (or base choice) → values of which one must be chosen, unless nothing is chosen there */
  filter?: Record<string, string[]>;
  /** only on options of the packages step: sub-step slug → option values the package selects */
  packageOptions?: { slug: string; optionIds: string[] }[];
  /** preselected in a new configuration (src/domain/configurator/defaults.ts); absent means false */
  default?: boolean;
  /**
   * preselected when each named base choice or sub-step holds one of the values (e.g. `{ country:
   * ["US", "CA"] }` for 480 V / 60 Hz mains), or the visitor's interface language is one of them
   * (`{ language: ["de"] }` for German documentation); wins over `default` in its sub-step, and follows
   * a change of those choices while the sub-step still holds a default (defaults.ts)
   */
  defaultWhen?: Record<string, string[]>;
  /** a short explanation of a jargon name (OPC UA, PED, desiccant dryer), shown on demand */
  help?: string;
  /** shown with a "Recommended" tag and, when given, a one-line reason */
  recommended?: { reason?: string };
  /**
   * the total output range of the catalogue mixhead the option stands for, g/s (both components
   * together); absent for every other option
   */
  output?: { minGPerS: number; maxGPerS: number };
};

export type FieldType = 'select' | 'radio' | 'checkbox' | 'number' | 'text' | 'info';

export type SubStep = {
  slug: string;
  title: string;
  options: { fieldType: FieldType; data: Option[] };
};

/** The packages step has the slug 'packages'. */
export type Step = { slug: string; title: string; subSteps: SubStep[] };

/**
 * A starting point for an application ("Panel line", "Laboratory"), chosen before the steps: its dosing
 * line and sub-step values replace the defaults (src/domain/configurator/starters.ts).
 */
export type Starter = {
  slug: string;
  title: string;
  description?: string;
  selection: { dosingLine?: string; values: Record<string, string[]> };
};

export type ConfiguratorData = {
  steps: Step[];
  /** starter configurations, in the order the machine page offers them; absent: none */
  starters?: Starter[];
  /** the indicative lead time in weeks from order to delivery; absent: not shown */
  leadTimeWeeks?: { min: number; max: number };
  basePrices: { machineVersionId: string; pedId: string; dayTankId: string; price: number }[];
  agencyBasePrices: { machineVersionId: string; dayTankId: string; price: number }[];
  agencyIsos: string[];
  pedOverride: string;
  /** country ISO → pedId */
  countryPeds: Record<string, string>;
};

/** `values` is keyed by sub-step slug; `dosingLine` is a machine version id. */
export type Selection = {
  values: Record<string, string[]>;
  dosingLine: string;
  country: string;
  dayTank: string;
};
