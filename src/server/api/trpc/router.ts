import { router } from './init.ts';
import { accountRouter } from './routers/account.ts';
import { publicConfiguratorRouter } from './routers/public-configurator.ts';
import { salesModeRouter } from './routers/sales-mode.ts';

export const appRouter = router({
  account: accountRouter,
  publicConfigurator: publicConfiguratorRouter,
  salesMode: salesModeRouter,
});

export type AppRouter = typeof appRouter;
