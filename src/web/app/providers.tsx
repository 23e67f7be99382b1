import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useState } from 'react';
import { createI18n } from '../i18n/i18n.ts';
import { initialLocale } from '../i18n/locale-choice.ts';
import { createApiClient, TRPCProvider } from '../lib/trpc.ts';
import { colorSchemeManager } from './color-scheme.ts';
import { LocaleProvider } from './locale.tsx';
import { createQueryClient } from './query-client.ts';
import type { Session } from './session/auth-client.ts';
import { SessionProvider } from './session/session.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { UnitsProvider } from './units.tsx';

/**
 * What every page needs. Area-only providers (notifications, modals) live in the area that uses them,
 * so the public first load does not carry them (issue 10).
 */
export function Providers({
  children,
  i18n: given,
  session,
}: {
  children: ReactNode;
  /** created by main.tsx, so the locale's texts load while the page's code does */
  i18n?: I18n;
  /** the first session read, started by main.tsx with the page's code */
  session?: Promise<Session | null>;
}) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createApiClient);
  const [i18n] = useState(() => given ?? createI18n(initialLocale()));
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
        >
          <LocaleProvider i18n={i18n}>
            <SessionProvider initial={session}>
              <UnitsProvider>{children}</UnitsProvider>
            </SessionProvider>
          </LocaleProvider>
        </MantineProvider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
