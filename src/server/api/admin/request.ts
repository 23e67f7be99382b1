// Reading admin requests: the signed-in actor, same-origin writes, bounded bodies, JSON and files.
import type { Context } from 'hono';
import type { z } from 'zod';
import type { Actor } from '../../db/queries/audit.ts';
import { ApiError } from '../errors.ts';
import type { AppEnv, RouteContext } from '../rest/define.ts';
import { foreignMutation } from '../same-origin.ts';

const JSON_BODY_LIMIT = 1024 * 1024;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function actorOf(ctx: RouteContext): Actor {
  const user = ctx.user;
  return {
    id: user?.id ?? null,
    label: user ? `${user.name} <${user.email}>` : 'anonymous',
    ...(user ? { role: user.role } : {}),
    requestId: ctx.requestId,
  };
}

/** Refuses a write that does not come from the app itself (src/server/api/same-origin.ts). */
export function requireSameOrigin(
  c: Context<AppEnv>,
  ctx: RouteContext,
  bodyType: 'application/json' | 'multipart/form-data' | null,
): void {
  const refused = foreignMutation(c.req.raw, ctx.config.PUBLIC_URL, bodyType);
  if (refused) throw new ApiError(refused.code, refused.message);
}

/** The body's bytes, refusing more than `limit` before reading it all (413). */
async function readBody(c: Context<AppEnv>, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  const tooLarge = () =>
    new ApiError(
      'PAYLOAD_TOO_LARGE',
      `The request is too large: at most ${Math.round(limit / 1024 / 1024)} MB.`,
    );
  const declared = Number(c.req.header('content-length') ?? '0');
  if (declared > limit) throw tooLarge();
  const reader = c.req.raw.body?.getReader();
  if (!reader) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}

async function readJson(c: Context<AppEnv>): Promise<unknown> {
  const bytes = await readBody(c, JSON_BODY_LIMIT);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('PARSE_ERROR', 'The request body is not valid UTF-8.');
  }
  let forbidden: string | undefined;
  let parsed: unknown;
  try {
    // Keys that reach an object's prototype are refused, wherever they are nested.
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (FORBIDDEN_KEYS.has(key)) forbidden ??= key;
      return value;
    });
  } catch {
    throw new ApiError('PARSE_ERROR', 'The request body is not valid JSON.');
  }
  if (forbidden)
    throw new ApiError('BAD_REQUEST', `The request body may not contain the key "${forbidden}".`);
  return parsed;
}

/** The body an upload of at most `fileLimit` bytes may need: multipart framing adds a little. */
export function uploadBodyLimit(fileLimit: number): number {
  return fileLimit + 64 * 1024;
}

/** The one file of a multipart upload (field `file`), at most `limit` bytes. */
export async function readUpload(
  c: Context<AppEnv>,
  limit: number,
): Promise<{ name: string; type: string; bytes: Uint8Array }> {
  const body = await readBody(c, uploadBodyLimit(limit));
  let form: FormData;
  try {
    form = await new Response(body as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': c.req.header('content-type') ?? '' },
    }).formData();
  } catch {
    throw new ApiError('BAD_REQUEST', 'The upload is not valid multipart/form-data.');
  }
  const files = form.getAll('file');
  const [file] = files;
  if (files.length !== 1 || !(file instanceof File)) {
    throw new ApiError('BAD_REQUEST', 'Send exactly one file, in the form field "file".');
  }
  if (file.size > limit) {
    throw new ApiError(
      'PAYLOAD_TOO_LARGE',
      `The file is too large: at most ${Math.round(limit / 1024 / 1024)} MB.`,
    );
  }
  return { name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) };
}

/** The JSON body, checked against `schema`; a body of another shape is a 400 saying where. */
export async function readJsonAs<T>(c: Context<AppEnv>, schema: z.ZodType<T>, shape: string): Promise<T> {
  const parsed = schema.safeParse(await readJson(c));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (at ${issue.path.join('.')}: ${issue.message})` : '';
  throw new ApiError('BAD_REQUEST', `The body must be ${shape}${where}.`);
}
