// Whether an error means "the database cannot be reached right now" (stopped, restarting, network,
// out of connections) rather than a bug or a refused statement. Such errors answer 503, not 500.

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
// node-postgres reports lost and timed-out connections with plain messages and no code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database cannot be reached at the moment. Please try again in a few seconds.';

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (current instanceof AggregateError && current.errors.some((e) => isDatabaseUnavailable(e)))
      return true;
    const fields = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof fields.code === 'string') {
      if (UNAVAILABLE_SQLSTATE.test(fields.code) || UNAVAILABLE_NODE_CODES.has(fields.code)) return true;
    }
    if (typeof fields.message === 'string' && UNAVAILABLE_MESSAGES.test(fields.message)) return true;
    current = fields.cause;
  }
  return false;
}
