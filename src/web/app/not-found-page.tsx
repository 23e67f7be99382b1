import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '../components/ui/router-link.tsx';

export function NotFoundPage({ home = '/' }: { home?: string }) {
  return (
    <Stack gap="sm" align="flex-start" py="md">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed">
        There is no page at this address. It may have moved, or the link may be incomplete.
      </Text>
      <Button component={Link} to={home}>
        {home === '/' ? 'Go to the dashboard' : 'Go to the start page'}
      </Button>
    </Stack>
  );
}
