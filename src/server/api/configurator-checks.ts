// The server's strict checks of a configuration (docs/product.md#pricing: the server never trusts the
// browser): every answer that states a price or stores a selection goes through these, and refuses with a
// sentence naming the sub-step and value.
import { TRPCError } from '@trpc/server';
import type { ConfiguratorModel } from '../../domain/configurator/choices.ts';
import { ConfiguratorError } from '../../domain/configurator/errors.ts';
import { type PriceResult, priceConfiguration } from '../../domain/configurator/pricing.ts';
import {
  checkSelection,
  describeConfiguratorError,
  describeSelectionProblem,
  type SelectionProblem,
} from '../../domain/configurator/selection-check.ts';
import type { Selection } from '../../domain/configurator/types.ts';
import { echoed, listedSentences, MAX_LISTED_PROBLEMS } from './errors.ts';

/**
 * BAD_REQUEST naming the problems of the selection (unknown values, hidden options, …): the first
 * ones, with the values a caller sent cut short, and how many more there are (errors.ts bounds).
 */
export function assertValidSelection(model: ConfiguratorModel, selection: Selection): void {
  const problems = checkSelection(model, selection);
  if (problems.length === 0) return;
  const sentences = problems
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((problem) => describeSelectionProblem(model, selection, echoedProblem(problem)));
  throw new TRPCError({
    code: 'BAD_REQUEST',
    message: `This configuration is not valid: ${listedSentences(sentences, problems.length)}`,
  });
}

/** The problem with the value it quotes cut short (a value the model offers is never that long). */
function echoedProblem(problem: SelectionProblem): SelectionProblem {
  return 'value' in problem ? { ...problem, value: echoed(problem.value) } : problem;
}

/** priceConfiguration in strict mode; a selection that cannot be priced is a BAD_REQUEST in words. */
export function strictPrice(
  model: ConfiguratorModel & { discountRatePerOption: number },
  selection: Selection,
  options: { discount: boolean },
): PriceResult {
  try {
    return priceConfiguration(model, selection, {
      strict: true,
      discount: options.discount,
      discountRatePerOption: model.discountRatePerOption,
    });
  } catch (error) {
    if (!(error instanceof ConfiguratorError)) throw error;
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `This configuration cannot be priced: ${describeConfiguratorError(model, selection, error)}`,
      cause: error,
    });
  }
}
