// What a change removed is said where the user is: the notice and its Undo are on screen right after
// the change, at a laptop's and a phone's size; a radio group the removal empties gets its default back.
import { expectNoSeriousViolations } from './fixtures/axe.ts';
import { expect, test } from './fixtures/test.ts';

const SLUG = 'hx-compact';

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a removal shows its notice and Undo in view, and refills the emptied group (${viewport.width}×${viewport.height})`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, viewport, locale: 'en-GB' });
    await context.addCookies([{ name: 'CONFIGURATOR_SELECTED_LOCALE', value: 'en', url: baseURL }]);
    const page = await context.newPage();
    await page.goto(`/configurator/${SLUG}`);
    // On a phone the step list is folded into one line, and folds again once a step is chosen.
    const toggle = page.getByTestId('step-toggle');
    const chooseStep = async (name: RegExp) => {
      if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
        await toggle.click();
      await page.getByRole('button', { name }).click();
    };
    await chooseStep(/^Material supply/);
    await page.getByRole('radio', { name: /^Heating of both components/ }).check();
    await page.getByRole('button', { name: /^Next: Hose lines/ }).click();
    const heated = page.getByRole('radio', { name: /^Electrically heated hose lines/ });
    await heated.check();
    await page.getByRole('button', { name: /^Back: Material supply/ }).click();
    await page.getByRole('radio', { name: /^Without temperature control/ }).check();

    const notice = page.getByTestId('removal-notice');
    await expect(notice).toContainText(
      'Electrically heated hose lines was removed because you chose Without temperature control in step Material supply.',
    );
    await expect(notice).toBeInViewport({ ratio: 1 });
    const undo = notice.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeInViewport({ ratio: 1 });
    // It stays in view while the user reads on (until dismissed or the next change).
    await page.mouse.wheel(0, 3000);
    await expect(page.getByRole('button', { name: /^Next: Hose lines/ })).toBeInViewport();
    await expect(undo).toBeInViewport({ ratio: 1 });
    await expect(notice).toContainText('Hose heating is back to its default: Unheated hose lines.');
    await expectNoSeriousViolations(page);

    // The emptied group holds its default, so the step does not need a choice.
    await chooseStep(/^Hose lines/);
    await expect(page.getByRole('radio', { name: /^Unheated hose lines/ })).toBeChecked();

    await undo.click();
    await expect(notice).toBeHidden();
    await expect(heated).toBeChecked();
    await context.close();
  });
}
