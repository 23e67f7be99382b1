export type ConfiguratorErrorCode =
  /** no base price row for dosing line, PED and day tank (or no PED mapped for the country) */
  | 'MISSING_BASE_PRICE'
  /** a selected value, or the sub-step it is selected in, does not exist in the model */
  | 'UNKNOWN_VALUE'
  /** evaluateOptions was asked about a sub-step that does not exist */
  | 'UNKNOWN_SUB_STEP'
  /** isStepComplete was asked about a step that does not exist */
  | 'UNKNOWN_STEP'
  /** a price depends on a sub-step or base choice where nothing is chosen yet */
  | 'MISSING_DEPENDS_ON'
  /** a price depends on a choice for which its price table has no entry */
  | 'MISSING_PRICE'
  /** a price in the model is not a finite number */
  | 'INVALID_PRICE'
  /** the discount rate is not a number between 0 and 1 */
  | 'INVALID_DISCOUNT_RATE'
  /** strict pricing met selected values that filters hide */
  | 'INVALID_SELECTION';

export type ConfiguratorErrorDetails = {
  subStepSlug?: string;
  value?: string;
  dependsOn?: string;
  dosingLine?: string;
  country?: string;
  dayTank?: string;
  pedId?: string;
  invalid?: readonly { subStepSlug: string; value: string; reason: string }[];
};

/** A model or selection problem. Carries a stable code for the UI and a sentence for people. */
export class ConfiguratorError extends Error {
  readonly code: ConfiguratorErrorCode;
  readonly details: ConfiguratorErrorDetails;

  constructor(code: ConfiguratorErrorCode, message: string, details: ConfiguratorErrorDetails = {}) {
    super(message);
    this.name = 'ConfiguratorError';
    this.code = code;
    this.details = details;
  }
}

/** Thrown by pricing: a price that cannot be computed exactly is an error, never a silent 0. */
export class PricingError extends ConfiguratorError {
  constructor(code: ConfiguratorErrorCode, message: string, details: ConfiguratorErrorDetails = {}) {
    super(code, message, details);
    this.name = 'PricingError';
  }
}
