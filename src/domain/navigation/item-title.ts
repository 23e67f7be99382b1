// The title of a page that shows one item (the internal layout's, through menu.ts `pageTitle`). The
// public machine page's title has the same shape as a text of its own (configurator `pageTitle`), so
// that its budgeted first load carries no code for it.

/** The parts of a title, most specific first: "AXP 1.2 · Pumps · Meterline". */
const TITLE_SEPARATOR = ' · ';

/**
 * The title of a page that shows one item: the item's name, where it is listed, the product, so that
 * tabs and the browser's history tell items apart. Blank parts, and a part that repeats the one before
 * it, are left out.
 */
export function itemPageTitle(name: string, section: string | undefined, productName: string): string {
  const parts: string[] = [];
  for (const part of [name, section, productName]) {
    const text = part?.trim();
    if (text && text !== parts.at(-1)) parts.push(text);
  }
  return parts.join(TITLE_SEPARATOR);
}
