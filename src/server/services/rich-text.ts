// sanitize-html (with htmlparser2 and postcss) takes about 90 ms to load: it loads with the first rich
// text written, read or seeded, not with every start of the server (start time, measured by bench:start;
// docs/ARCHITECTURE.md#start-and-stop).
import type sanitizeHtml from 'sanitize-html';

/** What the info-page and news editors may produce; everything else is dropped. */
const OPTIONS: Omit<sanitizeHtml.IOptions, 'transformTags'> = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
    'code',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
};

export type RichTextSanitizer = (html: string) => string;

let loading: Promise<RichTextSanitizer> | undefined;

/** Makes rich text as stored and served: safe to render as HTML in the browser. */
export function richTextSanitizer(): Promise<RichTextSanitizer> {
  loading ??= import('sanitize-html').then(({ default: sanitize }) => {
    const options: sanitizeHtml.IOptions = {
      ...OPTIONS,
      // Links to other sites open apart and pass no opener.
      transformTags: { a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }) },
    };
    return (html) => sanitize(html, options).trim();
  });
  return loading;
}
