// Configuration codes (docs/product.md#codes): save a configuration under a short code, reopen it.
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { restoreSelection, selectionLabels } from '../../../../domain/configurator/restore.ts';
import { findConfigurationCode, saveConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import { countAttempt, type RateLimit, waitText } from '../../../db/queries/rate-limits.ts';
import { assertValidSelection } from '../../configurator-checks.ts';
import type { RequestContext } from '../../context.ts';
import { sessionUser } from '../../sales-mode.ts';
import { publicProcedure } from '../init.ts';
import { codeInput, localeInput, machineSlug, selectionInput, unitsInput } from './configurator-input.ts';
import { audienceOf, cachedMachineModel } from './public-model-cache.ts';

/** A booth tablet saves a few codes an hour; a script saving thousands is not a customer. */
export const CONFIGURATION_SAVE_LIMIT: RateLimit = {
  name: 'code-save-ip',
  max: 30,
  windowMs: 10 * 60 * 1000,
};

/** TOO_MANY_REQUESTS with the wait in words, after counting this attempt against the IP's limit. */
export async function enforceIpLimit(ctx: RequestContext, limit: RateLimit, what: string): Promise<void> {
  const decision = await countAttempt(ctx.db, [{ limit, subject: ctx.ip }]);
  if (decision.allowed) return;
  ctx.log.warn({ ip: ctx.ip, limit: limit.name }, 'rate limit reached');
  throw new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many ${what} from your address. Please wait ${waitText(decision.retryAfterS)} and try again.`,
  });
}

const saveInput = z.object({
  slug: machineSlug,
  selection: selectionInput,
  units: unitsInput,
  locale: localeInput,
});

const openInput = z.object({
  code: codeInput,
  /** the locale to label options that are no longer offered in; the saved locale by default */
  locale: localeInput.optional(),
});

export const publicConfiguratorCodes = {
  /**
   * Validates strictly and stores an immutable configuration; answers its code (8 Crockford symbols). An
   * unchanged configuration saved again keeps its code.
   */
  saveConfiguration: publicProcedure.input(saveInput).mutation(async ({ ctx, input }) => {
    await enforceIpLimit(ctx, CONFIGURATION_SAVE_LIMIT, 'configurations saved');
    const model = await cachedMachineModel(ctx.db, {
      slug: input.slug,
      locale: input.locale,
      audience: await audienceOf(ctx),
    });
    assertValidSelection(model, input.selection);
    const code = await saveConfigurationCode(ctx.db, {
      machineId: model.machine.id,
      modelVersion: model.modelVersion,
      selection: input.selection,
      units: input.units,
      locale: input.locale,
      labels: selectionLabels(model, input.selection),
      createdBy: (await sessionUser(ctx))?.id ?? null,
    });
    return { code };
  }),

  /**
   * A saved configuration as the current model allows it: `selection` keeps what is still offered,
   * `notOffered` lists what is not (removed options, or values a filter now hides).
   */
  openConfiguration: publicProcedure.input(openInput).query(async ({ ctx, input }) => {
    const stored = await findConfigurationCode(ctx.db, { code: input.code });
    if (!stored) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `There is no saved configuration with the code ${formatCode(input.code)}.`,
      });
    }
    const model = await cachedMachineModel(ctx.db, {
      slug: stored.slug,
      locale: input.locale ?? stored.locale,
      audience: await audienceOf(ctx),
    });
    const { selection, notOffered } = restoreSelection(model, stored.selection, {
      locale: stored.locale,
      labels: stored.labels,
    });
    return {
      code: stored.code,
      slug: stored.slug,
      selection,
      units: stored.units,
      locale: stored.locale,
      modelVersion: stored.modelVersion,
      currentModelVersion: model.modelVersion,
      createdAt: stored.createdAt.toISOString(),
      notOffered,
    };
  }),
};
