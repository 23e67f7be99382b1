import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '../components/ui/router-link.tsx';

/** A page that exists but not for this role: the menu hides it, a typed or shared URL lands here. */
export function ForbiddenPage() {
  return (
    <Stack gap="sm" align="flex-start">
      <Title order={1}>No access</Title>
      <Text c="dimmed">
        Your role does not include this page. If you need it for your work, ask an administrator to change
        your role.
      </Text>
      <Button component={Link} to="/">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
