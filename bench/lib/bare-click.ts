// The baseline of the click benches: a bare checkbox, clicked through Playwright exactly as the app's
// controls are (a real input event from the browser), whose change listener writes a text node. No React,
// no pricing, no scene: what a click costs before the app does anything.
import type { Page } from '@playwright/test';

/**
 * Milliseconds from each click event's timestamp to the text node's change, or, with `untilFrame`, to the
 * next animation frame after it (a redraw is only seen in a frame: the fair baseline of a scene's redraw).
 */
export async function bareClicks(
  page: Page,
  count: number,
  options: { untilFrame?: boolean } = {},
): Promise<number[]> {
  await page.evaluate((untilFrame) => {
    const input = document.createElement('input');
    input.type = 'checkbox';
    input.id = 'bench-baseline';
    input.setAttribute('aria-label', 'bench baseline');
    const out = document.createElement('span');
    out.textContent = '0';
    document.body.append(input, out);
    const w = window as unknown as { baseTimes: number[]; basePending: number | null };
    w.baseTimes = [];
    w.basePending = null;
    input.addEventListener('click', (event) => {
      w.basePending = event.timeStamp;
    });
    input.addEventListener('change', () => {
      out.textContent = String(Number(out.textContent) + 1);
    });
    // No named functions in here: tsx would wrap them in a helper the page does not have.
    new MutationObserver(() =>
      (untilFrame ? (then: () => void) => requestAnimationFrame(then) : (then: () => void) => then())(() => {
        if (w.basePending === null) return;
        w.baseTimes.push(performance.now() - w.basePending);
        w.basePending = null;
      }),
    ).observe(out, { childList: true, characterData: true, subtree: true });
  }, options.untilFrame ?? false);
  for (let i = 0; i < count; i++) {
    await page.locator('#bench-baseline').click();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  const times = await page.evaluate(() => (window as unknown as { baseTimes: number[] }).baseTimes);
  if (times.length !== count) throw new Error(`${times.length} of ${count} bare clicks were measured`);
  return times;
}
