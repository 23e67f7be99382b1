import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/**
 * A page failed to load or to render. After a deployment an open tab may ask for a chunk that no longer
 * exists: reloading fetches the new version.
 */
function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
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

type BoundaryState = { error: unknown; pathname: string | null };

class Boundary extends Component<{ pathname: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  // Another address is another chance: the error belongs to the page where it happened.
  static getDerivedStateFromProps(props: { pathname: string }, state: BoundaryState): Partial<BoundaryState> {
    if (state.error && state.pathname !== null && state.pathname !== props.pathname) {
      return { error: null, pathname: props.pathname };
    }
    return { pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorPage error={this.state.error} /> : this.props.children;
  }
}

/** The router's error boundary: a failed chunk or a rendering error shows RouteErrorPage. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
