// The heavy half of the quote PDF: react-pdf with its fonts, and the QR encoder (re-exported). quote-pdf.ts imports
// this module on the first quote, so a start does not load them (bench:start).
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';

export { qrPath } from '../../domain/qr-path.ts';

import type { QuoteContent } from './quote-content.ts';
import { QuoteDocument } from './quote-document.tsx';
import { registerQuoteFonts } from './quote-fonts.ts';

export async function renderQuote(content: QuoteContent): Promise<Buffer> {
  registerQuoteFonts();
  const element = createElement(QuoteDocument, { content }) as ReactElement as Parameters<
    typeof renderToBuffer
  >[0];
  return renderToBuffer(element);
}
