// A fixed corpus of hostile requests for every /api route and tRPC procedure, sent over a real socket
// (so methods such as TRACE, raw paths and odd headers reach the server as a client would send them).
// The robustness test and bench/fuzz use it; endpoints come from the route registry and the router,
// so a new endpoint is covered without touching this file.
import { type Agent, request as httpRequest } from 'node:http';
import type { AnyRouter } from '@trpc/server';
import fc from 'fast-check';
import { trpcEndpoints } from '../api/policy-coverage.ts';
import type { RouteRegistry } from '../api/rest/define.ts';
import { arbitraryInput } from './zod-arbitrary.ts';

export type HostileRequest = {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
};

/** `body` holds at most the first 64 KB; `size` counts every byte. */
export type Answer = { status: number; body: string; size: number };

/**
 * Sends one request as raw HTTP/1.1; the path is passed on untouched. Without an agent each request
 * has its own connection: an early 413 leaves the rest of a body on a kept-alive socket.
 */
export function send(base: URL, req: HostileRequest, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: base.hostname,
        agent,
        port: base.port,
        method: req.method,
        path: req.path,
        headers: {
          ...(req.body !== undefined ? { 'content-length': String(Buffer.byteLength(req.body)) } : {}),
          ...req.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < 64 * 1024) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), size }),
        );
        res.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (req.body !== undefined) outgoing.write(req.body);
    outgoing.end();
  });
}

/** A stack trace or source location in a body: nothing a caller should ever read. */
const STACK_IN_BODY = /\n\s+at\s|\bat\s[\w.<>]+\s\(|\.tsx?:\d+:\d+|node_modules|"stack"\s*:/;

/** An error answer is small whatever was sent (api/errors.ts bounds what it lists). */
const MAX_ERROR_ANSWER_BYTES = 8 * 1024;

export function verdict(req: HostileRequest, answer: Answer): string | undefined {
  if (answer.status >= 500) return `${req.label}: ${answer.status} ${answer.body.slice(0, 200)}`;
  if (STACK_IN_BODY.test(answer.body)) return `${req.label}: stack in body ${answer.body.slice(0, 200)}`;
  if (answer.status >= 400 && answer.size > MAX_ERROR_ANSWER_BYTES) {
    return `${req.label}: a ${answer.status} answer of ${answer.size} bytes`;
  }
  // Malformed JSON is a parse error wherever it is sent (http/request-guard.ts).
  if (req.label.endsWith(' broken json') && !/"PARSE_ERROR"/.test(answer.body)) {
    return `${req.label}: not PARSE_ERROR but ${answer.status} ${answer.body.slice(0, 200)}`;
  }
  return undefined;
}

/**
 * About 1 MB of JSON that no input accepts anywhere: hundreds of keys that are not slugs, long
 * values, in every place an input of ours has a record. Its error answer must still be small.
 */
function hugeInvalidInput(): string {
  const values: Record<string, string[]> = {};
  for (let k = 0; k < 150; k++) values[`Not A Slug ${k} ${'k'.repeat(1000)}`] = ['v'.repeat(2001)];
  const selection = { values, dosingLine: 'x'.repeat(200), country: 'no', dayTank: '' };
  return JSON.stringify({ slug: 'Not A Slug', selection, values, code: 'x'.repeat(100), units: {} });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'];
const BAD_SEGMENTS = [
  '%ZZ',
  '%E0%A4%A',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  'x'.repeat(3000),
  '-1',
  '__proto__',
];
const BAD_QUERIES = [
  '?x=%E0%A4%A',
  '?page=-1&pageSize=1e9&sort=__proto__&filter=%00&search=%FF',
  '?input=%7B',
  `?input=${encodeURIComponent('['.repeat(5000))}`,
  `?input=${encodeURIComponent('{"__proto__":{"isAdmin":true}}')}`,
  `?input=${encodeURIComponent('{"0":{"json":"\\u0000"}}')}`,
  '?batch=1&input=%7B%7D',
];
const ORIGINS = ['null', 'garbage', 'https://evil.example', 'http://[::1'];
const BAD_COOKIES = [
  'authjs.session-token=%E0%A4%A',
  'authjs.session-token=eyJhbGciOiJub25lIn0.e30.',
  '__Secure-authjs.session-token=%00',
  `authjs.session-token=${'a'.repeat(8000)}`,
];

function jsonBodies(): { label: string; body: string | Buffer; type: string }[] {
  return [
    { label: 'broken json', body: '{', type: 'application/json' },
    {
      label: 'proto json',
      body: '{"__proto__":{"isAdmin":true},"values":{"__proto__":{"x":1}}}',
      type: 'application/json',
    },
    { label: 'constructor json', body: '{"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
    { label: 'deep json', body: '['.repeat(20_000), type: 'application/json' },
    { label: 'NUL json', body: '{"values":{"name":"a\\u0000b"},"code":"\\u0000"}', type: 'application/json' },
    { label: 'control json', body: '{"values":{"name":"\\u0007\\u001b"}}', type: 'application/json' },
    { label: 'oversized json', body: Buffer.alloc(2 * 1024 * 1024 + 1, 0x20), type: 'application/json' },
    { label: 'array json', body: '[1,2,3]', type: 'application/json' },
    { label: 'number json', body: '1e309', type: 'application/json' },
    {
      label: 'repeated form',
      body: 'email=a%40x.example&email=b%40x.example&a=1&a=2',
      type: 'application/x-www-form-urlencoded',
    },
    {
      label: 'NUL form',
      body: 'email=admin%40meterline.example%00&password=%00',
      type: 'application/x-www-form-urlencoded',
    },
    { label: 'bad form', body: 'email=%E0%A4%A&password=%ZZ', type: 'application/x-www-form-urlencoded' },
    { label: 'text', body: 'hello', type: 'text/plain' },
    {
      label: 'multipart garbage',
      body: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\n\u0000\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
  ];
}

function concrete(path: string, value = '00000000-0000-0000-0000-000000000000'): string {
  return path.replace(/:[^/]+/g, value).replace('*', 'x');
}

/** Requests for one path: every method, bad segments and queries, bad cookies, bad bodies and origins. */
function corpusFor(path: string, origin: string): HostileRequest[] {
  const out: HostileRequest[] = [];
  const base = concrete(path);
  for (const method of METHODS) out.push({ label: `${method} ${base}`, method, path: base });
  if (path.includes(':') || path.endsWith('*')) {
    for (const segment of BAD_SEGMENTS) {
      const p = concrete(path, segment);
      out.push({ label: `GET ${p.slice(0, 80)}`, method: 'GET', path: p });
    }
  }
  for (const query of BAD_QUERIES)
    out.push({ label: `GET ${base}${query.slice(0, 60)}`, method: 'GET', path: `${base}${query}` });
  for (const cookie of BAD_COOKIES) {
    out.push({
      label: `GET ${base} cookie ${cookie.slice(0, 40)}`,
      method: 'GET',
      path: base,
      headers: { cookie },
    });
  }
  // Bodies from the app's own origin reach the endpoint; foreign origins must be refused before.
  for (const method of ['POST', 'PATCH']) {
    for (const body of jsonBodies()) {
      out.push({
        label: `${method} ${base} ${body.label}`,
        method,
        path: base,
        headers: { 'content-type': body.type, origin },
        body: body.body,
      });
    }
    for (const from of ORIGINS) {
      out.push({
        label: `${method} ${base} origin ${from}`,
        method,
        path: base,
        headers: { 'content-type': 'application/json', origin: from },
        body: '{"values":{}}',
      });
    }
  }
  return out;
}

/** The Auth.js paths of docs/product.md#routes, plus unknown ones. */
const AUTH_PATHS = [
  '/api/auth/session',
  '/api/auth/csrf',
  '/api/auth/providers',
  '/api/auth/signin',
  '/api/auth/signin/credentials',
  '/api/auth/signin/nodemailer',
  '/api/auth/callback/credentials',
  '/api/auth/callback/nodemailer',
  '/api/auth/signout',
  '/api/auth/error',
  '/api/auth/_log',
  '/api/auth/verify-request',
  '/api/auth/unknown-action',
];

export function hostileCorpus(options: {
  registry: RouteRegistry;
  router: AnyRouter;
  origin: string;
}): HostileRequest[] {
  const paths = new Set<string>();
  for (const route of options.registry) {
    if (route.path === '/api/*' || route.path === '/api/trpc/*' || route.path === '/api/auth/*') continue;
    paths.add(route.path);
  }
  const requests = [...paths].flatMap((path) => corpusFor(path, options.origin));
  for (const path of AUTH_PATHS) requests.push(...corpusFor(path, options.origin));
  const huge = hugeInvalidInput();
  for (const procedure of trpcEndpoints(options.router)) {
    requests.push(...corpusFor(`/api/trpc/${procedure.path}`, options.origin));
    if (procedure.type === 'mutation') {
      requests.push({
        label: `POST /api/trpc/${procedure.path} 1 MB invalid input`,
        method: 'POST',
        path: `/api/trpc/${procedure.path}`,
        headers: { 'content-type': 'application/json', origin: options.origin },
        body: huge,
      });
    }
    const calls = (n: number) => Array.from({ length: n }, () => procedure.path).join(',');
    requests.push({
      label: `batch of 11 ${procedure.path}`,
      method: 'GET',
      path: `/api/trpc/${calls(11)}?batch=1`,
    });
    requests.push({
      label: `batch of 300 ${procedure.path}`,
      method: 'POST',
      path: `/api/trpc/${calls(300)}?batch=1`,
      headers: { 'content-type': 'application/json', origin: options.origin },
      body: '{}',
    });
  }
  requests.push({ label: 'GET /api/trpc/%ZZ', method: 'GET', path: '/api/trpc/%ZZ' });
  requests.push({ label: 'GET /api/%ZZ', method: 'GET', path: '/api/%ZZ' });
  requests.push({ label: 'GET /api/nothing', method: 'GET', path: '/api/nothing' });
  return requests;
}

/** A seeded sample of schema-built inputs for one procedure, as requests (queries GET, mutations POST). */
export function fuzzRequests(
  procedure: { path: string; type: string; input: unknown },
  options: { runs: number; seed: number; origin: string },
): HostileRequest[] {
  const samples = fc.sample(arbitraryInput(procedure.input as never), {
    numRuns: options.runs,
    seed: options.seed,
  });
  return samples.map((input, i) => {
    const json = JSON.stringify(input) ?? 'null';
    const label = `fuzz ${procedure.path} #${i} ${json.slice(0, 120)}`;
    return procedure.type === 'query'
      ? { label, method: 'GET', path: `/api/trpc/${procedure.path}?input=${encodeURIComponent(json)}` }
      : {
          label,
          method: 'POST',
          path: `/api/trpc/${procedure.path}`,
          headers: { 'content-type': 'application/json', origin: options.origin },
          body: json,
        };
  });
}
