// The edge of /api (request-guard.ts): a body or a tRPC `input` that is not JSON answers PARSE_ERROR
// (400) with a message saying where, on every JSON endpoint, tRPC in its own envelope and REST in
// `{ error: { code, message } }`, before any endpoint, policy or database is involved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, adminKit } from '../api/admin/testing/admin-test-kit.ts';
import { trpcEndpoints } from '../api/policy-coverage.ts';
import { appRouter } from '../api/trpc/router.ts';
import { Client } from '../testing/test-app.ts';

type RestError = { error: { code: string; message: string } };
type TrpcError = { error: { code: number; message: string; data: { code: string; httpStatus: number } } };

const ID = '00000000-0000-4000-8000-000000000000';
const MALFORMED = ['{', '{"values":', 'hello', '{"values":{},}', "{'values':{}}"];

function post(client: Client, path: string, body: string, method = 'POST'): Promise<Response> {
  return client.request(path, {
    method,
    headers: { origin: client.origin, 'content-type': 'application/json' },
    body,
  });
}

describe(`malformed JSON at the edge (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit();
  }, 120_000);
  afterAll(() => kit.close());

  it('a REST body that is not JSON answers PARSE_ERROR on every JSON route, before the route runs', async () => {
    const writes = kit.app.registry.filter(
      (route) =>
        ['POST', 'PUT', 'PATCH'].includes(route.method) &&
        route.path.startsWith('/api/') &&
        !route.path.startsWith('/api/auth/') &&
        !route.path.startsWith('/api/trpc/') &&
        typeof route.policy === 'object',
    );
    expect(writes.length).toBeGreaterThan(10);
    const dev = kit.as('development');
    const anonymous = new Client(kit.app.app);
    for (const route of writes) {
      const path = route.path.replace(/:[^/]+/g, ID);
      for (const client of [dev, anonymous]) {
        for (const body of MALFORMED) {
          const response = await post(client, path, body, route.method);
          const answer = (await response.json()) as RestError;
          const label = `${route.method} ${path} ${JSON.stringify(body)}`;
          expect(response.status, label).toBe(400);
          expect(answer.error.code, label).toBe('PARSE_ERROR');
          expect(answer.error.message, label).toMatch(/^The request body is not valid JSON/);
        }
      }
    }
  });

  it('says where the JSON breaks, in words, without echoing the body', async () => {
    const dev = kit.as('development');
    const cases: [string, RegExp][] = [
      ['{"values":', /ends too early/],
      ['{"values":{},}', /line 1, column 14/],
      ['{\n  "values": {\n    "name": x\n  }\n}', /line 3, column 13/],
      [`"${'secret '.repeat(50)}`, /ends too early/],
    ];
    for (const [body, where] of cases) {
      const answer = (await (await post(dev, '/api/admin/pumps', body)).json()) as RestError;
      expect(answer.error.code).toBe('PARSE_ERROR');
      expect(answer.error.message).toMatch(where);
      expect(answer.error.message).not.toContain('secret');
    }
  });

  it('a tRPC mutation whose body is not JSON answers PARSE_ERROR in the tRPC envelope', async () => {
    const mutations = trpcEndpoints(appRouter).filter((procedure) => procedure.type === 'mutation');
    expect(mutations.length).toBeGreaterThan(3);
    const client = kit.as('sales');
    for (const procedure of mutations) {
      for (const [path, body] of [
        [`/api/trpc/${procedure.path}`, '{"slug":'],
        [`/api/trpc/${procedure.path}?batch=1`, '{"0":{"code":"x"}'],
      ] as const) {
        const response = await post(client, path, body);
        const answer = (await response.json()) as TrpcError;
        expect(response.status, path).toBe(400);
        expect(answer.error.code, path).toBe(-32700);
        expect(answer.error.data, path).toMatchObject({ code: 'PARSE_ERROR', httpStatus: 400 });
        expect(answer.error.message, path).toMatch(/^The request body is not valid JSON: it ends too early/);
      }
    }
  });

  it('a tRPC query whose input parameter is not JSON answers PARSE_ERROR', async () => {
    const client = new Client(kit.app.app);
    for (const path of [
      '/api/trpc/publicConfigurator.machineModel?input=%7B',
      `/api/trpc/publicConfigurator.machineModel?input=${encodeURIComponent("{'slug':'hx'}")}`,
      '/api/trpc/publicConfigurator.navigation,publicConfigurator.locales?batch=1&input=%7B%220%22',
      '/api/trpc/salesMode.status?input=undefined',
    ]) {
      const response = await client.request(path);
      const answer = (await response.json()) as TrpcError;
      expect(response.status, path).toBe(400);
      expect(answer.error.data.code, path).toBe('PARSE_ERROR');
      expect(answer.error.message, path).toMatch(/^The input parameter is not valid JSON/);
    }
  });

  it('well-formed JSON, an empty body and other content types go on as before', async () => {
    const client = new Client(kit.app.app);
    const valid = await client.request(
      `/api/trpc/publicConfigurator.locales?input=${encodeURIComponent('{}')}`,
    );
    expect(valid.status).toBe(200);
    // Valid JSON of the wrong shape is the endpoint's BAD_REQUEST, not a parse error.
    const shape = (await (await post(kit.as('development'), '/api/admin/pumps', '[1]')).json()) as RestError;
    expect(shape.error.code).toBe('BAD_REQUEST');
    // A DELETE carries no body; a form is not JSON and is read by its own rules.
    const deleted = await kit.as('development').request(`/api/admin/pumps/${ID}?expectedVersion=1`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost', 'content-type': 'application/json' },
    });
    expect(deleted.status).toBe(404);
    const form = await client.request('/api/trpc/publicConfigurator.saveConfiguration', {
      method: 'POST',
      headers: { origin: client.origin, 'content-type': 'text/plain' },
      body: '{',
    });
    expect(form.status).toBe(415);
  });
});
