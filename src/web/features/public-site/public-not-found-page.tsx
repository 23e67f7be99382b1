import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../components/ui/router-link.tsx';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { OpenCodeForm } from './open-code-form.tsx';

/** An address under /configurator that is no page (e.g. /configurator/a/b). */
export function PublicNotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <Stack gap="md" align="flex-start">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text>{t('notFound.text')}</Text>
      <Anchor component={Link} to="/configurator">
        {t('notFound.home')}
      </Anchor>
      <Anchor component={Link} to="/configurator/machine-finder">
        {t('machineNotFound.finder')}
      </Anchor>
      <OpenCodeForm testId="not-found-open-code" />
    </Stack>
  );
}
