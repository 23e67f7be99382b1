// How a page that shows one item tells the layout the item's name: the layout puts it in the tab's
// title and the last breadcrumb (domain/navigation/menu.ts `pageTitle`, `breadcrumbs`). Until a page
// names its item (loading, an unknown id), the navigation table's titles stand.
import { createContext, useContext, useEffect } from 'react';

/** Names the shown item; the function it returns takes the name back (the page left or changed). */
export type ReportItemName = (name: string) => () => void;

/** Provided by the internal layout. Without it (a public page, a test), naming an item does nothing. */
export const ItemNameContext = createContext<ReportItemName | null>(null);

/** Names the one item the page shows while it is shown; `undefined` while it is not known. */
export function useItemName(name: string | undefined): void {
  const report = useContext(ItemNameContext);
  useEffect(() => (report && name ? report(name) : undefined), [report, name]);
}
