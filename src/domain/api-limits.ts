/**
 * Limits both ends of the API must agree on. A tRPC batch runs its calls one after another on one
 * instance: the bound keeps a single request from queueing hundreds of password checks, and the
 * browser's batch link splits larger batches by the same number.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
