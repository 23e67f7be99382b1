// Quote PDFs are rendered once. A code never changes, so its quote depends only on the code, the
// locale, what the caller may see (the sales-mode extras), the data revision its model and prices come
// from, the day printed on it and the address its link points to: together, the key. A quote with
// customer details is never kept (the route renders it for its caller alone).
import type { InterfaceLocale } from '../../domain/format.ts';
import { formatDate } from '../../domain/format.ts';
import type { Db } from '../db/client.ts';
import { currentRevisions, revisionKey } from '../db/queries/revision-cache.ts';
import type { CachedBody } from '../http/cached-body.ts';
import { BoundedMap } from '../services/bounded-map.ts';
import { audienceKey, MODEL_AREAS, type ModelAudience } from '../services/model-cache/model-cache.ts';

/** A demo quote is 20–60 KB (bench:pdf), so this keeps several hundred. */
const QUOTE_PDF_CACHE_BYTES = 32 * 1024 * 1024;

export type CachedPdf = { body: CachedBody; filename: string };

export type QuotePdfKeyParts = {
  code: string;
  /** as asked; none means the locale the code was saved in, which never changes either */
  locale: InterfaceLocale | undefined;
  audience: ModelAudience;
  baseUrl: string;
  now: Date;
};

/**
 * The key of a quote asked for now. The revision is read before the model is (prepareQuote reads it
 * through the model cache), so the bytes kept under a key are never older than the key says.
 */
export async function quotePdfKey(db: Db, parts: QuotePdfKeyParts): Promise<string> {
  const revision = revisionKey(MODEL_AREAS, await currentRevisions(db), parts.now);
  const locale = parts.locale ?? 'saved';
  return `${parts.code}|${locale}|${audienceKey(parts.audience)}|${revision}|${formatDate(parts.now)}|${parts.baseUrl}`;
}

export class QuotePdfCache {
  readonly #kept: BoundedMap<string, CachedPdf>;
  /** Renders under way: parallel requests for one quote share one. */
  readonly #making = new Map<string, Promise<CachedPdf>>();

  constructor(maxBytes = QUOTE_PDF_CACHE_BYTES) {
    this.#kept = new BoundedMap(maxBytes, { weigh: (pdf) => pdf.body.raw.length });
  }

  /** The quote under `key`: kept, being made, or made now by `make` (a failure is not kept). */
  get(key: string, make: () => Promise<CachedPdf>): Promise<CachedPdf> {
    const kept = this.#kept.get(key);
    if (kept) return Promise.resolve(kept);
    let making = this.#making.get(key);
    if (!making) {
      making = (async () => {
        try {
          const pdf = await make();
          this.#kept.set(key, pdf);
          return pdf;
        } finally {
          this.#making.delete(key);
        }
      })();
      this.#making.set(key, making);
    }
    return making;
  }

  /** Bytes kept (for tests and the log). */
  get bytes(): number {
    return this.#kept.weight;
  }
}
