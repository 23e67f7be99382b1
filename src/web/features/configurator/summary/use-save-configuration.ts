// The save action and its state, held by the configurator from its first render; the panel that shows
// them (save-panel.tsx) loads with the summary.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { useUnits } from '../../../kernel/units.tsx';
import { writeLastConfigurationCode } from '../../../lib/last-configuration-codes.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { SavedConfiguration } from './saved-result.tsx';

export const loadSavedResult = () => import('./saved-result.tsx');
/** Its code loads while the server saves. */
const preloadSavedResult = () => void loadSavedResult().catch(() => undefined);

/** The save action and its result, shared by the summary column and the mobile sheet. */
export function useSaveConfiguration(slug: string, locale: InterfaceLocale) {
  const trpc = useTRPC();
  const { units } = useUnits();
  const [saved, setSaved] = useState<SavedConfiguration | null>(null);
  const mutation = useMutation(
    trpc.publicConfigurator.saveConfiguration.mutationOptions({
      onSuccess: ({ code }, input) => {
        writeLastConfigurationCode(slug, code);
        setSaved({ code, selection: input.selection });
      },
    }),
  );
  return {
    saved,
    pending: mutation.isPending,
    /** offline: the save waits for the connection (TanStack Query sends it when the browser is back online) */
    paused: mutation.isPaused,
    error: mutation.error,
    save: (selection: Selection) => {
      preloadSavedResult();
      mutation.mutate({ slug, selection, units, locale });
    },
    /** Saves and resolves with the code (for the quote PDF and the quote request). */
    saveAsync: async (selection: Selection) => {
      preloadSavedResult();
      return (await mutation.mutateAsync({ slug, selection, units, locale })).code;
    },
  };
}

export type SaveState = ReturnType<typeof useSaveConfiguration>;
