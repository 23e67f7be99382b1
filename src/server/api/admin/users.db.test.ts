// The users page's server rules (docs/product.md#roles).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { Client } from '../../testing/test-app.ts';
import { type AdminKit, adminKit, json, PASSWORD, send } from './testing/admin-test-kit.ts';

type User = { id: string; version: number; role: string; disabled: boolean } & Record<string, unknown>;
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

describe(`users (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit();
  });
  afterAll(() => kit.close());

  let n = 0;
  const newUser = (role: string, extra: Record<string, unknown> = {}) => ({
    name: `User ${++n}`,
    email: `user-${n}@users.example`,
    role,
    disabled: false,
    tradeFairModeEnabled: false,
    password: 'initial-password-1',
    ...extra,
  });
  const createAs = (role: 'development' | 'admin' | 'backoffice', values: Record<string, unknown>) =>
    send(kit.as(role), 'POST', '/api/admin/users', { values });
  const userByEmail = async (email: string): Promise<User> => {
    const filter = encodeURIComponent(email);
    const body = await json<{ data: { items: User[] } }>(
      await kit.as('development').request(`/api/admin/users?search=${filter}`),
    );
    return body.data.items[0] as User;
  };

  it('backoffice creates sales users, and is refused an admin with a message', async () => {
    const sales = await createAs('backoffice', newUser('sales'));
    expect(sales.status).toBe(201);
    const item = (await json<{ data: User }>(sales)).data;
    expect(item).toMatchObject({ role: 'sales', hasPassword: true, hasTradeFairPin: false });
    expect(JSON.stringify(item)).not.toMatch(/argon2|passwordHash|PinHash/);

    const admin = await createAs('backoffice', newUser('admin'));
    expect(admin.status).toBe(403);
    expect((await json<ErrorBody>(admin)).error.message).toBe(
      'Your role may not create admin users. As backoffice you may create and edit only sales users.',
    );
  });

  it('backoffice can neither promote a sales user nor edit an admin', async () => {
    const sales = (await json<{ data: User }>(await createAs('backoffice', newUser('sales')))).data;
    const promote = await send(kit.as('backoffice'), 'PATCH', `/api/admin/users/${sales.id}`, {
      expectedVersion: sales.version,
      values: { role: 'admin' },
    });
    expect(promote.status).toBe(403);
    // An admin is not even there for backoffice (below); admin may see a developer but not edit one.
    const developer = await userByEmail('development@meterline.example');
    const edit = await send(kit.as('admin'), 'PATCH', `/api/admin/users/${developer.id}`, {
      expectedVersion: developer.version,
      values: { name: 'Renamed' },
    });
    expect(edit.status).toBe(403);
    expect((await json<ErrorBody>(edit)).error.message).toMatch(/may not edit development users/);
  });

  it('backoffice sees sales users only: the list is filtered, any other user answers 404', async () => {
    const listed = await json<{ data: { items: User[]; total: number } }>(
      await kit.as('backoffice').request('/api/admin/users?pageSize=500'),
    );
    expect(listed.data.items.length).toBeGreaterThan(0);
    expect(new Set(listed.data.items.map((user) => user.role))).toEqual(new Set(['sales']));
    expect(listed.data.total).toBe(listed.data.items.length);
    const searched = await json<{ data: { items: User[]; total: number } }>(
      await kit.as('backoffice').request('/api/admin/users?search=development%40meterline'),
    );
    expect(searched.data).toEqual({ items: [], total: 0 });
    const filtered = await json<{ data: { items: User[]; total: number } }>(
      await kit
        .as('backoffice')
        .request(`/api/admin/users?filter=${encodeURIComponent('{"role":"development"}')}`),
    );
    expect(filtered.data.total).toBe(0);

    for (const email of [
      'development@meterline.example',
      'admin@meterline.example',
      'backoffice@meterline.example',
    ]) {
      const other = await userByEmail(email);
      const calls = [
        kit.as('backoffice').request(`/api/admin/users/${other.id}`),
        kit.as('backoffice').request(`/api/admin/users/${other.id}/history`),
        send(kit.as('backoffice'), 'PATCH', `/api/admin/users/${other.id}`, {
          expectedVersion: other.version,
          values: { name: 'Renamed' },
        }),
        send(kit.as('backoffice'), 'POST', `/api/admin/users/${other.id}/password`, {
          expectedVersion: other.version,
          password: 'a-new-password-2',
        }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status, `${email} ${response.url}`).toBe(404);
        expect((await json<ErrorBody>(response)).error.code).toBe('NOT_FOUND');
      }
      expect((await userByEmail(email)).version).toBe(other.version);
    }
    // Admin still lists every role, developers included (read only in the UI).
    const all = await json<{ data: { items: User[] } }>(
      await kit.as('admin').request('/api/admin/users?pageSize=500'),
    );
    expect(new Set(all.data.items.map((user) => user.role))).toEqual(
      new Set(['development', 'admin', 'backoffice', 'sales']),
    );
    const developer = await userByEmail('development@meterline.example');
    expect((await kit.as('admin').request(`/api/admin/users/${developer.id}`)).status).toBe(200);
  });

  it('a password sent in a user PATCH is refused with 422 on the field, pointing to the reset', async () => {
    const values = newUser('sales');
    const user = (await json<{ data: User }>(await createAs('admin', values))).data;
    const audit = await kit.auditRows(user.id);
    const response = await send(kit.as('admin'), 'PATCH', `/api/admin/users/${user.id}`, {
      expectedVersion: user.version,
      values: { name: 'Renamed', password: 'another-password-3' },
    });
    expect(response.status).toBe(422);
    const body = await json<ErrorBody>(response);
    expect(body.error.code).toBe('UNPROCESSABLE_CONTENT');
    expect(Object.keys(body.error.fields ?? {})).toEqual(['password']);
    expect(body.error.fields?.password).toContain(
      `password reset: POST /api/admin/users/${user.id}/password`,
    );
    // Nothing was written: no version bump, no audit row, the old password still signs in.
    const after = await userByEmail(values.email);
    expect(after).toMatchObject({ version: user.version, name: values.name });
    expect(await kit.auditRows(user.id)).toBe(audit);
    expect((await new Client(kit.app.app).signIn(values.email, values.password)).status).toBe(200);
  });

  it('records each sign-in as the last sign-in, without an edit of the account', async () => {
    const values = newUser('sales');
    const created = (await json<{ data: User }>(await createAs('admin', values))).data;
    expect(created.lastSignedInAt).toBeNull();
    const before = Date.now();
    expect((await new Client(kit.app.app).signIn(values.email, values.password)).status).toBe(200);
    const user = await userByEmail(values.email);
    expect(Date.parse(String(user.lastSignedInAt))).toBeGreaterThanOrEqual(before - 60_000);
    expect(user.version).toBe(created.version);
    expect(user.updatedAt).toBe(created.updatedAt);
    // A wrong password is no sign-in.
    const failed = await new Client(kit.app.app).signIn(values.email, 'wrong-password-1');
    expect(((await failed.json()) as { url: string }).url).toContain('error=CredentialsSignin');
    expect((await userByEmail(values.email)).lastSignedInAt).toBe(user.lastSignedInAt);
    // The list sorts by it, newest first.
    const sorted = await json<{ data: { items: User[] } }>(
      await kit.as('admin').request('/api/admin/users?sort=-lastSignedInAt&pageSize=1'),
    );
    expect(sorted.data.items[0]?.id).toBe(created.id);
    // It is the server's to keep: a PATCH cannot set it.
    const forged = await send(kit.as('admin'), 'PATCH', `/api/admin/users/${created.id}`, {
      expectedVersion: user.version,
      values: { lastSignedInAt: '2020-01-01T00:00:00.000Z' },
    });
    expect(forged.status).toBe(422);
  });

  it('nobody demotes or disables the last development user', async () => {
    const developer = await userByEmail('development@meterline.example');
    // Only developers may edit developers (admin: 403); the last one cannot step down either.
    const byAdmin = await send(kit.as('admin'), 'PATCH', `/api/admin/users/${developer.id}`, {
      expectedVersion: developer.version,
      values: { disabled: true },
    });
    expect(byAdmin.status).toBe(403);
    for (const values of [{ role: 'admin' }, { disabled: true }]) {
      const response = await send(kit.as('development'), 'PATCH', `/api/admin/users/${developer.id}`, {
        expectedVersion: developer.version,
        values,
      });
      expect(response.status).toBe(412);
      expect((await json<ErrorBody>(response)).error).toMatchObject({
        code: 'PRECONDITION_FAILED',
        message: 'Dana Developer is the last development user: make another user a developer first.',
      });
    }
    // With a second developer, either may be demoted by the other.
    const second = (await json<{ data: User }>(await createAs('development', newUser('development')))).data;
    const demoted = await send(kit.as('development'), 'PATCH', `/api/admin/users/${second.id}`, {
      expectedVersion: second.version,
      values: { role: 'admin' },
    });
    expect(demoted.status).toBe(200);
  });

  it('disable and role change take effect on the next request; enable lets the user sign in again', async () => {
    const values = newUser('sales');
    const user = (await json<{ data: User }>(await createAs('admin', values))).data;
    const client = new Client(kit.app.app);
    expect((await client.signIn(values.email, values.password)).status).toBe(200);
    expect((await client.request('/api/product-portfolio')).status).toBe(200);

    const disabled = await send(kit.as('admin'), 'PATCH', `/api/admin/users/${user.id}`, {
      expectedVersion: user.version,
      values: { disabled: true },
    });
    expect(disabled.status).toBe(200);
    expect((await client.request('/api/product-portfolio')).status).toBe(401);

    const enabled = (await json<{ data: User }>(disabled)).data;
    await send(kit.as('admin'), 'PATCH', `/api/admin/users/${user.id}`, {
      expectedVersion: enabled.version,
      values: { disabled: false },
    });
    expect((await client.signIn(values.email, values.password)).status).toBe(200);
    expect((await client.request('/api/product-portfolio')).status).toBe(200);
    const current = await userByEmail(values.email);
    await send(kit.as('admin'), 'PATCH', `/api/admin/users/${user.id}`, {
      expectedVersion: current.version,
      values: { role: 'backoffice' },
    });
    expect((await client.request('/api/product-portfolio')).status).toBe(401);
  });

  it('a password reset ends the sessions and the new password signs in', async () => {
    const values = newUser('sales');
    const user = (await json<{ data: User }>(await createAs('backoffice', values))).data;
    const client = new Client(kit.app.app);
    await client.signIn(values.email, values.password);
    const short = await send(kit.as('backoffice'), 'POST', `/api/admin/users/${user.id}/password`, {
      expectedVersion: user.version,
      password: 'short',
    });
    expect(short.status).toBe(422);
    const reset = await send(kit.as('backoffice'), 'POST', `/api/admin/users/${user.id}/password`, {
      expectedVersion: user.version,
      password: 'a-new-password-2',
    });
    expect(reset.status).toBe(200);
    expect((await client.request('/api/product-portfolio')).status).toBe(401);
    const old = await new Client(kit.app.app).signIn(values.email, values.password);
    expect(((await old.json()) as { url: string }).url).toContain('error=CredentialsSignin');
    expect((await client.signIn(values.email, 'a-new-password-2')).status).toBe(200);
    const developer = await userByEmail('development@meterline.example');
    const refused = await send(kit.as('admin'), 'POST', `/api/admin/users/${developer.id}/password`, {
      expectedVersion: developer.version,
      password: 'a-new-password-2',
    });
    expect(refused.status).toBe(403);
  });

  it('trade-fair mode needs a PIN, which is stored hashed and never sent back', async () => {
    const without = await createAs('admin', newUser('sales', { tradeFairModeEnabled: true }));
    expect(without.status).toBe(422);
    expect((await json<ErrorBody>(without)).error.fields).toEqual({
      tradeFairPin: 'Set a PIN: trade-fair mode needs one.',
    });
    const badPin = await createAs(
      'admin',
      newUser('sales', { tradeFairModeEnabled: true, tradeFairPin: '12' }),
    );
    expect((await json<ErrorBody>(badPin)).error.fields?.tradeFairPin).toBe(
      'The PIN must have 6 to 12 digits.',
    );
    const values = newUser('sales', { tradeFairModeEnabled: true, tradeFairPin: '135790' });
    const created = await createAs('admin', values);
    expect(created.status).toBe(201);
    const createdUser = (await json<{ data: User }>(created)).data;
    expect(createdUser).toMatchObject({ tradeFairModeEnabled: true, hasTradeFairPin: true });
    // The offline PIN verifier (docs/product.md#offline) is stored with the PIN, and like it never shown
    // in the item or its history.
    const [stored] = await kit.db.db
      .select({ offline: users.tradeFairPinOffline })
      .from(users)
      .where(eq(users.id, String(createdUser.id)));
    expect(stored?.offline).toMatchObject({ algorithm: 'PBKDF2-SHA-256' });
    const shown = JSON.stringify(createdUser);
    const history = await (
      await kit.as('admin').request(`/api/admin/users/${createdUser.id}/history`)
    ).text();
    for (const text of [shown, history]) {
      expect(text).not.toContain(String(stored?.offline?.hash));
      expect(text).not.toContain('PBKDF2');
    }
    const client = new Client(kit.app.app);
    await client.signIn(values.email, values.password);
    const pin = await client.trpcMutation('publicConfigurator.validateTradeFairModePin', { pin: '135790' });
    // The PIN check belongs to another part; where it exists, the new PIN is valid.
    if (pin.status === 200) expect(JSON.stringify(await pin.json())).toContain('true');
  });

  it('a user cannot change their own role or disable themselves', async () => {
    const me = await userByEmail('admin@meterline.example');
    const response = await send(kit.as('admin'), 'PATCH', `/api/admin/users/${me.id}`, {
      expectedVersion: me.version,
      values: { role: 'sales' },
    });
    expect(response.status).toBe(403);
    expect(PASSWORD).toBeTruthy();
  });
});
