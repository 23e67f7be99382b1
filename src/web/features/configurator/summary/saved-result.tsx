// What a save shows (docs/product.md#codes): the code, grouped 4-4 so it can be read aloud, a copyable link
// and a QR code of the link. Loaded when the visitor saves (save-panel.tsx), not with the page.
import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { TextBox } from '../../../components/ui/native-fields/native-text-box.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import classes from '../configurator-page.module.css';
import { useTexts } from '../texts.tsx';

export type SavedConfiguration = { code: string; selection: Selection };

const QrCode = lazyPage(
  'configurator-qr-code',
  () => import('./qr-code.tsx'),
  (m) => m.default,
);

/** The link that reopens a configuration: /configurator/{slug}?code=… on this site. */
export function configurationLink(slug: string, code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/configurator/${encodeURIComponent(slug)}?code=${code}`;
}

export default function SavedResult({
  slug,
  saved,
  selection,
}: {
  slug: string;
  saved: SavedConfiguration;
  /** the configuration on screen: when it is no longer the saved one, the result says so */
  selection: Selection;
}) {
  const { t } = useTexts();
  const clipboard = useClipboard({ timeout: 2000 });
  const link = configurationLink(slug, saved.code);
  // The button is disabled while it saves, which takes the keyboard focus away from it: the saved
  // code's title takes it then (WCAG 2.4.3), unless the user has moved on meanwhile.
  const savedTitle = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    if (saved && (focused === null || focused === document.body)) savedTitle.current?.focus();
  }, [saved]);
  return (
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
        <QrCode text={link} label={t('qrLabel', { code: formatCode(saved.code) })} className={classes.qr} />
      </Suspense>
      {saved.selection !== selection && (
        <Text size="sm" fw={500}>
          {t('savedOutdated')}
        </Text>
      )}
    </Stack>
  );
}
