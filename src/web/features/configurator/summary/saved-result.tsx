// What a save shows (docs/product.md#codes): the code, grouped 4-4 so it can be read aloud, a copyable link
// and a QR code of the link. Loaded when the visitor saves (save-panel.tsx), not with the page.
import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { Suspense, useEffect, useRef } from 'react';
import { formatCode } from '../../../../domain/configuration-code.ts';
import type { Selection } from '../../../../domain/configurator/types.ts';
import { keptTotal } from '../../../../domain/saved-configurations.ts';
import { TextBox } from '../../../components/ui/native-fields/native-text-box.tsx';
import { Link } from '../../../components/ui/router-link.tsx';
import { lazyPage } from '../../../kernel/lazy-page.tsx';
import { writeLastConfigurationCode } from '../../../lib/last-configuration-codes.ts';
import classes from '../configurator-page.module.css';
import { keepOnDevice } from '../saved/device-list.ts';
import type { LivePrice, MachineModel } from '../state/live-price.ts';
import { useTexts } from '../texts.tsx';

/** A save's answer: its code, the selection it is of, its name, and whether the user's list on the server holds it. */
export type SavedConfiguration = {
  code: string;
  selection: Selection;
  name?: string | null;
  listed: boolean;
  /** saved on the trade-fair tablet without a connection: `code` is this local reference until it is sent */
  reference?: string | undefined;
};

const QrCode = lazyPage(
  'configurator-qr-code',
  () => import('./qr-code.tsx'),
  (m) => m.default,
);

/**
 * What a save carries besides the configuration (docs/product.md#saved-configurations): the name and the
 * customer go to the server; the machine's name and the price the page shows go on this device's list.
 */
export type SaveDetails = {
  name?: string | null;
  customer?: string | null;
  model?: MachineModel;
  price?: LivePrice;
};

/**
 * What a save leaves in the browser: the machine's last code, and the code on this device's list of saved
 * configurations unless the user's list on the server holds it (docs/product.md#saved-configurations).
 */
export function keep(slug: string, answer: { code: string; listed: boolean }, details: SaveDetails): void {
  writeLastConfigurationCode(slug, answer.code);
  if (answer.listed) return;
  keepOnDevice({
    code: answer.code,
    slug,
    machine: details.model?.machine.name,
    name: details.name,
    ...(details.price && { total: keptTotal(details.price) }),
  });
}

/** The list of saved configurations (docs/product.md#saved-configurations), a public page. */
const MY_CONFIGURATIONS_PATH = '/configurator/my-configurations';

/** The link that reopens a configuration: /configurator/{slug}?code=… on this site. */
export function configurationLink(slug: string, code: string): string {
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  return `${origin}/configurator/${encodeURIComponent(slug)}?code=${code}`;
}

/**
 * A save waiting on the trade-fair tablet for the connection: its local reference, and what happens next.
 * When the queue has sent it (lib/offline/offline-queue.ts), the server's code takes its place.
 */
function QueuedResult({ slug, reference, onSent }: { slug: string; reference: string; onSent: SentHandler }) {
  const { t } = useTexts();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('../../../lib/offline/offline-queue.ts').then((queue) => {
      if (stopped) return;
      stop = queue.followReference(reference, (answer) => {
        writeLastConfigurationCode(slug, answer.code);
        onSent(reference, answer);
      });
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [slug, reference, onSent]);
  return (
    <Stack gap="xs" role="status" data-testid="saved-offline">
      <Title order={3} size="h4" tabIndex={-1}>
        {t('savedOfflineTitle')}
      </Title>
      <div className={classes.code} data-testid="offline-reference">
        {reference}
      </div>
      <Text size="sm">{t('savedOfflineText', { reference })}</Text>
    </Stack>
  );
}

type SentHandler = (reference: string, answer: { code: string; listed: boolean }) => void;

type SavedResultProps = {
  slug: string;
  saved: SavedConfiguration;
  /** the configuration on screen: when it is no longer the saved one, the result says so */
  selection: Selection;
  /** a save queued offline was sent (use-save-configuration.ts `sent`) */
  onSent: SentHandler;
};

export default function SavedResult({ onSent, ...props }: SavedResultProps) {
  return props.saved.reference ? (
    <QueuedResult slug={props.slug} reference={props.saved.reference} onSent={onSent} />
  ) : (
    <CodeResult {...props} />
  );
}

function CodeResult({ slug, saved, selection }: Omit<SavedResultProps, 'onSent'>) {
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
      {saved.name && (
        <Text size="sm" fw={500} data-testid="saved-name">
          {saved.name}
        </Text>
      )}
      <div className={classes.code} data-testid="configuration-code">
        {formatCode(saved.code)}
      </div>
      <Text size="sm">{t('savedText')}</Text>
      <Text size="sm">
        {saved.listed ? t('savedInAccount') : t('savedOnDevice')}{' '}
        <Anchor component={Link} to={MY_CONFIGURATIONS_PATH} data-testid="to-my-configurations">
          {t('toMyConfigurations')}
        </Anchor>
      </Text>
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
