// Public reads shared by the public site and the configurator page: the machine catalogue (homepage
// cards, finder, menu, not-found page) and the enabled interface locales.
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { InterfaceLocale } from '../../domain/format.ts';
import type { AppRouter } from '../../server/api/types.ts';
import type { PageReads } from '../app/route-code.ts';
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
 * Starts the public site's reads (menu, language selector, homepage; a machine page's model) with the
 * page's code, one batched request, so the first render has them and no second render follows when they arrive. Resolves when
 * both are in the cache, or failed (the page then shows its error state).
 */
export function prefetchPublicSite(
  queryClient: QueryClient,
  client: TRPCClient<AppRouter>,
  locale: InterfaceLocale,
  /**
   * a machine page's model or a legal page's text too, in the same batch, with the options the page
   * reads them with
   */
  page: PageReads = {},
): Promise<unknown> {
  const { machineSlug, legalSlug } = page;
  const trpc = createTRPCOptionsProxy<AppRouter>({ client, queryClient });
  return Promise.allSettled([
    machineSlug
      ? queryClient.prefetchQuery({
          ...trpc.publicConfigurator.machineModel.queryOptions({ slug: machineSlug, locale }),
          staleTime: FIVE_MINUTES,
        })
      : undefined,
    legalSlug
      ? queryClient.prefetchQuery({
          ...trpc.publicConfigurator.legalPage.queryOptions({ slug: legalSlug, locale }),
          staleTime: FIVE_MINUTES,
        })
      : undefined,
    queryClient.prefetchQuery({
      ...trpc.publicConfigurator.machineCatalogue.queryOptions({ locale }),
      staleTime: FIVE_MINUTES,
    }),
    queryClient.prefetchQuery({ ...trpc.publicConfigurator.locales.queryOptions(), staleTime: FIVE_MINUTES }),
  ]);
}
