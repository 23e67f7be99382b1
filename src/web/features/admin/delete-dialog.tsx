// Deleting an item of any entity: confirm first; when rows still use it the server refuses (412) and
// names them (`dependants`), and the dialog lists them so the user knows what to change first.
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLink } from '@tabler/icons-react';
import { useState } from 'react';
import type { ResourceDeclaration, ResourceItem } from '../../../domain/resources/types.ts';
import { type ApiErrorDetails, ApiRequestError, useResourceMutations } from '../../lib/resource-client.ts';
import { notifySuccess } from './admin-notifications.tsx';
import { itemLabel } from './resource-values.ts';

type Props = {
  declaration: ResourceDeclaration;
  item: ResourceItem;
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
};

export function DeleteDialog({ declaration, item, opened, onClose, onDeleted }: Props) {
  const { remove } = useResourceMutations(declaration.key);
  const [refusal, setRefusal] = useState<ApiRequestError | null>(null);
  const label = itemLabel(declaration, item);
  const subject = `${declaration.singular} "${label}"`;
  const dependants: NonNullable<ApiErrorDetails['dependants']> = refusal?.details.dependants ?? [];

  const close = () => {
    setRefusal(null);
    remove.reset();
    onClose();
  };

  const confirm = async () => {
    setRefusal(null);
    try {
      await remove.mutateAsync({ id: item.id, expectedVersion: item.version });
      notifySuccess(`Deleted ${subject}.`);
      setRefusal(null);
      onDeleted();
    } catch (error) {
      setRefusal(
        error instanceof ApiRequestError
          ? error
          : new ApiRequestError(0, 'UNKNOWN', (error as Error).message),
      );
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Delete ${subject}?`}
      closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      centered
    >
      <Stack gap="md">
        {!refusal && (
          <Text size="sm">
            The {declaration.singular} is removed for everyone. This cannot be undone; a spreadsheet export
            keeps a copy.
          </Text>
        )}
        {refusal && dependants.length > 0 && (
          <Alert color="orange" icon={<IconLink aria-hidden />} title={`${label} is still in use`}>
            <Stack gap="xs">
              <Text size="sm">It cannot be deleted while these refer to it:</Text>
              <List size="sm" data-testid="dependants">
                {dependants.map((dependant) => (
                  <List.Item key={dependant.table}>
                    {dependant.count} {dependant.label}
                  </List.Item>
                ))}
              </List>
              <Text size="sm">Change or remove them first, then delete the {declaration.singular}.</Text>
            </Stack>
          </Alert>
        )}
        {refusal && dependants.length === 0 && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Not deleted">
            {refusal.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {refusal ? 'Close' : 'Cancel'}
          </Button>
          {!refusal && (
            <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
              Delete
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
