// Code that loads on demand (a part of a page, the logic behind an action), and can be asked to load
// ahead: at the visitor's first action (lib/first-interaction.ts), or before a render that needs it.

export type LazyModule<M, A extends unknown[] = []> = {
  /** the module once loaded, for code that must run at once (an event, a reducer) */
  readonly current: M | undefined;
  /**
   * starts loading, or gives the load already on its way: one promise until it fails, so that React's
   * `use()` can wait for it; a failed load is tried again by the next call (e.g. after a deployment)
   */
  load: (...args: A) => Promise<M>;
};

export function lazyModule<M, A extends unknown[] = []>(load: (...args: A) => Promise<M>): LazyModule<M, A> {
  let current: M | undefined;
  let pending: Promise<M> | undefined;
  return {
    get current() {
      return current;
    },
    load: (...args) => {
      pending ??= load(...args).then(
        (module) => {
          current = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}
