// Public reads shared by the public site and the configurator page: the machine catalogue (homepage
// cards, finder, menu, not-found page) and the enabled interface locales.
import {
  type FetchQueryOptions,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  useQuery,
} from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { InterfaceLocale } from '../../domain/format.ts';
import type { AppRouter } from '../../server/api/types.ts';
import type { PageReads } from '../kernel/page-reads.ts';
import { batchGetUrl, type Call, type EarlyReads, publicSiteReads } from './early-reads.ts';
import { useTRPC } from './trpc.ts';

type PublicOutputs = inferRouterOutputs<AppRouter>['publicConfigurator'];
export type MachineCatalogue = PublicOutputs['machineCatalogue'];
export type CatalogueMachine = MachineCatalogue['machines'][number];
export type EnabledLocale = PublicOutputs['locales'][number];

const FIVE_MINUTES = 5 * 60 * 1000;

/**
 * Machines with names and texts in `locale`. While another locale loads, the previous answer stays on
 * screen, so switching the language never blanks the page.
 */
export function useMachineCatalogue(locale: InterfaceLocale) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.publicConfigurator.machineCatalogue.queryOptions({ locale }),
    placeholderData: keepPreviousData,
    staleTime: FIVE_MINUTES,
  });
}

/** The interface locales an admin switched on, by their own names. */
export function useEnabledLocales() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.publicConfigurator.locales.queryOptions(), staleTime: FIVE_MINUTES });
}

/**
 * Starts the public site's reads (menu, language selector, homepage; a machine page's model or a legal
 * page's text: `publicSiteReads`) with the page's code, one batched request, so the first render has
 * them and no second render follows when they arrive. Resolves when all are in the cache, or failed (the
 * page then shows its error state). A server-rendered page carries their answers (`early`): they go into
 * the cache as they are, so no request leaves and tRPC's transport does not load with the page.
 */
export function prefetchPublicSite(
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
  locale: InterfaceLocale,
  page: PageReads = {},
  early?: EarlyReads,
): Promise<unknown> {
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  const calls = publicSiteReads(locale, page);
  const answers = early?.answered(batchGetUrl(calls));
  return Promise.allSettled(
    calls.map((call, index) => {
      const options = { ...queryOptionsAt(trpc, call), staleTime: FIVE_MINUTES };
      const answer = answers?.[index];
      if (isResult(answer)) {
        queryClient.setQueryData(options.queryKey, answer.result.data);
        return undefined;
      }
      return queryClient.prefetchQuery(options);
    }),
  );
}

/** tRPC's answer to one call of a batch that succeeded (an error has `error` instead). */
function isResult(answer: unknown): answer is { result: { data: unknown } } {
  return typeof answer === 'object' && answer !== null && 'result' in answer;
}

/**
 * A call's query options, from the options proxy's node at its dotted path: the key and the fetch are
 * tRPC's, as `trpc.publicConfigurator.locales.queryOptions()` gives them.
 */
function queryOptionsAt(trpc: object, call: Call): FetchQueryOptions & { queryKey: QueryKey } {
  let node: unknown = trpc;
  for (const key of call.path.split('.')) node = (node as Record<string, unknown>)[key];
  const procedure = node as { queryOptions: (input: unknown) => FetchQueryOptions & { queryKey: QueryKey } };
  return procedure.queryOptions(call.input);
}

/**
 * The interface texts changed on the translations page in `language` (docs/product.md#translations), for
 * the text store to lay over the built ones. A public page's first reads bring them (`publicSiteReads`),
 * so this joins that read (the same query) rather than sending one; another language, or the signed-in
 * area, reads them once.
 */
export function interfaceTextOverrides(
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
  language: string,
): Promise<PublicOutputs['interfaceTexts']> | undefined {
  if (language === 'en') return undefined;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  return queryClient.fetchQuery({
    ...trpc.publicConfigurator.interfaceTexts.queryOptions({ locale: language as InterfaceLocale }),
    staleTime: FIVE_MINUTES,
  });
}
