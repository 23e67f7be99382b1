// The edge of /api: what no endpoint should ever have to handle is refused here, once, with a 4xx
// (docs/product.md#errors codes) instead of surfacing later as a URIError, a PostgreSQL refusal or a stack
// overflow. A JSON body or tRPC input that is not JSON is a PARSE_ERROR here, for every endpoint alike; the
// answer comes in the envelope of the endpoint it was meant for (errors.ts `edgeErrorResponse`).
import type { MiddlewareHandler } from 'hono';
import { type ApiErrorCode, edgeErrorResponse } from '../api/errors.ts';

/** Request bodies above this are refused unless a route declares more (`RestRoute.maxBodyBytes`). */
const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON than any of our inputs needs: refused before a parser or validator recurses into it. */
const MAX_JSON_DEPTH = 32;

export type BodyLimit = { method: string; pattern: RegExp; maxBytes: number };

/** `/api/admin/import/:entity` → a RegExp matching that route's paths. */
export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? '[^/]+'
        : segment === '*'
          ? '.*'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

const NUL_IN_URL = /%00|\0/;
// A NUL inside JSON text is the escape \u0000 (an odd number of backslashes before the u).
const NUL_IN_JSON = /(?<!\\)(?:\\\\)*\\u0000/i;
const PROTO_KEY = /"__proto__"\s*:/;

/** Nesting depth of JSON text, ignoring brackets inside strings; stops counting past `limit`. */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 /* [ */ || ch === 123 /* { */) {
      if (++depth > limit) return true;
    } else if (ch === 93 || ch === 125) depth--;
  }
  return false;
}

/**
 * Where JSON text that `JSON.parse` refused first goes wrong, and what was expected there; undefined
 * when it finds nothing wrong. Only for the message: whether a text is JSON is `JSON.parse`'s call,
 * the same parser every endpoint uses. Iterative, so no input can overflow the stack.
 */
export function jsonSyntaxError(text: string): { offset: number; expected: string } | undefined {
  const n = text.length;
  const stack: number[] = [];
  let i = 0;
  const skipSpace = () => {
    for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 10 || c === 13; c = text.charCodeAt(++i));
  };
  const fail = (expected: string) => ({ offset: Math.min(i, n), expected });
  const isDigit = (c: number) => c >= 48 && c <= 57;
  const digits = () => {
    const start = i;
    while (isDigit(text.charCodeAt(i))) i++;
    return i > start;
  };
  /** A string from its opening quote: undefined, or what was expected where it breaks (i there). */
  const string = (): string | undefined => {
    i++;
    for (;;) {
      if (i >= n) return 'a closing quote';
      const c = text.charCodeAt(i);
      if (c === 34) {
        i++;
        return undefined;
      }
      if (c < 32) return 'no control characters inside a string (write them as \\n, \\t, …)';
      if (c === 92) {
        const e = text[i + 1];
        if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else if (e === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else {
          i++;
          return 'a valid escape after the backslash';
        }
      } else i++;
    }
  };
  const value = (): string | undefined => {
    const c = text.charCodeAt(i);
    if (c === 34) return string();
    if (c === 45 || isDigit(c)) {
      if (c === 45) i++;
      if (text.charCodeAt(i) === 48) i++;
      else if (!digits()) return 'a digit';
      if (text.charCodeAt(i) === 46) {
        i++;
        if (!digits()) return 'a digit';
      }
      if (text.charCodeAt(i) === 101 || text.charCodeAt(i) === 69) {
        i++;
        if (text.charCodeAt(i) === 43 || text.charCodeAt(i) === 45) i++;
        if (!digits()) return 'a digit';
      }
      return undefined;
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, i)) {
        i += literal.length;
        return undefined;
      }
      // `tru` at the very end: the text ends too early rather than holding something else.
      if (i < n && literal.startsWith(text.slice(i))) {
        i = n;
        return 'the rest of the value';
      }
    }
    return 'a value (an object, array, string, number, true, false or null)';
  };
  skipSpace();
  for (;;) {
    // A value is expected at i.
    const c = text.charCodeAt(i);
    if (c === 123 || c === 91) {
      i++;
      skipSpace();
      const close = c === 123 ? 125 : 93;
      if (text.charCodeAt(i) === close) i++;
      else {
        stack.push(c);
        if (c === 123) {
          if (text.charCodeAt(i) !== 34) return fail('a property name in double quotes');
          const broken = string();
          if (broken) return fail(broken);
          skipSpace();
          if (text.charCodeAt(i) !== 58) return fail('":" after the property name');
          i++;
          skipSpace();
        }
        continue;
      }
    } else {
      const broken = value();
      if (broken) return fail(broken);
    }
    // After a value: a separator, the end of its container, or the end of the text.
    for (;;) {
      skipSpace();
      const open = stack.at(-1);
      if (open === undefined) return i < n ? fail('nothing after the end of the value') : undefined;
      const next = text.charCodeAt(i);
      if (next === (open === 123 ? 125 : 93)) {
        stack.pop();
        i++;
        continue;
      }
      if (next !== 44) return fail(open === 123 ? '"," or "}"' : '"," or "]"');
      i++;
      skipSpace();
      if (open === 123) {
        if (text.charCodeAt(i) !== 34) return fail('a property name in double quotes');
        const broken = string();
        if (broken) return fail(broken);
        skipSpace();
        if (text.charCodeAt(i) !== 58) return fail('":" after the property name');
        i++;
        skipSpace();
      }
      break;
    }
  }
}

/**
 * Why `text` is not JSON, in words (`what` names it: "The request body"); undefined when it is JSON.
 * It says where, by line and column, and never quotes the text back.
 */
export function notJson(what: string, text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    const error = jsonSyntaxError(text);
    if (!error) return `${what} is not valid JSON.`;
    if (error.offset >= text.length) return `${what} is not valid JSON: it ends too early.`;
    const before = text.slice(0, error.offset);
    const line = before.split('\n').length;
    const column = error.offset - before.lastIndexOf('\n');
    return `${what} is not valid JSON: at line ${line}, column ${column}, ${error.expected} was expected.`;
  }
}

type Refusal = { code: ApiErrorCode; message: string };
const badRequest = (message: string): Refusal => ({ code: 'BAD_REQUEST', message });
const isJsonType = (type: string) => type === 'application/json' || type.endsWith('+json');

/** Problems of a text body, by its media type; undefined when it is acceptable. */
function bodyProblem(type: string, text: string): Refusal | undefined {
  if (text.includes('\0')) return badRequest('The request contains a NUL character, which no field accepts.');
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    if (NUL_IN_URL.test(text))
      return badRequest('The request contains a NUL character, which no field accepts.');
    if (!decodes(text.replaceAll('+', ' ')))
      return badRequest('The form contains a malformed percent-encoding.');
  }
  if (isJsonType(type)) {
    if (NUL_IN_JSON.test(text))
      return badRequest('The request contains a NUL character, which no field accepts.');
    if (PROTO_KEY.test(text)) return badRequest('The request uses the reserved key "__proto__".');
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return badRequest('The request is nested too deeply.');
    // An empty body is no body (a DELETE may still say it speaks JSON); the endpoint decides.
    const broken = text === '' ? undefined : notJson('The request body', text);
    if (broken) return { code: 'PARSE_ERROR', message: broken };
  }
  return undefined;
}

/** Problems of the path and query string; undefined when they are acceptable. */
function urlProblem(rawPathAndQuery: string): Refusal | undefined {
  // Most addresses have nothing encoded: the checks below run only where there is something to check.
  if (rawPathAndQuery.includes('%')) {
    if (!decodes(rawPathAndQuery)) return badRequest('The address contains a malformed percent-encoding.');
    if (NUL_IN_URL.test(rawPathAndQuery)) return badRequest('The address contains a NUL character.');
  } else if (rawPathAndQuery.includes('\0')) return badRequest('The address contains a NUL character.');
  const query = rawPathAndQuery.indexOf('input=');
  if (query >= 0) {
    const input = new URLSearchParams(rawPathAndQuery.slice(rawPathAndQuery.indexOf('?') + 1)).get('input');
    if (input !== null && jsonDepthExceeds(input, MAX_JSON_DEPTH))
      return badRequest('The input is nested too deeply.');
    if (input !== null && PROTO_KEY.test(input))
      return badRequest('The input uses the reserved key "__proto__".');
    // tRPC reads a query's input as JSON (an empty one is no input).
    if (input && rawPathAndQuery.startsWith('/api/trpc/')) {
      const broken = notJson('The input parameter', input);
      if (broken) return { code: 'PARSE_ERROR', message: broken };
    }
  }
  return undefined;
}

function tooLarge(path: string, maxBytes: number): Response {
  const size =
    maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return edgeErrorResponse(
    path,
    'PAYLOAD_TOO_LARGE',
    `The request is too large: at most ${size} are accepted here.`,
  );
}

/** Reads at most `maxBytes` of a body; undefined when it is longer. */
async function readCapped(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

const BINARY_TYPES = /^(multipart\/|application\/octet-stream|application\/vnd\.openxmlformats|image\/)/;

/**
 * For every /api request: a well-formed address without NUL, a body within its size limit, and a text
 * body without NUL, `__proto__` keys or absurd nesting. Bodies are read once here (bounded) and handed
 * on as bytes, so a slow or endless upload never reaches an endpoint.
 */
export function requestGuard(limits: () => readonly BodyLimit[]): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    const pathStart = url.indexOf('/', url.indexOf('//') + 2);
    const problem = urlProblem(url.slice(pathStart));
    if (problem) return edgeErrorResponse(c.req.path, problem.code, problem.message);

    // GET and HEAD carry no body here; asking for one would build a full Request on every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const request = c.req.raw;
    if (!request.body) return next();
    const path = c.req.path;
    const maxBytes =
      limits().find((l) => l.method === request.method && l.pattern.test(path))?.maxBytes ??
      DEFAULT_MAX_BODY_BYTES;
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    if (declared > maxBytes) return tooLarge(path, maxBytes);
    const bytes = await readCapped(request.body, maxBytes);
    if (!bytes) return tooLarge(path, maxBytes);

    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!BINARY_TYPES.test(type)) {
      let text: string;
      try {
        // JSON is UTF-8 (RFC 8259); other text is read leniently, for the checks only.
        text = new TextDecoder('utf-8', { fatal: isJsonType(type) }).decode(bytes);
      } catch {
        return edgeErrorResponse(path, 'PARSE_ERROR', 'The request body is not valid UTF-8.');
      }
      const bad = bodyProblem(type, text);
      if (bad) return edgeErrorResponse(path, bad.code, bad.message);
    }
    c.req.raw = new Request(request, { body: bytes as BodyInit });
    return next();
  };
}
