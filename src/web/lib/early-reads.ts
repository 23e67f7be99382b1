// A public page's first reads, sent by the boot entry (main.tsx) before the framework chunk has arrived,
// and handed to the tRPC client when it asks for the same address (a server-rendered page carries their
// answers instead: `seed`, which the first render's prefetch puts into the query cache). Without this, the batch left only
// once React, tRPC and TanStack Query had downloaded and run: one more round trip and the model's
// transfer between the script and the first render (Lighthouse's LCP on a machine page).
// This module imports nothing: it runs in the boot chunk. It builds the address as tRPC's httpBatchLink
// does (`early-reads.test.ts` checks they agree for the reads of public-site-data.ts); if they ever
// differ, the client simply fetches on its own and the page is as fast as it was before.
import type { InterfaceLocale } from '../../domain/format.ts';
import type { PageReads } from '../kernel/page-reads.ts';

export const TRPC_URL = '/api/trpc';

export type Call = { path: string; input?: unknown };

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
 * What `prefetchPublicSite` (lib/public-site-data.ts) asks for, in its order: a machine page's model or
 * a legal page's text, the machine catalogue, the enabled locales and the changed interface texts.
 */
export function publicSiteReads(locale: InterfaceLocale, page: PageReads = {}): Call[] {
  const { machineSlug, legalSlug } = page;
  return [
    ...(machineSlug
      ? [{ path: 'publicConfigurator.machineModel', input: { slug: machineSlug, locale } }]
      : []),
    ...(legalSlug ? [{ path: 'publicConfigurator.legalPage', input: { slug: legalSlug, locale } }] : []),
    { path: 'publicConfigurator.machineCatalogue', input: { locale } },
    { path: 'publicConfigurator.locales' },
    // The interface texts changed on the translations page (English is their source: none).
    ...(locale !== 'en' ? [{ path: 'publicConfigurator.interfaceTexts', input: { locale } }] : []),
  ];
}

/**
 * The element of a server-rendered public page that carries the reads its HTML was made from (the tRPC
 * batch's address and answer) and its locale, so that the browser's first render has the same data and
 * language as the server's (app/server-render.tsx writes it, main.tsx reads it).
 */
export const SERVER_READS_ID = 'server-reads';

export type ServerReads = { url: string; locale: string; body: string };

/** The reads a server-rendered page carries, or undefined on a page the server did not render. */
export function serverReadsIn(doc: Document): ServerReads | undefined {
  const element = doc.getElementById(SERVER_READS_ID);
  const url = element?.getAttribute('data-url');
  const locale = element?.getAttribute('data-locale');
  if (!element || !url || !locale) return undefined;
  return { url, locale, body: element.textContent ?? '' };
}

/**
 * Responses on their way, each given out once, to the first GET of its address; and the answers a
 * server-rendered page carries, given out once as they are.
 */
export class EarlyReads {
  readonly #pending = new Map<string, Promise<Response>>();
  readonly #answered = new Map<string, string>();

  /** The answer to `url` already in hand: the tRPC batch's body of a server-rendered page's reads. */
  seed(url: string, body: string): void {
    this.#answered.set(url, body);
  }

  /** The answers seeded for `url`, one per call of its batch, once; undefined for any other address. */
  answered(url: string): unknown[] | undefined {
    const body = this.#answered.get(url);
    this.#answered.delete(url);
    if (body === undefined) return undefined;
    try {
      const answers: unknown = JSON.parse(body);
      return Array.isArray(answers) ? answers : undefined;
    } catch {
      return undefined; // the page's reads are unreadable: the client asks the server
    }
  }

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
