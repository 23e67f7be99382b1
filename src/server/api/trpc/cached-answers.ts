// Hot public tRPC queries answer like the REST data GETs: serialised once per data revision, then
// served from memory as bytes with an ETag, 304 and br/gzip (the one path of http/cached-body.ts).
// A GET whose procedures all declare `meta.cache` is looked up by its input before tRPC runs; a miss
// runs tRPC and keeps a 200 answer's bytes for that revision.
import type { AnyRouter } from '@trpc/server';
import { revisionKey } from '../../db/queries/revision-cache.ts';
import type { Revisions } from '../../db/queries/revisions.ts';
import type { DataArea } from '../../db/schema/index.ts';
import { type CachedBody, cacheBody, respondCached } from '../../http/cached-body.ts';
import { BoundedMap } from '../../services/bounded-map.ts';
import type { RequestContext } from '../context.ts';
import type { ProcedureMeta } from './init.ts';

/** What a cacheable public query declares. */
export type AnswerCache = {
  /** the data areas its answer is made from */
  areas: readonly DataArea[];
  /** a part of the key for answers that differ by caller (e.g. staff see more); omit when they never do */
  variant?: (ctx: RequestContext) => Promise<string>;
};

// Inputs come from anyone: the number of distinct answers kept is bounded.
const MAX_ANSWERS = 2000;
const HEADERS = { 'Cache-Control': 'private, no-cache' };

type Entry = { key: string; body: CachedBody };
type ProcedureRecord = Record<string, { _def: { type: string; meta?: ProcedureMeta } } | undefined>;

export class CachedAnswers {
  readonly #answers = new BoundedMap<string, Entry>(MAX_ANSWERS);
  readonly #procedures: ProcedureRecord;

  constructor(router: AnyRouter) {
    this.#procedures = router._def.procedures as ProcedureRecord;
  }

  /** The cache declarations of a GET's procedures, or undefined when any of them is not cacheable. */
  plan(method: string, paths: string[]): AnswerCache[] | undefined {
    if (method !== 'GET' && method !== 'HEAD') return undefined;
    const caches: AnswerCache[] = [];
    for (const path of paths) {
      const def = this.#procedures[path]?._def;
      if (def?.type !== 'query' || def.meta?.policy?.kind !== 'public' || !def.meta.cache) return undefined;
      caches.push(def.meta.cache);
    }
    return caches;
  }

  /**
   * The answer for `url`, from memory when it was built at the current revisions, otherwise from
   * `run` (tRPC itself), kept when it is a 200.
   */
  async answer(options: {
    request: Request;
    url: URL;
    caches: AnswerCache[];
    revisions: () => Promise<Revisions>;
    ctx: RequestContext;
    run: () => Promise<Response>;
  }): Promise<Response> {
    const { caches, url } = options;
    const areas = [...new Set(caches.flatMap((cache) => cache.areas))].sort();
    const variants = await Promise.all(caches.map((cache) => cache.variant?.(options.ctx) ?? ''));
    const variant = variants.join(',');
    // Only what tRPC reads: the procedures, batching and the input.
    const id = `${url.pathname}|${url.searchParams.get('batch') ?? ''}|${url.searchParams.get('input') ?? ''}|${variant}`;
    const key = revisionKey(areas, await options.revisions(), new Date());
    const hit = this.#answers.get(id);
    if (hit?.key === key) return respondCached(hit.body, options.request, HEADERS);

    const response = await options.run();
    if (response.status !== 200) return response;
    const body = cacheBody(
      Buffer.from(await response.arrayBuffer()),
      response.headers.get('content-type') ?? 'application/json',
    );
    this.#answers.set(id, { key, body });
    return respondCached(body, options.request, HEADERS);
  }
}
