import { Center, Loader } from '@mantine/core';

/** Shown while the session is read and while a lazy area loads (docs/product.md#data-store). */
export function FullScreenLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center h="100dvh" role="status" aria-live="polite" aria-label={label}>
      <Loader size="lg" />
    </Center>
  );
}
