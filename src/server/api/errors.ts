// The one place where errors become the codes of docs/product.md#errors and HTTP statuses, for tRPC and REST
// alike.
import { TRPCError } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { DataError, type DataErrorCode } from '../db/queries/errors.ts';
import {
  DATABASE_BUSY_MESSAGE,
  DATABASE_BUSY_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_MESSAGE,
  isDatabasePoolBusy,
  isDatabaseUnavailable,
} from '../db/unavailable.ts';
import { WorkerPoolBusy } from '../services/worker-pool.ts';
import { XlsxError } from '../services/xlsx/errors.ts';

/** The codes (docs/product.md#errors) an API answer may carry besides success. */
export type ApiErrorCode =
  | 'PARSE_ERROR'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_SUPPORTED'
  | 'CONFLICT'
  | 'PRECONDITION_FAILED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE_CONTENT'
  | 'TOO_MANY_REQUESTS'
  | 'INTERNAL_SERVER_ERROR'
  | 'SERVICE_UNAVAILABLE';

const API_STATUS: Record<ApiErrorCode, number> = {
  PARSE_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_SUPPORTED: 405,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE_CONTENT: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** Data errors (src/server/db/queries/errors.ts) and the code each one answers with. */
export const DATA_ERROR_CODES: Record<DataErrorCode, ApiErrorCode> = {
  CONFLICT: 'CONFLICT',
  NOT_FOUND: 'NOT_FOUND',
  // The row exists and the request is well-formed; what fails is a condition: nothing may use it.
  IN_USE: 'PRECONDITION_FAILED',
  DUPLICATE: 'UNPROCESSABLE_CONTENT',
  INVALID: 'UNPROCESSABLE_CONTENT',
  MISSING_REFERENCE: 'UNPROCESSABLE_CONTENT',
};

/** Workbooks refused as a whole (src/server/services/xlsx). */
const XLSX_ERROR_CODES: Record<XlsxError['kind'], ApiErrorCode> = {
  TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNREADABLE: 'UNPROCESSABLE_CONTENT',
  REFUSED: 'UNPROCESSABLE_CONTENT',
};

/** What an error body carries besides code and message, for the UI to show next to the right thing. */
export type ApiErrorDetails = {
  /** field → message, for a form to show under its fields */
  fields?: Record<string, string>;
  /** IN_USE: who still refers to the row */
  dependants?: { table: string; label: string; count: number }[];
  /** CONFLICT: the row as it is now (their version, against yours) */
  current?: unknown;
  /** import refusals: where in the file */
  problems?: { sheet?: string; row?: number; column?: string; message: string }[];
  /** a refused import: what it would have done */
  preview?: unknown;
  /** fields beyond the ones listed (`boundedError`) */
  moreFields?: number;
  /** problems beyond the ones listed (`boundedError`) */
  moreProblems?: number;
};

/**
 * An error answer lists at most this many fields or problems and counts the rest: a person fixes
 * the first ones and sends again, and a hostile input of a megabyte must not get a larger answer.
 */
export const MAX_LISTED_PROBLEMS = 20;
/** A value the caller sent is quoted back in a message at most this long. */
const MAX_ECHOED_CHARS = 60;
/** A message longer than this is cut, whatever it was built from. */
const MAX_MESSAGE_CHARS = 3000;
/** A field's or a problem's own message. */
const MAX_ITEM_CHARS = 300;

/** `text` cut to `max` characters (not inside a surrogate pair), with "…" where it was cut. */
function clipped(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--;
  return `${text.slice(0, end)}…`;
}

/** A value the caller sent, as a message quotes it: long ones are cut and say how long they were. */
export function echoed(value: string): string {
  if (value.length <= MAX_ECHOED_CHARS) return value;
  return `${clipped(value, MAX_ECHOED_CHARS)} (${value.length.toLocaleString('en')} characters)`;
}

/** "A. B. C. (and 120 more problems)": the first sentences of a list and the count of the rest. */
export function listedSentences(sentences: readonly string[], total = sentences.length): string {
  const listed = sentences.slice(0, MAX_LISTED_PROBLEMS);
  const more = total - listed.length;
  return more > 0
    ? `${listed.join(' ')} (and ${more.toLocaleString('en')} more problem${more === 1 ? '' : 's'})`
    : listed.join(' ');
}

/**
 * The one bound on an error answer, REST and tRPC alike: the message cut, at most
 * `MAX_LISTED_PROBLEMS` fields and problems listed (the rest counted in `moreFields` and
 * `moreProblems`), field paths that echo the input cut.
 */
export function boundedError<T extends { message: string; details: ApiErrorDetails }>(error: T): T {
  const { fields, problems } = error.details;
  const details: ApiErrorDetails = { ...error.details };
  if (fields) {
    const entries = Object.entries(fields);
    details.fields = Object.fromEntries(
      entries
        .slice(0, MAX_LISTED_PROBLEMS)
        .map(([path, message]) => [echoed(path), clipped(message, MAX_ITEM_CHARS)]),
    );
    const more = entries.length - MAX_LISTED_PROBLEMS + (error.details.moreFields ?? 0);
    if (more > 0) details.moreFields = more;
  }
  if (problems) {
    details.problems = problems
      .slice(0, MAX_LISTED_PROBLEMS)
      .map((problem) => ({ ...problem, message: clipped(problem.message, MAX_ITEM_CHARS) }));
    const more = problems.length - MAX_LISTED_PROBLEMS + (error.details.moreProblems ?? 0);
    if (more > 0) details.moreProblems = more;
  }
  return { ...error, message: clipped(error.message, MAX_MESSAGE_CHARS), details };
}

/** An error a handler throws on purpose: a 4xx with a message a person understands. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly details: ApiErrorDetails = {},
  ) {
    super(message);
  }

  get status(): number {
    return API_STATUS[this.code];
  }
}

export type MappedError = {
  status: number;
  code: ApiErrorCode;
  message: string;
  details: ApiErrorDetails;
  /** seconds to wait before trying again (429, 503): the REST answer's Retry-After */
  retryAfterS?: number;
};

/**
 * Not the caller's fault and not an outage: the server is busy, try again after `retryAfterS`. The
 * worker pool's queue is full (services/worker-pool.ts), or every pooled database connection stayed
 * taken while the request waited for one (db/unavailable.ts).
 */
function busyOf(error: unknown): { message: string; retryAfterS: number } | undefined {
  if (error instanceof WorkerPoolBusy) return error;
  if (isDatabasePoolBusy(error))
    return { message: DATABASE_BUSY_MESSAGE, retryAfterS: DATABASE_BUSY_RETRY_AFTER_S };
  return undefined;
}

/** The answer for an error we understand; undefined for anything else (a server error). */
export function mapApiError(error: unknown): MappedError | undefined {
  if (error instanceof ApiError) {
    return { status: error.status, code: error.code, message: error.message, details: error.details };
  }
  if (error instanceof DataError) {
    const code = DATA_ERROR_CODES[error.code];
    const { field, fields, dependants, current } = error.info;
    const details: ApiErrorDetails = {};
    if (field || fields) details.fields = { ...(field ? { [field]: error.message } : {}), ...fields };
    if (dependants) details.dependants = dependants;
    if (current !== undefined) details.current = current;
    return { status: API_STATUS[code], code, message: error.message, details };
  }
  // A busy server's 503 carries Retry-After: the browser then asks /api/health before it shows the
  // outage banner (web/kernel/server-reachability.ts).
  const busy = busyOf(error);
  if (busy) {
    return {
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: busy.message,
      details: {},
      retryAfterS: busy.retryAfterS,
    };
  }
  // Not a bug and not the caller's fault: the database is away (stopped, restarting, unreachable).
  if (isDatabaseUnavailable(error)) {
    return { status: 503, code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE_MESSAGE, details: {} };
  }
  if (error instanceof XlsxError) {
    const code = XLSX_ERROR_CODES[error.kind];
    return { status: API_STATUS[code], code, message: error.message, details: { problems: error.problems } };
  }
  return undefined;
}

/** `{ error: { code, message, …details } }`, the body of every REST error (bounded: `boundedError`; with Retry-After when given). */
export function errorResponse(mapped: Omit<MappedError, 'details'> & { details?: ApiErrorDetails }) {
  const { message, details } = boundedError({ message: mapped.message, details: mapped.details ?? {} });
  return Response.json(
    { error: { code: mapped.code, message, ...details } },
    {
      status: mapped.status,
      ...(mapped.retryAfterS !== undefined ? { headers: { 'Retry-After': String(mapped.retryAfterS) } } : {}),
    },
  );
}

/** tRPC's error envelope, for an answer given before tRPC runs (the edge, the handler's refusals). */
export function trpcErrorResponse(code: ApiErrorCode, message: string): Response {
  const status = API_STATUS[code];
  return Response.json(
    {
      error: {
        message: clipped(message, MAX_MESSAGE_CHARS),
        code: TRPC_ERROR_CODES_BY_KEY[code],
        data: { code, httpStatus: status },
      },
    },
    { status },
  );
}

/**
 * An error answered before any endpoint runs (http/request-guard.ts), in the envelope of the one it
 * was meant for: tRPC's under /api/trpc/, so its client reads it like any other tRPC error.
 */
export function edgeErrorResponse(path: string, code: ApiErrorCode, message: string): Response {
  return path.startsWith('/api/trpc/')
    ? trpcErrorResponse(code, message)
    : errorResponse({ status: API_STATUS[code], code, message });
}

/** The REST answer for a thrown error we understand, or undefined (the app's 500 handler takes it). */
export function restErrorResponse(error: unknown): Response | undefined {
  const mapped = mapApiError(error);
  return mapped && errorResponse(mapped);
}

/** For the tRPC middleware: a TRPCError with the mapped code, keeping the original as its cause. */
export function trpcErrorOf(error: unknown): TRPCError | undefined {
  const mapped = mapApiError(error);
  if (!mapped) return undefined;
  return new TRPCError({ code: mapped.code, message: mapped.message, cause: error as Error });
}

/** A mapped error's Retry-After (busy), for tRPC's answer to carry as REST's does. */
export function retryAfterOf(error: unknown): number | undefined {
  return mapApiError(error)?.retryAfterS;
}

/** The details of a mapped error, for tRPC's error formatter to put into `data`. */
export function errorDetailsOf(error: unknown): ApiErrorDetails {
  return mapApiError(error)?.details ?? {};
}
