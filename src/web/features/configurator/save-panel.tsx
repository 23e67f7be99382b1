// Save (issue 11 §6): the code (8 Crockford symbols, grouped 4-4 so it can be read aloud), a copyable
// link and a QR code of the link. The last code per machine goes to local storage.
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatCode } from '../../../domain/configuration-code.ts';
import type { Selection } from '../../../domain/configurator/types.ts';
import type { InterfaceLocale } from '../../../domain/format.ts';
import { useUnits } from '../../app/units.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { readLastConfigurationCode, writeLastConfigurationCode } from '../../lib/last-configuration-codes.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { codeLinkPath } from './code-link.ts';
import classes from './configurator-page.module.css';
import { TextBox } from './native-fields.tsx';
import { type Translate, useTexts } from './texts.tsx';

const QrCode = lazy(() => import('./qr-code.tsx'));

/** The link that reopens a configuration: /configurator/{slug}?code=… on this site. */
export function configurationLink(slug: string, code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/configurator/${encodeURIComponent(slug)}?code=${code}`;
}

function saveErrorText(error: unknown, t: Translate): string {
  if (error instanceof TRPCClientError) {
    const code = (error.data as { code?: string } | undefined)?.code;
    if (code === 'TOO_MANY_REQUESTS') return t('saveTooMany');
    if (!code) return t('saveOffline');
    return t('saveFailed', { message: error.message });
  }
  return t('saveOffline');
}

export type SavedConfiguration = { code: string; selection: Selection };

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
    error: mutation.error,
    save: (selection: Selection) => mutation.mutate({ slug, selection, units, locale }),
    /** Saves and resolves with the code (for the quote PDF and the quote request). */
    saveAsync: async (selection: Selection) =>
      (await mutation.mutateAsync({ slug, selection, units, locale })).code,
  };
}

export type SaveState = ReturnType<typeof useSaveConfiguration>;

export function SavePanel({
  slug,
  selection,
  state,
  variant,
}: {
  slug: string;
  selection: Selection;
  state: SaveState;
  variant: 'public' | 'internal';
}) {
  const { t } = useTexts();
  const clipboard = useClipboard({ timeout: 2000 });
  const { saved, pending, error } = state;
  const last = saved ? null : readLastConfigurationCode(slug);
  const link = saved ? configurationLink(slug, saved.code) : '';
  // The button is disabled while it saves, which takes the keyboard focus away from it: the saved
  // code's title takes it then (WCAG 2.4.3), unless the user has moved on meanwhile.
  const savedTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (saved && (focused === null || focused === document.body)) savedTitle.current?.focus();
  }, [saved]);
  return (
    <Stack gap="sm">
      <Button onClick={() => state.save(selection)} loading={pending} fullWidth>
        {pending ? t('saving') : t('save')}
      </Button>
      {error && (
        <Text size="sm" c="red.9" role="alert">
          {saveErrorText(error, t)}
        </Text>
      )}
      {saved && (
        <Stack gap="xs" role="status" data-testid="saved-configuration">
          <Title order={3} size="h4" ref={savedTitle} tabIndex={-1}>
            {t('savedTitle')}
          </Title>
          <div className={classes.code} data-testid="configuration-code">
            {formatCode(saved.code)}
          </div>
          <Text size="sm">{t('savedText')}</Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <div style={{ flex: 1, minWidth: 0 }}>
              <TextBox label={t('link')} value={link} readOnly testId="configuration-link" />
            </div>
            <Button variant="default" onClick={() => clipboard.copy(link)}>
              {clipboard.copied ? t('copied') : t('copyLink')}
            </Button>
          </Group>
          <Suspense fallback={<Skeleton width={160} height={160} />}>
            <QrCode
              text={link}
              label={t('qrLabel', { code: formatCode(saved.code) })}
              className={classes.qr}
            />
          </Suspense>
          {saved.selection !== selection && (
            <Text size="sm" fw={500}>
              {t('savedOutdated')}
            </Text>
          )}
        </Stack>
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
