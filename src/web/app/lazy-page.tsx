import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  type ReactElement,
  useState,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { lazyModule } from '../lib/lazy-module.ts';

/** A component (a page, or a part of one) whose code loads on demand, and can be asked to load ahead. */
export type LazyPage<P = Record<string, unknown>> = ComponentType<P> & {
  /** starts loading; `pathname` is the address being opened, for code that loads per page */
  preload: (pathname?: string) => Promise<unknown>;
  /** whether its code is there, so that it renders without a Suspense round */
  loaded: () => boolean;
};

// biome-ignore lint/suspicious/noExplicitAny: one table for components of any props, each found by its key.
const pages = new Map<string, LazyPage<any>>();

/**
 * Like React.lazy, but once the code is loaded the component renders at once, without a Suspense
 * round: app/start.tsx preloads the current route's chunks, so the first render shows the page instead of a
 * fallback (React delays revealing a fallback's content by up to 300 ms). One instance per key, so
 * route trees built twice share it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component; its props type the result.
export function lazyPage<M, C extends ComponentType<any>>(
  key: string,
  load: (pathname?: string) => Promise<M>,
  pick: (module: M) => C,
): LazyPage<ComponentProps<C>> {
  type P = ComponentProps<C>;
  const known = pages.get(key);
  if (known) return known;
  const code = lazyModule((pathname?: string) =>
    load(pathname).then((module): ComponentType<P> => pick(module)),
  );
  const Lazy = lazy(async () => ({ default: await code.load() }));
  function Page(props: P) {
    // An instance that started suspended keeps Lazy, so it is not mounted twice when the code arrives.
    const [viaLazy] = useState(() => code.current === undefined);
    const loaded = code.current;
    return viaLazy || !loaded ? createElement(Lazy, props) : createElement(loaded, props);
  }
  const page = Object.assign(Page, { preload: code.load, loaded: () => code.current !== undefined });
  pages.set(key, page);
  return page;
}

function isLazyPage(type: unknown): type is LazyPage {
  return typeof type === 'function' && typeof (type as Partial<LazyPage>).preload === 'function';
}

/** Starts loading the code of every route element on the way to `pathname`, all at once. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<unknown> {
  const types = (matchRoutes(routes, pathname) ?? []).map(
    ({ route }) => (route.element as ReactElement)?.type,
  );
  return Promise.all(types.filter(isLazyPage).map((type) => type.preload(pathname)));
}
