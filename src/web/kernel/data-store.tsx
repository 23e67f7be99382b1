import { Button, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { can } from '../../domain/permissions.ts';
import type {
  ConfiguratorDataResponse,
  GeneralInformationPage,
  NewsArticle,
  ProductPortfolio,
} from '../../server/api/types.ts';
import { hideToast, showToast } from '../lib/toast.ts';
import { DATA_SOURCES, dataStoreKey } from './data-sources.ts';
import { CACHE, retryDelay } from './query-client.ts';
import { reachabilityFetch, useServerUnavailable } from './server-reachability.ts';
import { useSession } from './session/session.tsx';

// The data store (docs/product.md#data-store): four sources loaded together once the session is
// authenticated.

export type { GeneralInformationPage, NewsArticle, ProductPortfolio };
export { DATA_SOURCES };

/**
 * Steps, options and prices of the configurator (docs/product.md#configurator-model), as GET
 * /api/configurator-data sends them.
 */
type ConfiguratorData = ConfiguratorDataResponse;

export type DataStoreState = 'loading' | 'error' | 'initialized';

export type DataStore = {
  state: DataStoreState;
  productPortfolio: ProductPortfolio | undefined;
  configuratorData: ConfiguratorData | undefined;
  generalInformation: GeneralInformationPage[];
  news: NewsArticle[];
  /** what failed, in words, while state is 'error' */
  error: string | null;
  /** a source answered 401: the session ended on the server */
  unauthorized: boolean;
  /** Loads all four sources again (the sync indicator's click and the Retry button). */
  refetch: () => Promise<void>;
};

class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function getJson(url: string, label: string): Promise<unknown> {
  let response: Response;
  try {
    response = await reachabilityFetch(url, {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new HttpError(0, `The ${label} could not be loaded: the server is not reachable.`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
    const detail = typeof body?.error?.message === 'string' ? ` ${body.error.message}` : '';
    throw new HttpError(
      response.status,
      `The ${label} could not be loaded (HTTP ${response.status}).${detail}`,
    );
  }
  return response.json();
}

/**
 * 4xx answers do not get better by asking again; outages do (docs/product.md#constants: 3 retries, doubling
 * delay).
 */
function retry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) return false;
  return failureCount < CACHE.retries;
}

function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

const ERROR_NOTIFICATION = 'data-store-error';

export function useDataStore(): DataStore {
  const session = useSession();
  const userId = session.data?.user.id;
  const role = session.data?.user.role;
  const enabled = session.status === 'authenticated';

  const results = useQueries({
    queries: DATA_SOURCES.map((source) => ({
      queryKey: dataStoreKey(source.key, userId),
      queryFn: () => getJson(source.url, source.label),
      enabled: enabled && (!source.permission || can(role, source.permission)),
      retry,
      retryDelay,
    })),
  });
  const [portfolio, configurator, information, news] = results;

  const fetching = results.some((result) => result.isFetching);
  const failed = results.find((result) => result.isError);
  const state: DataStoreState = fetching || !enabled ? 'loading' : failed ? 'error' : 'initialized';
  const error = state === 'error' && failed?.error ? failed.error.message : null;

  const refetchers = useRef(results.map((result) => result.refetch));
  refetchers.current = results.map((result) => result.refetch);
  const refetch = useCallback(async () => {
    hideToast(ERROR_NOTIFICATION);
    await Promise.all(refetchers.current.map((run) => run()));
  }, []);

  const unauthorized = results.some(
    (result) => result.error instanceof HttpError && result.error.status === 401,
  );

  return useMemo(
    () => ({
      state,
      productPortfolio: portfolio?.data as ProductPortfolio | undefined,
      configuratorData: configurator?.data as ConfiguratorData | undefined,
      generalInformation: asList<GeneralInformationPage>(information?.data),
      news: asList<NewsArticle>(news?.data),
      error,
      unauthorized,
      refetch,
    }),
    [state, portfolio?.data, configurator?.data, information?.data, news?.data, error, unauthorized, refetch],
  );
}

/**
 * Mount once (the internal layout): a lasting notification with a Retry button while the store is in
 * error, and a fresh session read on 401 (the guard then sends the user to /login).
 */
export function useDataStoreEffects(store: DataStore): void {
  const { state, error, refetch, unauthorized } = store;
  const { update } = useSession();
  // While the server is unavailable its banner speaks (docs/product.md#server-unavailable), calmly and
  // without a button: the store loads again by itself when the server is back.
  const serverUnavailable = useServerUnavailable();
  useEffect(() => {
    if (unauthorized) void update();
  }, [unauthorized, update]);

  useEffect(() => {
    if (state !== 'error' || serverUnavailable) {
      hideToast(ERROR_NOTIFICATION);
      return;
    }
    showToast({
      id: ERROR_NOTIFICATION,
      color: 'red',
      title: 'Data could not be loaded',
      autoClose: false,
      message: (
        <Stack gap={6} align="flex-start">
          <Text size="sm">{error ?? 'Loading the data failed.'}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void refetch()}>
            Retry
          </Button>
        </Stack>
      ),
    });
  }, [state, error, refetch, serverUnavailable]);
}
