import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Container py="xl">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" mb="md">
        There is no page at this address. It may have moved, or the link may be incomplete.
      </Text>
      <Button component={Link} to="/">
        Go to the dashboard
      </Button>
    </Container>
  );
}
