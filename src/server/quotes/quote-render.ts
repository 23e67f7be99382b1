// The heavy half of the quote PDF: react-pdf with its fonts and the QR code. It runs in a worker thread
// (services/worker-tasks.ts), never on the thread that answers requests: a page takes a CPU for
// hundreds of milliseconds.
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import { qrPath } from '../../domain/qr-path.ts';
import type { QuoteContent } from './quote-content.ts';
import { QuoteDocument } from './quote-document.tsx';
import { registerQuoteFonts } from './quote-fonts.ts';

/** The PDF's bytes. The same content gives the same bytes (the creation date is the quote's day). */
export async function renderQuote(content: QuoteContent): Promise<Uint8Array> {
  registerQuoteFonts();
  // A quiet zone of one module: the page's white margin does the rest.
  const qr = qrPath(content.link, 1);
  const creationDate = new Date(`${content.day}T00:00:00Z`);
  const element = createElement(QuoteDocument, { content, qr, creationDate }) as ReactElement as Parameters<
    typeof renderToBuffer
  >[0];
  const bytes = await renderToBuffer(element);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
