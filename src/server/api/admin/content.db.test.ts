// News and information pages through the admin API: rich text sanitised on the server, and only
// published entries reach everyone's /api/news and /api/general-information.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminKit, adminKit, json, send } from './testing/admin-test-kit.ts';

type Entry = {
  id: string;
  version: number;
  title: string;
  text: string;
  published: boolean;
  publishedAt: string | null;
};

describe(`news and information pages (${process.env.TEST_DB})`, () => {
  let kit: AdminKit;
  beforeAll(async () => {
    kit = await adminKit();
  });
  afterAll(() => kit.close());

  const PAYLOAD = '<p>Hello <strong>team</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>';

  it.each([
    ['news', '/api/news'],
    ['general-information', '/api/general-information'],
  ])(
    '%s: sanitised, a draft until published, then dated and shown to every signed-in user',
    async (key, publicPath) => {
      const values = {
        title: `Entry of ${key}`,
        slug: `entry-${key}`,
        text: PAYLOAD,
        published: false,
        publishedAt: null,
      };
      const draft = (
        await json<{ data: Entry }>(
          await send(kit.as('admin'), 'POST', `/api/admin/${key}`, {
            values: key === 'news' ? values : { ...values, sortOrder: 1 },
          }),
        )
      ).data;
      expect(draft.text).toBe('<p>Hello <strong>team</strong></p>');
      const listed = async () =>
        (await json<Entry[]>(await kit.as('sales').request(publicPath))).map((e) => e.title);
      expect(await listed()).not.toContain(values.title);

      const published = await send(kit.as('admin'), 'PATCH', `/api/admin/${key}/${draft.id}`, {
        expectedVersion: draft.version,
        values: { published: true },
      });
      const entry = (await json<{ data: Entry }>(published)).data;
      expect(entry.published).toBe(true);
      expect(Date.parse(entry.publishedAt as string)).toBeGreaterThan(Date.now() - 60_000);
      expect(await listed()).toContain(values.title);
      const shown = (await json<Entry[]>(await kit.as('sales').request(publicPath))).find(
        (e) => e.title === values.title,
      );
      expect(shown?.text).not.toMatch(/script|onerror|<img/);
      expect((await send(kit.as('backoffice'), 'POST', `/api/admin/${key}`, { values })).status).toBe(403);
    },
  );
});
