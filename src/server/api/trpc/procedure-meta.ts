// What a tRPC procedure declares besides its input and output (init.ts reads the policy,
// cached-answers.ts the cache). Types only, so both can import it without importing each other.
import type { Db } from '../../db/client.ts';
import type { DataArea } from '../../db/schema/index.ts';
import type { HotRequest } from '../../http/hot-path.ts';
import type { RequestContext } from '../context.ts';
import type { Policy } from '../policy.ts';

/** What a cacheable public query declares. */
export type AnswerCache = {
  /** the data areas its answer is made from */
  areas: readonly DataArea[];
  /**
   * A part of the key for answers that differ by caller (e.g. staff see more); omit when they never
   * do. `peek` tells it from memory for the hot path, or undefined when it cannot.
   */
  variant?: {
    read: (ctx: RequestContext) => Promise<string>;
    peek: (request: HotRequest, db: Db) => string | undefined;
  };
};

export type ProcedureMeta = {
  policy?: Policy;
  /** Public queries only: answers served as cached bytes per data revision (cached-answers.ts). */
  cache?: AnswerCache;
  /** A big answer made per caller: sent gzipped when the client accepts it (compressed-answer.ts). */
  compress?: true;
};
