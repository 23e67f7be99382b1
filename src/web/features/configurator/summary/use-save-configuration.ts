// The save action and its state, held by the configurator from its first render; the panel that shows
// them (save-panel.tsx) loads with the summary, and what a save leaves in the browser (the last code, the
// device's list) is written by the save's result module, which loads while the server saves.

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { useUnits } from '../../../kernel/units.tsx';
import { reportEvent } from '../../../lib/analytics/analytics.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { SaveDetails, SavedConfiguration } from './saved-result.tsx';

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
      onSuccess: (answer, input) => {
        reportEvent('code_saved', { machine: slug });
        setSaved({ ...answer, selection: input.selection, name: input.name });
      },
    }),
  );
  const run = (selection: Selection, details: SaveDetails = {}) => {
    preloadSavedResult();
    return mutation.mutateAsync(
      { slug, selection, units, locale, name: details.name, customer: details.customer },
      {
        // Offline by then, the last code and the device's entry are left out; the save itself is done.
        onSuccess: (answer) =>
          void loadSavedResult()
            .then((result) => result.keep(slug, answer, details))
            .catch(() => undefined),
      },
    );
  };
  return {
    saved,
    pending: mutation.isPending,
    /** offline: the save waits for the connection (TanStack Query sends it when the browser is back online) */
    paused: mutation.isPaused,
    error: mutation.error,
    save: (selection: Selection, details?: SaveDetails) =>
      void run(selection, details).catch(() => undefined),
    /** Saves and resolves with the code (for the quote PDF and the quote request). */
    saveAsync: async (selection: Selection, details?: SaveDetails) => (await run(selection, details)).code,
  };
}

export type SaveState = ReturnType<typeof useSaveConfiguration>;
