// Save (docs/product.md#codes): the code (8 Crockford symbols, grouped 4-4 so it can be read aloud), a
// copyable link and a QR code of the link. The last code per machine goes to local storage.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { Suspense, useState } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import type { InterfaceLocale } from '../../../../domain/format.ts';
import { Link } from '../../../components/ui/router-link.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { useUnits } from '../../../kernel/units.tsx';
import {
  readLastConfigurationCode,
  writeLastConfigurationCode,
} from '../../../lib/last-configuration-codes.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { codeLinkPath } from '../state/code-link.ts';
import { type Translate, useTexts } from '../texts.tsx';
import type { SavedConfiguration } from './saved-result.tsx';

// What a save shows (the code, its link and QR code) loads when the visitor saves, not with the page.
const loadSavedResult = () => import('./saved-result.tsx');
const SavedResult = lazyPage('configurator-saved-result', loadSavedResult, (m) => m.default);
/** Its code loads while the server saves. */
const preloadSavedResult = () => void loadSavedResult().catch(() => undefined);

function saveErrorText(error: unknown, t: Translate): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === 'TOO_MANY_REQUESTS') return t('saveTooMany');
    if (!code) return t('saveOffline');
    return t('saveFailed', { message: error.message });
  }
  return t('saveOffline');
}

export type { SavedConfiguration };

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

export function SavePanel({
  slug,
  selection,
  state,
  variant,
  part = 'all',
}: {
  slug: string;
  selection: Selection;
  state: SaveState;
  variant: 'public' | 'internal';
  /** the button alone (the price dock), what a save shows alone (the summary below it), or both */
  part?: 'button' | 'result' | 'all';
}) {
  const { t } = useTexts();
  const { saved, pending, paused, error } = state;
  const last = saved ? null : readLastConfigurationCode(slug);
  const button = (
    <Button onClick={() => state.save(selection)} loading={pending} fullWidth>
      {pending ? t('saving') : t('save')}
    </Button>
  );
  const waiting = paused && (
    <Text size="sm" role="status" data-testid="save-waiting">
      {t('saveWaitingOnline')}
    </Text>
  );
  if (part === 'button')
    return (
      <Stack gap={4}>
        {button}
        {waiting}
      </Stack>
    );
  return (
    <Stack gap="sm">
      {part === 'all' && button}
      {part === 'all' && waiting}
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {saveErrorText(error, t)}
        </Text>
      )}
      {saved && (
        <Suspense fallback={null}>
          <SavedResult slug={slug} saved={saved} selection={selection} />
        </Suspense>
      )}
      {last && (
        <Text size="sm">
          {t('lastCode', { code: formatCode(last.code) })}{' '}
          <Anchor component={Link} to={codeLinkPath(variant, slug, last.code)}>
            {t('openLastCode')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
