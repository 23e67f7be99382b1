import { useEffect } from 'react';
import { PRODUCT_NAME } from '../../domain/product.ts';

/** Sets the tab's title while the page is shown; the product name while the title is not known yet. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ?? PRODUCT_NAME;
  }, [title]);
}
