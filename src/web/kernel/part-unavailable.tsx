// What stands where a lazily loaded part of a page could not load (lazy-page.tsx): offline, that it will
// load when the connection is back, which it then does on its own; otherwise that it failed, with a way to
// try again. The rest of the page keeps working either way (docs/product.md#ux-errors).
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useOnline } from './online.ts';

export function PartUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <Group gap="xs" role="status" data-testid="part-unavailable">
      <Text size="sm">{online ? t('common.partFailed') : t('common.partOffline')}</Text>
      {online && (
        <Button size="xs" variant="default" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      )}
    </Group>
  );
}
