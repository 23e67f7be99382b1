// A public page's first reads, sent by the boot entry (main.tsx) before the framework chunk has arrived,
// and handed to the tRPC client when it asks for the same address. Without this, the batch left only
// once React, tRPC and TanStack Query had downloaded and run: one more round trip and the model's
// transfer between the script and the first render (Lighthouse's LCP on a machine page).
// This module imports nothing: it runs in the boot chunk. It builds the address as tRPC's httpBatchLink
// does (`early-reads.test.ts` checks they agree for the reads of public-site-data.ts); if they ever
// differ, the client simply fetches on its own and the page is as fast as it was before.
import type { InterfaceLocale } from '../../domain/format.ts';

export const TRPC_URL = '/api/trpc';

type Call = { path: string; input?: unknown };

/** httpBatchLink's GET address: paths joined by commas, inputs as a JSON object keyed by position. */
export function batchGetUrl(calls: readonly Call[]): string {
  const inputs: Record<number, unknown> = {};
  calls.forEach((call, index) => {
    inputs[index] = call.input;
  });
  const paths = calls.map((call) => call.path).join(',');
  return `${TRPC_URL}/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
}

/**
 * What `prefetchPublicSite` (lib/public-site-data.ts) asks for, in its order: a machine page's model,
 * the machine catalogue and the enabled locales.
 */
export function publicSiteReads(locale: InterfaceLocale, machineSlug?: string): Call[] {
  return [
    ...(machineSlug
      ? [{ path: 'publicConfigurator.machineModel', input: { slug: machineSlug, locale } }]
      : []),
    { path: 'publicConfigurator.machineCatalogue', input: { locale } },
    { path: 'publicConfigurator.locales' },
  ];
}

/** Responses on their way, each given out once, to the first GET of its address. */
export class EarlyReads {
  readonly #pending = new Map<string, Promise<Response>>();

  send(url: string): void {
    const response = fetch(url, { credentials: 'same-origin' });
    // Whoever takes it sees a failure; until then an unhandled rejection would only be noise.
    response.catch(() => undefined);
    this.#pending.set(url, response);
  }

  take(url: string, method = 'GET'): Promise<Response> | undefined {
    if (method.toUpperCase() !== 'GET') return undefined;
    const response = this.#pending.get(url);
    this.#pending.delete(url);
    return response;
  }
}
