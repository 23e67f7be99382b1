// The global search (docs/product.md#search).

export type Searchable = { title?: string | null; text?: string | null };

/**
 * Items whose title or text contains the trimmed query, ignoring case, in their original order.
 * An empty query finds nothing rather than everything.
 */
export function search<T extends Searchable>(items: readonly T[], text: string): T[] {
  const needle = text.trim().toLowerCase();
  if (needle === '') return [];
  return items.filter(
    (item) =>
      (item.title ?? '').toLowerCase().includes(needle) || (item.text ?? '').toLowerCase().includes(needle),
  );
}
