// The reads a server-rendered signed-in page (the dashboard) was rendered from, carried in the page as
// the public pages carry theirs (lib/early-reads.ts `SERVER_READS_ID`): the session and the data store's
// answers, each under the address the browser would ask (docs/decisions/016-server-rendered-dashboard.md).
// This module imports nothing: it runs in the boot chunk (main.tsx).

/** The element that carries them (app/server-render.tsx writes it, main.tsx reads it). */
export const SIGNED_IN_READS_ID = 'signed-in-reads';

/** Each read's JSON answer by the address it came from (`/api/auth/session`, `/api/news`, …). */
export type SignedInReads = { locale: string; answers: Record<string, unknown> };

/** The reads a server-rendered signed-in page carries, or undefined on any other page. */
export function signedInReadsIn(doc: Document): SignedInReads | undefined {
  const element = doc.getElementById(SIGNED_IN_READS_ID);
  const locale = element?.getAttribute('data-locale');
  if (!element || !locale) return undefined;
  try {
    const answers: unknown = JSON.parse(element.textContent ?? '');
    if (typeof answers !== 'object' || answers === null || Array.isArray(answers)) return undefined;
    return { locale, answers: answers as Record<string, unknown> };
  } catch {
    return undefined; // unreadable: the page renders in the browser, as without the server's HTML
  }
}
