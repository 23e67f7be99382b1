// @trpc/tanstack-react-query's options proxy imports @trpc/server's callTRPCProcedure for the case of a
// proxy built on a router (on a server). The browser builds its proxies on a client, so in the client's
// build this plugin gives the package scripts/trpc-server-in-browser.ts in place of @trpc/server: 0.4 KB
// gzipped of server code left out of every first load. Anything else imports @trpc/server as it is.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const OPTIONS_PROXY = /\/@trpc\/tanstack-react-query\/dist\/index\.mjs$/;

export function trpcOptionsProxyInBrowser(): Plugin {
  const stand = fileURLToPath(new URL('./trpc-server-in-browser.ts', import.meta.url));
  return {
    name: 'meterline:trpc-options-proxy-in-browser',
    enforce: 'pre',
    resolveId(id, importer) {
      return id === '@trpc/server' && importer && OPTIONS_PROXY.test(importer) ? stand : null;
    },
  };
}
