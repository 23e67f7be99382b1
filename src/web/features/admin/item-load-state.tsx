// An item that is loading (skeletons shaped like its form), or that cannot be opened, and the way
// back to its list.
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ResourceDeclaration } from '../../../domain/resources/types.ts';

export function ItemLoadState({
  declaration,
  error,
  onBack,
}: {
  /** what is loading: a declared entity, or an irregular one named the same way (quote requests) */
  declaration: Pick<ResourceDeclaration, 'singular' | 'title'>;
  error?: Error | null;
  onBack: () => void;
}) {
  if (error) {
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title={`This ${declaration.singular} cannot be opened`}
      >
        <Stack gap="xs" align="flex-start">
          {error.message}
          <Button size="xs" variant="light" onClick={onBack}>
            Back to {declaration.title.toLowerCase()}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="md" data-testid="form-loading">
      <Skeleton height={36} width="40%" />
      {[1, 2, 3, 4].map((n) => (
        <Skeleton key={n} height={56} radius="sm" />
      ))}
    </Stack>
  );
}
