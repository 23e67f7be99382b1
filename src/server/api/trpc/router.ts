import { router } from './init.ts';

export const appRouter = router({});

export type AppRouter = typeof appRouter;
