import { accountRouter } from './account/router.ts';
import { analyticsRouter } from './analytics/router.ts';
import { configuratorAdminRouter } from './configurator-admin/router.ts';
import { router } from './init.ts';
import { publicConfiguratorRouter } from './public-configurator/router.ts';
import { salesModeRouter } from './sales-mode/router.ts';
import { savedConfigurationsRouter } from './saved-configurations/router.ts';
import { translationsAdminRouter } from './translations-admin/router.ts';

export const appRouter = router({
  account: accountRouter,
  analytics: analyticsRouter,
  configuratorAdmin: configuratorAdminRouter,
  publicConfigurator: publicConfiguratorRouter,
  salesMode: salesModeRouter,
  savedConfigurations: savedConfigurationsRouter,
  translationsAdmin: translationsAdminRouter,
});

export type AppRouter = typeof appRouter;
