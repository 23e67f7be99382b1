import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';
import { colorSchemeManager } from './color-scheme.ts';
import { INTERNAL_NOTIFICATIONS } from './notifications.ts';
import { createQueryClient } from './query-client.ts';
import { SessionProvider } from './session/session.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { UnitsProvider } from './units.tsx';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createApiClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
        >
          <Notifications {...INTERNAL_NOTIFICATIONS} />
          <ModalsProvider>
            <SessionProvider>
              <UnitsProvider>{children}</UnitsProvider>
            </SessionProvider>
          </ModalsProvider>
        </MantineProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
