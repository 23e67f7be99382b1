import { initTRPC } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceOf } from '../../domain/resources/registry.ts';
import type { Role } from '../../domain/roles.ts';
import { ROLES } from '../../domain/roles.ts';
import { DEMO_USERS, seedDemoUsers } from '../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../db/testing/test-db.ts';
import { Client, testApp } from '../testing/test-app.ts';
import type { RequestContext } from './context.ts';
import { trpcEndpoints, unguardedEndpoints } from './policy-coverage.ts';
import { router } from './trpc/init.ts';
import { appRouter } from './trpc/router.ts';

/**
 * `tradeFair`: the roles' accounts with trade-fair mode on (docs/product.md#trade-fair-mode), the demo
 * trade-fair user here; the same roles without it are refused (403).
 */
type Access = 'public' | 'signedIn' | readonly Role[] | { tradeFair: readonly Role[] };

/** Role brackets (docs/product.md#routes) of the admin entities, written out by hand. */
const DEVELOPMENT_ONLY: Access = ['development'];
const ADMIN_AND_DEVELOPMENT: Access = ['development', 'admin'];
const USER_MANAGERS: Access = ['development', 'admin', 'backoffice'];
const ADMIN_ENTITY_BRACKETS: [Access, string[]][] = [
  [DEVELOPMENT_ONLY, ['filter', 'cleaning', 'foam-formulations', 'translations', 'glossary']],
  [
    ADMIN_AND_DEVELOPMENT,
    [
      'machines',
      'languages',
      'countries',
      'fuses',
      'control-platforms',
      'day-tanks',
      'hose-lines',
      'pressure-equipment-directives',
      'pump-types',
      'pumps',
      'machine-versions',
      'mixhead-series',
      'mixheads',
      'injector-types',
      'injector-materials',
      'injectors',
      'peripheral-equipment-types',
      'peripheral-equipment',
      'tank-farm-capacities',
      'tank-farm-equipment',
      'general-information',
      'news',
      // docs/product.md#part-models: development and admin
      'part-models',
    ],
  ],
  [USER_MANAGERS, ['users']],
];

/** The resource routes of each admin entity, with its bracket's access (the route shapes come from the declaration). */
function adminEntityEndpoints(): Record<string, Access> {
  const rows: Record<string, Access> = {};
  for (const [access, keys] of ADMIN_ENTITY_BRACKETS) {
    for (const key of keys) {
      const declaration = resourceOf(key);
      if (!declaration) throw new Error(`${key} is not a declared resource`);
      const base = `/api/admin/${key}`;
      rows[`GET ${base}`] = access;
      rows[`GET ${base}/:id`] = access;
      // An item's audit trail: whoever may read the item.
      rows[`GET ${base}/:id/history`] = access;
      if (declaration.operations.create) rows[`POST ${base}`] = access;
      if (declaration.operations.update) rows[`PATCH ${base}/:id`] = access;
      if (declaration.operations.delete) rows[`DELETE ${base}/:id`] = access;
      if (declaration.xlsxColumns.length > 0) {
        rows[`GET /api/admin/export/${key}.xlsx`] = access;
        rows[`POST /api/admin/import/${key}`] = access;
      }
    }
  }
  return rows;
}

/**
 * Who may call what, written out by hand from docs/product.md#roles (not derived from the code
 * under test). A new endpoint fails the test until it is added here.
 */
const EXPECTED: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/app-info': 'public',
  'ALL /api/auth/*': 'public',
  'mutation account.changePassword': 'signedIn',
  // docs/product.md#roles: backoffice reads no catalogue or price data.
  'GET /api/product-portfolio': ['development', 'admin', 'sales'],
  'GET /api/configurator-data': ['development', 'admin', 'sales'],
  'GET /api/general-information': 'signedIn',
  'GET /api/news': 'signedIn',
  'query publicConfigurator.navigation': 'public',
  'query publicConfigurator.locales': 'public',
  'query publicConfigurator.machineModel': 'public',
  ...adminEntityEndpoints(),
  // docs/product.md#routes: interface languages are development only; the nine are fixed, so they are
  // read and switched, never created or deleted (no POST, no DELETE).
  'GET /api/admin/interface-languages': DEVELOPMENT_ONLY,
  'GET /api/admin/interface-languages/:id': DEVELOPMENT_ONLY,
  'GET /api/admin/interface-languages/:id/history': DEVELOPMENT_ONLY,
  'PATCH /api/admin/interface-languages/:id': DEVELOPMENT_ONLY,
  'GET /api/admin/export/interface-languages.xlsx': DEVELOPMENT_ONLY,
  'POST /api/admin/import/interface-languages': DEVELOPMENT_ONLY,
  'POST /api/admin/users/:id/password': USER_MANAGERS,
  'GET /api/admin/machines/:id/availability': ADMIN_AND_DEVELOPMENT,
  'PUT /api/admin/machines/:id/availability': ADMIN_AND_DEVELOPMENT,
  'POST /api/admin/images': ADMIN_AND_DEVELOPMENT,
  'GET /api/images/:id': 'public',
  'POST /api/admin/part-model-files': ADMIN_AND_DEVELOPMENT,
  // The public configurator's preview loads part files without signing in.
  'GET /api/part-models/files/:file': 'public',
  'GET /api/admin/export/product-portfolio.xlsx': ADMIN_AND_DEVELOPMENT,
  // docs/product.md#quotes: quote requests for admin and development; backoffice excluded.
  'GET /api/admin/quote-requests': ADMIN_AND_DEVELOPMENT,
  'GET /api/admin/quote-requests/:id': ADMIN_AND_DEVELOPMENT,
  'GET /api/admin/quote-requests/:id/history': ADMIN_AND_DEVELOPMENT,
  'PATCH /api/admin/quote-requests/:id': ADMIN_AND_DEVELOPMENT,
  'POST /api/admin/quote-requests/:id/retry-mail': ADMIN_AND_DEVELOPMENT,
  'GET /api/admin/quote-requests/:id/quote.pdf': ADMIN_AND_DEVELOPMENT,
  'POST /api/admin/import/product-portfolio': ADMIN_AND_DEVELOPMENT,
  'query publicConfigurator.price': 'public',
  // docs/product.md#sales-mode: sales mode for sales, admin and development, never backoffice.
  'query salesMode.status': 'public',
  'mutation salesMode.authorize': ['development', 'admin', 'sales'],
  'mutation salesMode.deauthorize': 'signedIn',
  'mutation publicConfigurator.validateTradeFairModePin': ['development', 'admin', 'sales'],
  'mutation account.changeTradeFairPin': 'signedIn',
  // docs/product.md#offline: a trade-fair account's tablet keeps what it shows offline.
  'query salesMode.offlineKit': { tradeFair: ['development', 'admin', 'sales'] },
  'mutation publicConfigurator.saveConfiguration': 'public',
  // docs/product.md#saved-configurations: a list on the server for those who configure for customers.
  'query savedConfigurations.list': ['development', 'admin', 'sales'],
  'mutation savedConfigurations.rename': ['development', 'admin', 'sales'],
  'mutation savedConfigurations.remove': ['development', 'admin', 'sales'],
  // docs/product.md#model-versions: the configurator model is development's alone
  'query configuratorAdmin.machines': ['development'],
  'query configuratorAdmin.draft': ['development'],
  'mutation configuratorAdmin.saveDraft': ['development'],
  'mutation configuratorAdmin.publish': ['development'],
  'query configuratorAdmin.versions': ['development'],
  'query configuratorAdmin.diff': ['development'],
  'mutation configuratorAdmin.rollback': ['development'],
  'query configuratorAdmin.preview': ['development'],
  // docs/product.md#translations: translations and machine translation are development's alone
  'query translationsAdmin.progress': ['development'],
  'mutation translationsAdmin.machineTranslate': ['development'],
  'query translationsAdmin.job': ['development'],
  'query translationsAdmin.jobs': ['development'],
  'mutation translationsAdmin.cancel': ['development'],
  'query translationsAdmin.failures': ['development'],
  'mutation translationsAdmin.markReviewed': ['development'],
  'query publicConfigurator.openConfiguration': 'public',
  'mutation publicConfigurator.requestQuote': 'public',
  'GET /api/configurations/:code/quote.pdf': 'public',
  'query publicConfigurator.machineCatalogue': 'public',
  'query publicConfigurator.legalPage': 'public',
  'query publicConfigurator.interfaceTexts': 'public',
  'query publicConfigurator.machineParts': 'public',
  'POST /api/analytics/collect': 'public',
  // docs/product.md#analytics: the figures are development's and admin's
  'query analytics.report': ['development', 'admin'],
  'GET /api/analytics/export.xlsx': ['development', 'admin'],
};

const PASSWORD = 'demo-password-1';

describe(`policies (${process.env.TEST_DB})`, () => {
  let db: TestDb;
  let app: ReturnType<typeof testApp>;
  const clients = new Map<Role | 'anonymous' | 'tradeFair', Client>();

  beforeAll(async () => {
    db = await createTestDb();
    await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
    app = testApp(db);
    clients.set('anonymous', new Client(app.app));
    for (const role of ROLES) {
      const user = DEMO_USERS.find((u) => u.role === role && !u.tradeFair);
      const client = new Client(app.app);
      expect((await client.signIn(user?.email as string, PASSWORD)).status).toBe(200);
      clients.set(role, client);
    }
    const tradeFair = DEMO_USERS.find((u) => u.tradeFair);
    const booth = new Client(app.app);
    expect((await booth.signIn(tradeFair?.email as string, PASSWORD)).status).toBe(200);
    clients.set('tradeFair', booth);
  });
  afterAll(() => db.close());

  it('every tRPC procedure and /api route declares a policy', () => {
    expect(unguardedEndpoints({ router: appRouter, app: app.app, registry: app.registry })).toEqual([]);
  });

  it('a procedure or route added without a policy is caught', () => {
    const bare = initTRPC.context<RequestContext>().create();
    const withBare = bare.router({ sneaky: bare.procedure.query(() => 'secret') });
    const found = unguardedEndpoints({
      router: router({ ...appRouter._def.record, extra: withBare as never }),
      app: app.app,
      registry: app.registry,
    });
    expect(found).toEqual(['tRPC extra.sneaky']);
    const { app: another, registry } = testApp(db);
    another.get('/api/backdoor', (c) => c.text('open'));
    expect(unguardedEndpoints({ router: appRouter, app: another, registry })).toEqual(['GET /api/backdoor']);
  });

  it('the expectation table names exactly the endpoints that exist', () => {
    const existing = [
      ...app.registry
        .filter((r) => r.policy !== 'infrastructure' && r.path !== '/api/trpc/*')
        .map((r) => `${r.method} ${r.path}`),
      ...trpcEndpoints(appRouter).map((p) => `${p.type} ${p.path}`),
    ];
    expect(existing.sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  async function call(client: Client, endpoint: string): Promise<number> {
    const [kind, path = ''] = endpoint.split(' ');
    if (kind === 'query') return (await client.request(`/api/trpc/${path}`)).status;
    if (kind === 'mutation') return (await client.trpcMutation(path, {})).status;
    if (kind === 'ALL') return (await client.request(path.replace('*', 'session'))).status;
    const concrete = path.replace(/:[^/]+/g, '00000000-0000-0000-0000-000000000000');
    if (kind === 'GET') return (await client.request(concrete)).status;
    // Writes as the app sends them (same origin, JSON), so that only the policy can refuse them.
    return (
      await client.request(concrete, {
        method: kind,
        headers: { origin: client.origin, 'content-type': 'application/json' },
        body: '{}',
      })
    ).status;
  }

  const subjects = ['anonymous', ...ROLES] as const;
  const describeAccess = (access: Access) =>
    typeof access === 'string'
      ? access
      : 'tradeFair' in access
        ? `trade-fair ${access.tradeFair.join(', ')}`
        : access.join(', ');
  for (const [endpoint, access] of Object.entries(EXPECTED)) {
    it(`${endpoint}: ${describeAccess(access)}`, async () => {
      const tradeFair = typeof access === 'object' && 'tradeFair' in access;
      for (const subject of tradeFair ? [...subjects, 'tradeFair' as const] : subjects) {
        const status = await call(clients.get(subject) as Client, endpoint);
        let expected: 'allowed' | 401 | 403;
        if (access === 'public') expected = 'allowed';
        else if (subject === 'anonymous') expected = 401;
        else if (access === 'signedIn') expected = 'allowed';
        else if ('tradeFair' in access) expected = subject === 'tradeFair' ? 'allowed' : 403;
        else expected = access.includes(subject as Role) ? 'allowed' : 403;
        if (expected === 'allowed') expect([401, 403], `${subject} → ${status}`).not.toContain(status);
        else expect(status, subject).toBe(expected);
      }
    });
  }
});
