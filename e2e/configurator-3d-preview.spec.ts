// The machine's 3D view in the public configurator (docs/product.md#part-models): the picture with the page,
// the 3D view from the visitor's first action, assembled from the parts the selection shows; turned, zoomed
// and reset by keyboard; full screen; the picture for good without WebGL, and until asked with reduced
// motion. What the scene holds is read twice: off its scene graph (the stage's description lists the parts
// it draws) and off its pixels.
import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

const SLUG = 'hx';
const HEATING = 'Tank heating jackets';

async function englishPage(
  browser: Browser,
  baseURL: string,
  options: { viewport?: { width: number; height: number }; noWebGl?: boolean; reducedMotion?: boolean } = {},
) {
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
  });
  await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
  if (options.noWebGl)
    // A browser without WebGL: every WebGL context is refused, as a GPU block list or a setting would.
    await context.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        type: string,
        ...rest: unknown[]
      ) {
        if (type.startsWith('webgl') || type === 'experimental-webgl') return null;
        return (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof original;
    });
  const page = await context.newPage();
  return { context, page };
}

const view = (page: Page) => page.getByTestId('machine-view-column');
const stage = (page: Page) => view(page).getByRole('application', { name: 'HX Series' });
const description = (page: Page) => view(page).getByTestId('part-viewer-description');

/** The page is the browser's (hydrated): the live total shows only then. */
async function usable(page: Page) {
  await expect(
    page.getByTestId('configurator-total').or(page.getByTestId('mobile-total')).first(),
  ).toHaveText(/€/);
}

/** The stage's pixels, once the browser has drawn what the scene was last told. */
async function pixels(target: Locator): Promise<Buffer> {
  await target.page().evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
  return target.screenshot({ animations: 'disabled' });
}

/** Opens the machine page and, once it is the browser's, makes the visitor's first action. */
async function openAndAct(page: Page) {
  await page.goto(`/configurator/${SLUG}`);
  await usable(page);
  await page.mouse.move(300, 300);
}

async function open3d(page: Page) {
  await page.goto(`/configurator/${SLUG}`);
  await expect(view(page).getByRole('img', { name: 'Drawing of HX Series' })).toBeVisible();
  await expect(view(page)).toHaveAttribute('data-3d', 'still');
  await usable(page);
  // The visitor's first action brings the 3D view.
  await page.mouse.move(300, 300);
  await expect(view(page)).toHaveAttribute('data-3d', 'ready');
  await expect(view(page).getByRole('img', { name: 'Drawing of HX Series' })).toHaveCount(0);
}

test('selecting an option adds its part to the scene, and deselecting removes it', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await englishPage(browser, baseURL);
  try {
    await open3d(page);
    await expect(description(page)).toContainText('Frame');
    await expect(description(page)).toContainText('Day tanks (poly and iso)');
    await expect(description(page)).not.toContainText(HEATING);
    const without = await pixels(stage(page));

    await page.getByRole('button', { name: /^Material supply/ }).click();
    await page.getByRole('radio', { name: /^Heating of both components/ }).check();
    await expect(description(page)).toContainText(HEATING);
    const withHeating = await pixels(stage(page));
    expect(withHeating.equals(without), 'the heating jackets are drawn').toBe(false);

    await page.getByRole('radio', { name: /^Without temperature control/ }).check();
    await expect(description(page)).not.toContainText(HEATING);
    expect((await pixels(stage(page))).equals(without), 'the scene is as it was').toBe(true);
    await expectNoSeriousViolations(page);
  } finally {
    await context.close();
  }
});

test('the 3D view turns, zooms and resets by keyboard, and opens full screen', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await englishPage(browser, baseURL);
  try {
    await open3d(page);
    const first = await pixels(stage(page));
    await stage(page).focus();
    await expect(stage(page)).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    const turned = await pixels(stage(page));
    expect(turned.equals(first), 'turned').toBe(false);
    await page.keyboard.press('=');
    expect((await pixels(stage(page))).equals(turned), 'zoomed in').toBe(false);
    await page.keyboard.press('0');
    expect((await pixels(stage(page))).equals(first), 'back to the first view').toBe(true);

    const fullScreen = view(page).getByRole('button', { name: 'Full screen' });
    await fullScreen.click();
    const dialog = page.getByRole('dialog', { name: '3D view of HX Series' });
    await expect(dialog).toBeVisible();
    const large = dialog.getByRole('application', { name: 'HX Series' });
    await expect(large).toBeFocused();
    const box = await large.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(1000);
    await page.keyboard.press('ArrowRight');
    await expectNoSeriousViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(fullScreen).toBeFocused();
    await expectNoSeriousViolations(page);
  } finally {
    await context.close();
  }
});

test('without WebGL the picture of the machine stays', async ({ browser, baseURL }) => {
  const { context, page } = await englishPage(browser, baseURL, { noWebGl: true });
  try {
    await openAndAct(page);
    await expect(view(page)).toHaveAttribute('data-3d', 'unavailable');
    await expect(view(page).getByRole('img', { name: 'Drawing of HX Series' })).toBeVisible();
    await expect(view(page).getByTestId('part-viewer')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('with reduced motion the picture stays until the 3D view is asked for', async ({ browser, baseURL }) => {
  const { context, page } = await englishPage(browser, baseURL, { reducedMotion: true });
  try {
    await openAndAct(page);
    const show = view(page).getByRole('button', { name: 'Show in 3D' });
    await expect(show).toBeVisible();
    await expect(view(page)).toHaveAttribute('data-3d', 'still');
    await show.click();
    await expect(view(page)).toHaveAttribute('data-3d', 'ready');
  } finally {
    await context.close();
  }
});

test('on a phone the view is a strip at the top that folds away and never covers the price bar', async ({
  browser,
  baseURL,
}) => {
  const { context, page } = await englishPage(browser, baseURL, { viewport: { width: 390, height: 844 } });
  try {
    await page.goto(`/configurator/${SLUG}`);
    const strip = page.getByTestId('machine-view-strip');
    await usable(page);
    await page.mouse.move(200, 400);
    await expect(strip).toHaveAttribute('data-3d', 'ready');
    await expect(page.getByTestId('machine-view-column')).toHaveCount(0);
    const bar = page.getByTestId('mobile-price-bar');
    await page.evaluate(() => window.scrollBy(0, 900));
    const stripBox = await strip.boundingBox();
    const barBox = await bar.boundingBox();
    expect(stripBox && barBox && stripBox.y + stripBox.height <= barBox.y).toBe(true);
    // It stays at the top while the steps scroll under it.
    expect(stripBox?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect(stripBox?.y ?? 999).toBeLessThan(100);

    const hide = strip.getByRole('button', { name: 'Hide the 3D view' });
    await hide.click();
    await expect(strip.getByRole('application')).toBeHidden();
    await expect(strip.getByRole('button', { name: 'Show the 3D view' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // Kept folded on the next visit.
    await page.reload();
    await expect(
      page.getByTestId('machine-view-strip').getByRole('button', { name: 'Show the 3D view' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  } finally {
    await context.close();
  }
});
