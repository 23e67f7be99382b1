import { loadNavigation, type NavigationData } from '../../../db/queries/public-configurator.ts';
import { RevisionCache } from '../../../db/queries/revision-cache.ts';
import { publicProcedure } from '../init.ts';
import { navigationOutput } from './navigation.types.ts';

const navigation = new RevisionCache<NavigationData>(['catalogue', 'i18n'], (db, _variant, now) =>
  loadNavigation(db, { now }),
);

/** Navigation data: configurator machines and language names keyed by upper-case locale. */
export const navigationQuery = publicProcedure
  .meta({ cache: { areas: ['catalogue', 'i18n'] } })
  .output(navigationOutput)
  .query(({ ctx }) => navigation.get(ctx.db));
