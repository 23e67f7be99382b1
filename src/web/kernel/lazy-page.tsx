import {
  type ComponentProps,
  type ComponentType,
  createElement,
  lazy,
  type ReactElement,
  useCallback,
  useEffect,
  useState,
} from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import { type LazyModule, lazyModule } from '../lib/lazy-module.ts';
import { PartUnavailable } from './part-unavailable.tsx';

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
 * Like React.lazy, but a failed load shows a message in place and is tried again (Unavailable); once the code is loaded the component renders at once, without a Suspense
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
  // A load that fails (offline, a chunk gone after a deployment) never reaches an error boundary: React.lazy
  // would keep the failure for good, so it gets a stand-in that says so in place and tries again.
  const Lazy = lazy(async () => ({
    default: await code
      .load()
      .catch((): ComponentType<P> => (props: P) => <Unavailable code={code} props={props} />),
  }));
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

/**
 * Where a part whose code failed to load would be: a calm message in the visitor's language, and the
 * part itself once its code loads, tried again when the browser is back online or the visitor asks.
 */
function Unavailable<P extends object>({
  code,
  props,
}: {
  code: LazyModule<ComponentType<P>, [pathname?: string]>;
  props: P;
}) {
  const [, setAttempts] = useState(0);
  const retry = useCallback(() => {
    void code.load().then(
      () => setAttempts((count) => count + 1),
      () => setAttempts((count) => count + 1),
    );
  }, [code]);
  useEffect(() => {
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [retry]);
  const loaded = code.current;
  return loaded ? createElement(loaded, props) : <PartUnavailable onRetry={retry} />;
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
