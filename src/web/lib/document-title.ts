import { createContext, useContext, useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/product.ts';

/**
 * Where the server's render of a public page (app/server-render.tsx) learns the page's title: effects
 * do not run there, so the hook writes it while rendering, and the page's HTML is sent with it.
 */
export type DocumentTitleSink = { title?: string };
export const DocumentTitleSinkContext = createContext<DocumentTitleSink | null>(null);

/**
 * Sets the tab's title while the page is shown; the product name while the title is not known yet.
 * `enabled: false` leaves the title to the layout around the page (the internal area names it).
 */
export function useDocumentTitle(title: string | undefined, enabled = true): void {
  const sink = useContext(DocumentTitleSinkContext);
  if (sink && enabled) sink.title = title ?? PRODUCT_NAME;
  useEffect(() => {
    if (enabled) document.title = title ?? PRODUCT_NAME;
  }, [title, enabled]);
}
