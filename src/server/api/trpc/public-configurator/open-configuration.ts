import { TRPCError } from '@trpc/server';
import { formatCode } from '../../../../domain/configuration-code.ts';
import { livePrice, type PricedModel } from '../../../../domain/configurator/live-price.ts';
import { documentData } from '../../../../domain/configurator/model-document.ts';
import { restoreSelection } from '../../../../domain/configurator/restore.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { keptTotal } from '../../../../domain/saved-configurations.ts';
import { findConfigurationCode } from '../../../db/queries/configuration-codes.ts';
import { versionDocument } from '../../../db/queries/model-versions.ts';
import { cachedMachineModel } from '../../../services/model-cache/model-cache.ts';
import { audienceOf } from '../../model-audience.ts';
import { publicProcedure } from '../init.ts';
import { openConfigurationInput, openConfigurationOutput } from './open-configuration.types.ts';

/**
 * A saved configuration as the current model allows it: `selection` keeps what is still offered,
 * `notOffered` lists what is not (removed options, or values a filter now hides). `priceThen` is the
 * saved selection priced on the model version it was saved on, `priceNow` what the page prices today,
 * both in the caller's audience (null where the page shows no amount).
 */
export const openConfiguration = publicProcedure
  .input(openConfigurationInput)
  .output(openConfigurationOutput)
  .query(async ({ ctx, input }) => {
    const stored = await findConfigurationCode(ctx.db, { code: input.code });
    if (!stored) {
      throw new TRPCError({
        code: 'NOT_FOUND',
        message: `There is no saved configuration with the code ${formatCode(input.code)}.`,
      });
    }
    const audience = await audienceOf(ctx);
    const model = await cachedMachineModel(ctx.db, {
      slug: stored.slug,
      locale: input.locale ?? stored.locale,
      audience,
    });
    const { selection, notOffered } = restoreSelection(model, stored.selection, {
      locale: stored.locale,
      labels: stored.labels,
    });
    const priced = (pricedModel: PricedModel, chosen: Selection) =>
      keptTotal(livePrice(pricedModel, chosen, { salesMode: audience.salesMode, discount: false }));
    let then: PricedModel | undefined = model;
    if (stored.modelVersion !== model.modelVersion) {
      const document = await versionDocument(ctx.db, {
        machineId: stored.machineId,
        modelVersion: stored.modelVersion,
      });
      then = document && {
        ...documentData(document, model.countryPeds),
        // The caller's audience decides whether amounts show, as it does for today's price.
        pricesVisible: model.pricesVisible,
        discountRatePerOption: document.discountRatePerOption,
      };
    }
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
      priceThen: then ? priced(then, stored.selection) : null,
      priceNow: priced(model, selection),
    };
  });
