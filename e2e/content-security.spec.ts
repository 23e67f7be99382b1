import type { Page } from '@playwright/test';
import { mintSession } from './fixtures/api-session.ts';
import { expect, test } from './fixtures/test.ts';

// The CSP (http/security-headers.ts: no inline scripts, no eval) holds without a single violation
// report: not even a probe that is caught, such as zod's check whether `new Function` is allowed,
// which it makes when the first object schema is built unless it runs jitless (web/app/zod-jitless.ts).
// The admin area builds schemas; the other pages are checked so that zod arriving there unset shows.

type Violation = { directive: string; blocked: string; source: string; line: number };
/** The body of a `csp-violation` report (not in TypeScript's DOM types yet). */
type CspReportBody = {
  effectiveDirective: string;
  blockedURL?: string | null;
  sourceFile?: string | null;
  lineNumber?: number | null;
};

/**
 * Records every CSP violation of the page's documents, from before their first script, through the
 * Reporting API: a violation's report is queued as it happens (`takeRecords` has it at once), while
 * its `securitypolicyviolation` event and the observer's callback come a task later. Reading both
 * therefore needs no wait for the last step's violations to arrive.
 */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    const keep = (reports: Report[]) => {
      for (const report of reports) {
        const body = report.body as unknown as CspReportBody;
        seen.push({
          directive: body.effectiveDirective,
          blocked: body.blockedURL ?? '',
          source: body.sourceFile ?? '',
          line: body.lineNumber ?? 0,
        });
      }
    };
    const observer = new ReportingObserver(keep, { types: ['csp-violation'], buffered: true });
    observer.observe();
    (window as unknown as { cspViolations: () => Violation[] }).cspViolations = () => {
      keep(observer.takeRecords());
      return seen;
    };
  });
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => (window as unknown as { cspViolations: () => Violation[] }).cspViolations());
}

test('admin pages, with a form that validates, report no CSP violation', async ({ page }) => {
  await recordViolations(page);
  await mintSession(page, 'admin');
  await page.goto('/admin/product-portfolio/pumps/pumps');
  await expect(page.getByRole('heading', { name: 'Pumps', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New pump' }).first().click();
  const form = page.getByRole('form', { name: 'New pump' });
  await form.getByRole('button', { name: /Create pump/ }).click();
  await expect(form.getByText('Name is required.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/admin/user');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});

test('the public machine page reports no CSP violation, taken over and in use', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/configurator/hx');
  await expect(page.getByTestId('configurator')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The first action loads the rest of the page's code (the fields, the tRPC transport).
  await page.mouse.move(300, 300);
  await page.waitForLoadState('networkidle');
  const summary = page.getByRole('complementary');
  await summary.getByRole('button', { name: 'Save configuration' }).click();
  await expect(summary.getByRole('button', { name: 'Save configuration' })).toBeEnabled();
  expect(await violations(page)).toEqual([]);
});

test('the sign-in page and the dashboard report no CSP violation', async ({ page }) => {
  await recordViolations(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  await mintSession(page, 'sales');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
});
