// Shared set-up of the admin API's database tests: a test database with demo users, the real app,
// a signed-in client per role, and JSON calls the way the browser makes them (same origin).
import { count, eq } from 'drizzle-orm';
import { ROLES, type Role } from '../../../../domain/roles.ts';
import { auditLog } from '../../../db/schema/index.ts';
import { seedDemoCatalogue } from '../../../db/seed/catalogue/index.ts';
import { DEMO_USERS, seedDemoUsers } from '../../../db/seed/demo-users.ts';
import { createTestDb, type TestDb } from '../../../db/testing/test-db.ts';
import { Client, testApp } from '../../../testing/test-app.ts';

export const PASSWORD = 'demo-password-1';

export type AdminKit = {
  db: TestDb;
  app: ReturnType<typeof testApp>;
  as: (role: Role) => Client;
  auditRows: (entityId?: string) => Promise<number>;
  close: () => Promise<void>;
};

/**
 * `catalogue`: with the demo catalogue (the portfolio workbook and matrices need real data); `env`:
 * settings of the app (small import caps).
 */
export async function adminKit(
  options: { catalogue?: boolean; env?: Record<string, string> } = {},
): Promise<AdminKit> {
  const db = await createTestDb();
  await seedDemoUsers(db.db, { password: PASSWORD, pin: '246810' });
  if (options.catalogue) await seedDemoCatalogue(db.db);
  const app = testApp(db, options.env);
  const clients = new Map<Role, Client>();
  for (const role of ROLES) {
    const user = DEMO_USERS.find((u) => u.role === role && !u.tradeFair);
    const client = new Client(app.app);
    const response = await client.signIn(user?.email as string, PASSWORD);
    if (response.status !== 200) throw new Error(`sign-in as ${role} failed: ${response.status}`);
    clients.set(role, client);
  }
  return {
    db,
    app,
    as: (role) => clients.get(role) as Client,
    async auditRows(entityId) {
      const [row] = await db.db
        .select({ n: count() })
        .from(auditLog)
        .where(entityId ? eq(auditLog.entityId, entityId) : undefined);
      return Number(row?.n ?? 0);
    },
    async close() {
      await app.workers.close();
      await db.close();
    },
  };
}

/** A JSON call from the app's own origin. */
export function send(client: Client, method: string, path: string, body?: unknown): Promise<Response> {
  return client.request(path, {
    method,
    headers: { origin: client.origin, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A multipart upload of one file (field "file") from the app's own origin. */
export function upload(
  client: Client,
  path: string,
  bytes: Uint8Array,
  name = 'upload.xlsx',
): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return client.request(path, { method: 'POST', headers: { origin: client.origin }, body: form });
}
