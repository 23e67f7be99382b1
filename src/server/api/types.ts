// What the browser may know of the server: types only (the web → server rule of .dependency-cruiser.cjs).

export type { SessionUser } from './context.ts';
export type { AppRouter } from './trpc/router.ts';
