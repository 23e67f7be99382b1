// The title of a page that shows one item, in a module of its own: the public machine page titles its
// tab with it and should not load the menu's code for it (its first load is budgeted).

/** The parts of a title, most specific first: "AXP 1.2 · Pumps · Meterline". */
export const TITLE_SEPARATOR = ' · ';

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
