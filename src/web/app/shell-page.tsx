import { Container, Text, Title } from '@mantine/core';
import { useAppInfo } from './use-app-info.ts';

export function ShellPage() {
  const info = useAppInfo();
  return (
    <Container py="xl">
      <Title order={1}>{info.data?.productName ?? 'Meterline'}</Title>
      <Text c="dimmed">Sales and configurator tool for polyurethane metering machines.</Text>
    </Container>
  );
}
