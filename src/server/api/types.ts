// The only server module the browser may import, and only types from it (.dependency-cruiser.cjs).
export type { AppRouter } from './trpc/router.ts';
export type { SessionUser } from './context.ts';
