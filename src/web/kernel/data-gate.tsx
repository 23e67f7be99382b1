import { Alert, Button, Center, Loader } from '@mantine/core';
import type { ReactNode } from 'react';
import { type DataStore, useDataStore } from './data-store.tsx';

/**
 * Pages built on the data store: a loader on the first load, the error with a Retry button when it
 * failed, else the page (a background refetch keeps showing the data it has).
 */
export function DataGate({ children }: { children: (store: DataStore) => ReactNode }) {
  const store = useDataStore();
  const hasData =
    store.productPortfolio !== undefined || store.generalInformation.length > 0 || store.news.length > 0;
  if (store.state === 'error' && !hasData) {
    return (
      <Alert color="red" title="The data could not be loaded" role="alert">
        {store.error}
        <Button
          mt="sm"
          size="xs"
          color="red"
          variant="light"
          onClick={() => void store.refetch()}
          display="block"
        >
          Retry
        </Button>
      </Alert>
    );
  }
  if (store.state === 'loading' && !hasData) {
    return (
      <Center py="xl">
        {/* A status with a name: axe refuses aria-label on an element without a role. */}
        <Loader role="status" aria-label="Loading data" />
      </Center>
    );
  }
  return <>{children(store)}</>;
}
