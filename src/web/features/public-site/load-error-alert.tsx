import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';

export type LoadErrorProps = { message: string; onRetry: () => void };

/** A read failed: what went wrong, in the visitor's language, and a way to try again (docs/product.md#ux-errors). */
export default function LoadErrorAlert({ message, onRetry }: LoadErrorProps) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" title={t('errors.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
