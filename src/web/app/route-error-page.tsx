import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * A page failed to load or to render. After a deployment an open tab may ask for a chunk that no longer
 * exists: reloading fetches the new version.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Center mih="100dvh" p="md">
      <Stack gap="sm" maw={520}>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          This page could not be shown. Meterline may have been updated since this tab was opened; reloading
          usually helps.
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {detail}
        </Text>
        <Button onClick={() => window.location.reload()} w="fit-content">
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
