import type { Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

// A news article written with the rich-text editor appears in /api/news and on the
// dashboard's latest news; a <script> and an onerror payload are neutralised on the way (the editor
// keeps neither, and the server sanitises whatever reaches it).

const STAMP = Date.now().toString(36);
const TITLE = `E2E rich news ${STAMP}`;
const PAYLOAD =
  '<p>Pasted <em>italic</em> text</p><script>window.__xss = "script"</script>' +
  '<img src="x" onerror="window.__xss = \'onerror\'"><p onclick="window.__xss = \'click\'">Click text</p>';

async function paste(page: Page, html: string) {
  await page.evaluate((content) => {
    const editor = document.querySelector('.ProseMirror') as HTMLElement;
    const data = new DataTransfer();
    data.setData('text/html', content);
    data.setData('text/plain', 'pasted');
    editor.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

test('a news article with rich text reaches /api/news and the dashboard, its payloads neutralised', async ({
  page,
  baseURL,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await mintSession(page, 'admin');
  await page.goto('/admin/news');
  await page.getByRole('button', { name: 'New news article' }).first().click();
  await expect(page).toHaveURL(/\/admin\/news\/new$/);
  const form = page.getByRole('form', { name: 'New news article' });
  await form.getByLabel(/^Title/).fill(TITLE);
  await form.getByLabel(/^Slug/).fill(`e2e-rich-news-${STAMP}`);

  const editor = form.getByRole('textbox', { name: /^Text/ });
  await editor.click();
  await page.keyboard.type('Plain words, then ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bold words');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' and <script>alert(1)</script> typed as text.');
  await page.keyboard.press('Enter');
  await paste(page, PAYLOAD);
  // The editor's schema keeps the text and drops the script, the picture and the handler.
  const html = await editor.innerHTML();
  expect(html).toContain('<strong>bold words</strong>');
  expect(html).toContain('<em>italic</em>');
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(html).not.toMatch(/<script|onerror|onclick|<img/);

  await form.getByRole('tab', { name: 'Preview' }).click();
  await expect(form.getByTestId('rich-text-preview').locator('strong')).toHaveText('bold words');
  await form.getByRole('tab', { name: 'Write' }).click();

  await form.getByRole('switch', { name: 'Published' }).check();
  await form.getByRole('button', { name: /Create news article/ }).click();
  await expect(page.getByText(`Created news article "${TITLE}".`)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/news\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) as string;

  // A forged write with the raw payload: the server sanitises it too.
  const current = (await (await page.request.get(`/api/admin/news/${id}`)).json()).data;
  expect(current.publishedAt).toBeTruthy();
  const forged = await page.request.patch(`/api/admin/news/${id}`, {
    headers: { Origin: baseURL as string, 'Content-Type': 'application/json' },
    data: { expectedVersion: current.version, values: { text: `${current.text}${PAYLOAD}` } },
  });
  expect(forged.status()).toBe(200);

  const news = (await (await page.request.get('/api/news')).json()) as { id: string; text: string }[];
  const article = news.find((entry) => entry.id === id);
  expect(article, 'the published article is listed').toBeDefined();
  expect(article?.text).toContain('<strong>bold words</strong>');
  expect(article?.text).toContain('Pasted <em>italic</em> text');
  expect(article?.text).not.toMatch(/<script|onerror|onclick|<img/i);

  // The dashboard comes rendered by the server, and the browser takes it over: the article's teaser (its
  // escaped markup decoded) must read the same on both sides, or React renders the page afresh and a click
  // made meanwhile is lost.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  const latest = page.getByRole('region', { name: 'News' });
  await expect(latest.getByRole('link', { name: new RegExp(TITLE) })).toBeVisible();
  await latest.getByRole('link', { name: new RegExp(TITLE) }).click();
  await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
  await expect(page.locator('main strong', { hasText: 'bold words' })).toBeVisible();
  expect(await page.locator('main script, main [onerror], main [onclick], main img[src="x"]').count()).toBe(
    0,
  );
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});
