import { router } from './init.ts';
import { accountRouter } from './routers/account.ts';

export const appRouter = router({
  account: accountRouter,
});

export type AppRouter = typeof appRouter;
