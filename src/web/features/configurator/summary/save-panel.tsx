// Save (docs/product.md#codes): the code (8 Crockford symbols, grouped 4-4 so it can be read aloud), a
// copyable link and a QR code of the link. The last code per machine goes to local storage.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { TRPCClientError } from '@trpc/client';
import { Suspense } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { Link } from '../../../components/ui/router-link.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { readLastConfigurationCode } from '../../../lib/last-configuration-codes.ts';
import { codeLinkPath } from '../state/code-link.ts';
import { type Translate, useTexts } from '../texts.tsx';

import { loadSavedResult, type SaveState } from './use-save-configuration.ts';

// What a save shows (the code, its link and QR code) loads when the visitor saves, not with the page.
const SavedResult = lazyPage('configurator-saved-result', loadSavedResult, (m) => m.default);

function saveErrorText(error: unknown, t: Translate): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === 'TOO_MANY_REQUESTS') return t('saveTooMany');
    if (!code) return t('saveOffline');
    return t('saveFailed', { message: error.message });
  }
  return t('saveOffline');
}

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
