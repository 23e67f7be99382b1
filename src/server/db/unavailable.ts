// Whether an error means "the database cannot be reached right now" (stopped, restarting, network,
// out of connections) rather than a bug or a refused statement. Such errors answer 503, not 500.
// Waiting too long for one of the pool's own connections while the database answers the others is
// not that: every connection is busy with other requests (`DatabasePoolBusy`, a busy 503 with
// Retry-After).

/** SQLSTATE classes and codes of a database that is away, starting or shutting down. */
const UNAVAILABLE_SQLSTATE = /^(08...|57P01|57P02|57P03|53300|53400)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EPIPE',
  'EAI_AGAIN',
]);
// node-postgres reports lost and timed-out connections with plain messages and no code. A new
// connection that does not connect in time ends as "Connection terminated due to connection timeout";
// a wait in the pool's queue as "timeout exceeded when trying to connect" (an outage unless client.ts
// knows the database answers: then it is `DatabasePoolBusy`).
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;
// pg-pool's one message for a request that waited `connectionTimeoutMillis` in its queue for a client.
// It queues only while the pool is full (or has an idle client, handed over at once): a wait for a
// connection the app already holds (unavailable.db.test.ts, a pool of one held by a long query).
export const POOL_WAIT_MESSAGE = /^timeout exceeded when trying to connect$/;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached at the moment. Please try again in a few seconds.';

export const DATABASE_BUSY_MESSAGE = 'The server is busy; please try again in a few seconds.';
/** The Retry-After of a busy answer: a pool wait is over in a second or two under a burst. */
export const DATABASE_BUSY_RETRY_AFTER_S = 5;

/** The errors an error was caused by, itself first (at most six deep). */
function* causes(error: unknown): Generator<unknown> {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * Every pooled connection stayed taken for `connectionTimeoutMillis` while the database answered them
 * (client.ts): busy, not away. Its cause is pg-pool's error.
 */
export class DatabasePoolBusy extends Error {
  override name = 'DatabasePoolBusy';
  constructor(cause: unknown) {
    super('Every database connection of the pool stayed in use.', { cause });
  }
}

export function isDatabasePoolBusy(error: unknown): boolean {
  for (const current of causes(error)) if (current instanceof DatabasePoolBusy) return true;
  return false;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causes(error)) {
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    const fields = current as { code?: unknown; message?: unknown };
    if (typeof fields.code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(fields.code) || UNAVAILABLE_NODE_CODES.has(fields.code)) return true;
    }
    if (typeof fields.message === 'string' && UNAVAILABLE_MESSAGES.test(fields.message)) return true;
  }
  return false;
}
