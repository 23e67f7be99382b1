// Hot public tRPC queries answer like the REST data GETs: serialised once per data revision, then
// served from memory as bytes with an ETag, 304 and br/gzip (the one path of http/cached-body.ts).
// A GET whose procedures all declare `meta.cache` is looked up by its input before tRPC runs; a miss
// runs tRPC and keeps a 200 answer's bytes for that revision.
import type { AnyRouter } from '@trpc/server';
import { changeFeedOf } from '../../db/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { type Checked, currentAt, revisionKey } from '../../db/queries/revision-cache.ts';
import type { Revisions } from '../../db/queries/revisions.ts';
import type { DataArea } from '../../db/schema/index.ts';
import { type CachedBody, cacheBody, respondCached } from '../../http/cached-body.ts';
import type { HotRequest } from '../../http/hot-path.ts';
import { BoundedMap } from '../../services/bounded-map.ts';
import type { RequestContext } from '../context.ts';
import type { AnswerCache, ProcedureMeta } from './procedure-meta.ts';

/** The procedure paths of `/api/trpc/a.b,c.d`; undefined when the path is malformed. */
export function procedurePaths(pathname: string): string[] | undefined {
  try {
    return decodeURIComponent(pathname.slice('/api/trpc/'.length)).split(',');
  } catch {
    return undefined;
  }
}

// Inputs come from anyone: the number of distinct answers kept is bounded.
const MAX_ANSWERS = 2000;
export const ANSWER_CACHE_CONTROL = 'private, no-cache';
const HEADERS = { 'Cache-Control': ANSWER_CACHE_CONTROL };

type Entry = { key: string; body: CachedBody; checked?: Checked };
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
    /** the request's path and query, as sent */
    pathAndQuery: string;
    caches: AnswerCache[];
    revisions: () => Promise<Revisions>;
    ctx: RequestContext;
    run: () => Promise<Response>;
  }): Promise<Response> {
    const { caches } = options;
    const areas = this.#areasOf(caches);
    const variant = caches.some((cache) => cache.variant)
      ? (await Promise.all(caches.map((cache) => cache.variant?.read(options.ctx) ?? ''))).join(',')
      : '';
    // Keyed by the address as sent (tRPC reads only the procedures, `batch` and `input` from it);
    // other spellings of the same call are further entries, and the map is bounded.
    const id = `${options.pathAndQuery}|${variant}`;
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

  readonly #areaLists = new Map<string, DataArea[]>();
  // The hot path plans every request: the plan of a path is made once (paths come from anyone: bounded).
  readonly #plans = new BoundedMap<string, AnswerCache[] | null>(MAX_ANSWERS);

  #planOfPath(path: string): AnswerCache[] | undefined {
    let plan = this.#plans.get(path);
    if (plan === undefined) {
      plan = this.plan('GET', procedurePaths(path) ?? []) ?? null;
      this.#plans.set(path, plan);
    }
    return plan ?? undefined;
  }

  /**
   * The answer from memory alone (the hot path): cached at the revisions the change feed vouches
   * for, for this caller's variant; undefined when any of that is not known without I/O.
   */
  peek(request: HotRequest, db: Db): CachedBody | undefined {
    const feed = changeFeedOf(db);
    if (!feed?.trusted()) return undefined;
    const caches = this.#planOfPath(request.path);
    if (!caches) return undefined;
    let variant = '';
    if (caches.some((cache) => cache.variant)) {
      const parts: string[] = [];
      for (const cache of caches) {
        const part = cache.variant ? cache.variant.peek(request, db) : '';
        if (part === undefined) return undefined;
        parts.push(part);
      }
      variant = parts.join(',');
    }
    const hit = this.#answers.get(`${request.pathAndQuery}|${variant}`);
    if (!hit || !currentAt(hit, this.#areasOf(caches), feed.known())) return undefined;
    return hit.body;
  }

  /** The sorted union of the areas, one array per combination (made once). */
  #areasOf(caches: AnswerCache[]): DataArea[] {
    if (caches.length === 1) return caches[0]?.areas as DataArea[];
    const union = [...new Set(caches.flatMap((cache) => cache.areas))].sort();
    const name = union.join(',');
    let list = this.#areaLists.get(name);
    if (!list) {
      list = union;
      this.#areaLists.set(name, list);
    }
    return list;
  }
}
