import { router } from './init.ts';
import { accountRouter } from './routers/account.ts';
import { publicConfiguratorRouter } from './routers/public-configurator.ts';

export const appRouter = router({
  account: accountRouter,
  publicConfigurator: publicConfiguratorRouter,
});

export type AppRouter = typeof appRouter;
