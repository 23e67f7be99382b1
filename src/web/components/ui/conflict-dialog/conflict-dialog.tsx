// Optimistic locking, seen by a person (docs/product.md#catalogue): someone saved the same thing first. The
// dialog lays their version against yours, field by field, and offers the two ways on: take theirs
// (reload, your changes go) or save yours over theirs (an explicit second save with their version).
import { Alert, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { IconGitCompare } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type ConflictRow = {
  key: string;
  label: string;
  theirs: ReactNode;
  yours: ReactNode;
};

export type ConflictDialogProps = {
  opened: boolean;
  /** what was saved twice, e.g. pump "AXP 12" */
  subject: string;
  message?: string;
  /** the fields whose values differ between their version and yours */
  rows: ConflictRow[];
  /** fields that are the same in both */
  sameCount?: number;
  busy?: boolean;
  onReload: () => void;
  onOverwrite: () => void;
  onClose: () => void;
};

export function ConflictDialog(props: ConflictDialogProps) {
  const { rows, subject } = props;
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={`Someone else changed ${subject}`}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close the comparison' }}
      centered
      closeOnClickOutside={false}
    >
      <Stack gap="md">
        <Alert color="orange" icon={<IconGitCompare aria-hidden />} variant="light">
          {props.message ??
            `Someone else saved ${subject} while you were editing it. Compare the two versions and choose which one stays.`}
        </Alert>
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={480} type="native">
            <Table
              withTableBorder
              withColumnBorders
              verticalSpacing="xs"
              aria-label="Their version against yours"
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Field</Table.Th>
                  <Table.Th scope="col">
                    Their version{' '}
                    <Badge variant="light" color="gray">
                      saved
                    </Badge>
                  </Table.Th>
                  <Table.Th scope="col">
                    Your version <Badge variant="light">not saved</Badge>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key} data-testid={`conflict-${row.key}`}>
                    <Table.Th scope="row">{row.label}</Table.Th>
                    <Table.Td>{row.theirs}</Table.Td>
                    <Table.Td>{row.yours}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm">Your values are the same as theirs; saving again keeps them.</Text>
        )}
        {props.sameCount !== undefined && props.sameCount > 0 && (
          <Text size="sm" c="dimmed">
            {props.sameCount} other {props.sameCount === 1 ? 'field is' : 'fields are'} the same in both
            versions.
          </Text>
        )}
        <Group justify="flex-end" gap="sm" wrap="wrap">
          <Button variant="default" onClick={props.onClose} disabled={props.busy}>
            Keep editing
          </Button>
          <Button variant="light" onClick={props.onReload} disabled={props.busy}>
            Reload their version
          </Button>
          <Button color="orange" onClick={props.onOverwrite} loading={props.busy}>
            Overwrite with mine
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
