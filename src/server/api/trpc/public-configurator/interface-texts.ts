import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { loadInterfaceOverrides, type TextOverrides } from '../../../db/queries/translation-sources.ts';
import { publicProcedure } from '../init.ts';
import { interfaceTextsInput, interfaceTextsOutput } from './interface-texts.types.ts';

const overrides = new RevisionCache<TextOverrides>(['i18n'], (db, locale) =>
  loadInterfaceOverrides(db, locale),
);

/**
 * The interface texts a person changed on the translations page, per namespace: the browser lays them
 * over the texts the build ships (docs/product.md#translations). Usually empty.
 */
export const interfaceTextsQuery = publicProcedure
  .meta({ cache: { areas: ['i18n'] } })
  .input(interfaceTextsInput)
  .output(interfaceTextsOutput)
  .query(({ ctx, input }) => overrides.get(ctx.db, { variant: input.locale }));
