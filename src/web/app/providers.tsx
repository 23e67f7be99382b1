import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TRPCClient } from '@trpc/client';
import { type ReactNode, useEffect, useState } from 'react';
import type { AppRouter } from '../../server/api/types.ts';
import type { I18n } from '../i18n/i18n.ts';
import { createI18n } from '../i18n/i18n.ts';
import { initialLocale } from '../i18n/locale-choice.ts';
import { colorSchemeManager } from '../kernel/color-scheme.ts';
import { LocaleProvider } from '../kernel/locale.tsx';
import { createQueryClient, refetchFailedWhenBack } from '../kernel/query-client.ts';
import type { Session } from '../kernel/session/auth-client.ts';
import { SessionProvider } from '../kernel/session/session.tsx';
import { theme } from '../kernel/theme.ts';
import { UnitsProvider } from '../kernel/units.tsx';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';

/**
 * What every page needs. Area-only providers (notifications, modals) live in the area that uses them,
 * so the public first load does not carry them (docs/decisions/008-boot-entry-for-the-first-load.md).
 */
export function Providers({
  children,
  started = {},
}: {
  children: ReactNode;
  /**
   * What app/start.tsx created before the first render, so that texts, session and data load while the
   * page's code does; anything left out is created here.
   */
  started?: {
    i18n?: I18n;
    session?: Promise<Session | null>;
    /** the session a server-rendered signed-in page was rendered with */
    knownSession?: Session | undefined;
    queryClient?: QueryClient;
    trpcClient?: TRPCClient<AppRouter>;
  };
}) {
  const [queryClient] = useState(() => started.queryClient ?? createQueryClient());
  const [trpcClient] = useState(() => started.trpcClient ?? createApiClient());
  const [i18n] = useState(() => started.i18n ?? createI18n(initialLocale()));
  useEffect(() => refetchFailedWhenBack(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
          // The theme's CSS variables are a stylesheet made at build time (scripts/vite-mantine-theme-css.ts).
          withCssVariables={false}
        >
          <LocaleProvider i18n={i18n}>
            <SessionProvider initial={started.session} known={started.knownSession}>
              <UnitsProvider>{children}</UnitsProvider>
            </SessionProvider>
          </LocaleProvider>
        </MantineProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
