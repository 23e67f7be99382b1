// The save action and its state, held by the configurator from its first render; the panel that shows
// them (save-panel.tsx) loads with the summary, and what a save leaves in the browser (the last code, the
// device's list) is written by the save's result module, which loads while the server saves.

import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useState } from 'react';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { useSession } from '../../../kernel/session/session.tsx';
import { useUnits } from '../../../kernel/units.tsx';
import { reportEvent } from '../../../lib/analytics/analytics.ts';
import { preparedFor } from '../../../lib/offline/offline-session.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import type { SaveDetails, SavedConfiguration } from './saved-result.tsx';

export const loadSavedResult = () => import('./saved-result.tsx');
/** Its code loads while the server saves. */
const preloadSavedResult = () => void loadSavedResult().catch(() => undefined);
const loadQueue = () => import('../../../lib/offline/offline-queue.ts');

/** A call that never reached the server (no connection), as opposed to an answer. */
function unsent(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data === undefined;
}

/** The save action and its result, shared by the summary column and the mobile sheet. */
export function useSaveConfiguration(slug: string, locale: InterfaceLocale) {
  const trpc = useTRPC();
  const { units } = useUnits();
  const [saved, setSaved] = useState<SavedConfiguration | null>(null);
  const userId = useSession().data?.user.id;
  const sent = useCallback(
    (reference: string, answer: { code: string; listed: boolean }) =>
      setSaved((current) =>
        current?.reference === reference ? { ...current, ...answer, reference: undefined } : current,
      ),
    [],
  );
  const mutation = useMutation(
    trpc.publicConfigurator.saveConfiguration.mutationOptions({
      onSuccess: (answer, input) => {
        reportEvent('code_saved', { machine: slug });
        setSaved({ ...answer, selection: input.selection, name: input.name });
      },
    }),
  );
  const keep = (answer: { code: string; listed: boolean }, details: SaveDetails) =>
    void loadSavedResult()
      .then((result) => result.keep(slug, answer, details))
      .catch(() => undefined);
  const run = async (selection: Selection, details: SaveDetails = {}) => {
    preloadSavedResult();
    const input = { slug, selection, units, locale, name: details.name, customer: details.customer };
    try {
      return await mutation.mutateAsync(input, {
        // Offline by then, the last code and the device's entry are left out; the save itself is done.
        onSuccess: (answer) => keep(answer, details),
      });
    } catch (error) {
      // On a tablet prepared for offline use, a save without a connection waits in its queue, under a
      // local reference shown at once (docs/decisions/017-offline-trade-fair-tablet.md).
      if (!unsent(error) || !preparedFor(userId)) throw error;
      const queued = await (await loadQueue()).queueSave(slug, input);
      mutation.reset();
      setSaved({ code: queued, reference: queued, selection, name: details.name, listed: false });
      return { code: queued, listed: false };
    }
  };
  return {
    saved,
    pending: mutation.isPending,
    /** offline: the save waits for the connection (TanStack Query sends it when the browser is back online) */
    paused: mutation.isPaused,
    error: mutation.error,
    save: (selection: Selection, details?: SaveDetails) =>
      void run(selection, details).catch(() => undefined),
    /** A save queued offline was sent: its local reference gives way to the server's code. */
    sent,
    /** Saves and resolves with the code (for the quote PDF and the quote request). */
    saveAsync: async (selection: Selection, details?: SaveDetails) => (await run(selection, details)).code,
  };
}

export type SaveState = ReturnType<typeof useSaveConfiguration>;
