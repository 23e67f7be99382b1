import { type EnabledLocale, loadEnabledLocales } from '../../../db/queries/public-configurator.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { publicProcedure } from '../init.ts';
import { localesOutput } from './locales.types.ts';

const locales = new RevisionCache<EnabledLocale[]>(['i18n'], (db) => loadEnabledLocales(db));

/** The interface locales switched on by an admin, English always among them. */
export const localesQuery = publicProcedure
  .meta({ cache: { areas: ['i18n'] } })
  .output(localesOutput)
  .query(({ ctx }) => locales.get(ctx.db));
