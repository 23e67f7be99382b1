// The edge of /api: what no endpoint should ever have to handle is refused here, once, with a 4xx
// (SPEC §8 codes) instead of surfacing later as a URIError, a PostgreSQL refusal or a stack overflow.
import type { MiddlewareHandler } from 'hono';
import { jsonError } from '../api/rest/define.ts';

/** Request bodies above this are refused unless a route declares more (`RestRoute.maxBodyBytes`). */
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Deeper JSON than any of our inputs needs: refused before a parser or validator recurses into it. */
export const MAX_JSON_DEPTH = 32;

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
export function jsonDepthExceeds(text: string, limit: number): boolean {
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

/** Problems of a text body, by its media type; undefined when it is acceptable. */
export function bodyProblem(type: string, text: string): string | undefined {
  if (text.includes('\0')) return 'The request contains a NUL character, which no field accepts.';
  if (type === 'application/x-www-form-urlencoded' || type === '') {
    if (NUL_IN_URL.test(text)) return 'The request contains a NUL character, which no field accepts.';
    if (!decodes(text.replaceAll('+', ' '))) return 'The form contains a malformed percent-encoding.';
  }
  if (type === 'application/json' || type.endsWith('+json')) {
    if (NUL_IN_JSON.test(text)) return 'The request contains a NUL character, which no field accepts.';
    if (PROTO_KEY.test(text)) return 'The request uses the reserved key "__proto__".';
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return 'The request is nested too deeply.';
  }
  return undefined;
}

/** Problems of the path and query string; undefined when they are acceptable. */
export function urlProblem(rawPathAndQuery: string): string | undefined {
  // Most addresses have nothing encoded: the checks below run only where there is something to check.
  if (rawPathAndQuery.includes('%')) {
    if (!decodes(rawPathAndQuery)) return 'The address contains a malformed percent-encoding.';
    if (NUL_IN_URL.test(rawPathAndQuery)) return 'The address contains a NUL character.';
  } else if (rawPathAndQuery.includes('\0')) return 'The address contains a NUL character.';
  const query = rawPathAndQuery.indexOf('input=');
  if (query >= 0) {
    const input = new URLSearchParams(rawPathAndQuery.slice(rawPathAndQuery.indexOf('?') + 1)).get('input');
    if (input !== null && jsonDepthExceeds(input, MAX_JSON_DEPTH)) return 'The input is nested too deeply.';
    if (input !== null && PROTO_KEY.test(input)) return 'The input uses the reserved key "__proto__".';
  }
  return undefined;
}

function tooLarge(maxBytes: number): Response {
  const size =
    maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${Math.round(maxBytes / 1024)} KB`;
  return jsonError(413, 'PAYLOAD_TOO_LARGE', `The request is too large: at most ${size} are accepted here.`);
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
    if (problem) return jsonError(400, 'BAD_REQUEST', problem);

    // GET and HEAD carry no body here; asking for one would build a full Request on every read.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const request = c.req.raw;
    if (!request.body) return next();
    const path = c.req.path;
    const maxBytes =
      limits().find((l) => l.method === request.method && l.pattern.test(path))?.maxBytes ??
      DEFAULT_MAX_BODY_BYTES;
    const declared = Number(request.headers.get('content-length') ?? Number.NaN);
    if (declared > maxBytes) return tooLarge(maxBytes);
    const bytes = await readCapped(request.body, maxBytes);
    if (!bytes) return tooLarge(maxBytes);

    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
    if (!BINARY_TYPES.test(type)) {
      const text = new TextDecoder().decode(bytes);
      const bad = bodyProblem(type, text);
      if (bad) return jsonError(400, 'BAD_REQUEST', bad);
    }
    c.req.raw = new Request(request, { body: bytes as BodyInit });
    return next();
  };
}
