// Public reads shared by the public site and the configurator page: the machine catalogue (homepage
// cards, finder, menu, not-found page) and the enabled interface locales.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import type { InterfaceLocale } from '../../domain/format.ts';
import type { AppRouter } from '../../server/api/types.ts';
import { useTRPC } from './trpc.ts';

type PublicOutputs = inferRouterOutputs<AppRouter>['publicConfigurator'];
export type MachineCatalogue = PublicOutputs['machineCatalogue'];
export type CatalogueMachine = MachineCatalogue['machines'][number];
export type EnabledLocale = PublicOutputs['locales'][number];

/**
 * Machines with names and texts in `locale`. While another locale loads, the previous answer stays on
 * screen, so switching the language never blanks the page.
 */
export function useMachineCatalogue(locale: InterfaceLocale) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.publicConfigurator.machineCatalogue.queryOptions({ locale }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60 * 1000,
  });
}

/** The interface locales an admin switched on, by their own names. */
export function useEnabledLocales() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.publicConfigurator.locales.queryOptions(), staleTime: 5 * 60 * 1000 });
}
