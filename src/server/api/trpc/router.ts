import { accountRouter } from './account/router.ts';
import { router } from './init.ts';
import { publicConfiguratorRouter } from './routers/public-configurator.ts';
import { salesModeRouter } from './sales-mode/router.ts';

export const appRouter = router({
  account: accountRouter,
  publicConfigurator: publicConfiguratorRouter,
  salesMode: salesModeRouter,
});

export type AppRouter = typeof appRouter;
