import { Modal, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation.tsx';

/**
 * General notes (docs/product.md#layout), a 550 wide centred modal with general, price and delivery
 * information and the Llama notice (docs/product.md#llm). Loaded on demand (the menu fetches it when it
 * opens).
 */
export default function GeneralNotesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const sections = [
    ['generalNotes.generalTitle', 'generalNotes.general'],
    ['generalNotes.pricesTitle', 'generalNotes.prices'],
    ['generalNotes.deliveryTitle', 'generalNotes.delivery'],
  ] as const;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      // The header returns the focus itself: the item that opened the notes is gone by then.
      returnFocus={false}
      size={550}
      centered
      radius={0}
      title={
        <Text component="span" fw={700} size="lg">
          {t('generalNotes.title')}
        </Text>
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
      data-testid="general-notes"
    >
      <Stack gap="md">
        {sections.map(([title, text]) => (
          <Stack gap={4} key={title}>
            <Title order={2} size="h5" fw={700}>
              {t(title)}
            </Title>
            <Text size="sm">{t(text)}</Text>
          </Stack>
        ))}
        <Text size="sm">{t('generalNotes.llama')}</Text>
        {/* The licence asks for this line as it is, in every language. */}
        <Text size="sm" fw={700} lang="en">
          Built with Meta Llama 3
        </Text>
      </Stack>
    </Modal>
  );
}
