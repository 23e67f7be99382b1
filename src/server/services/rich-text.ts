// sanitize-html (with htmlparser2 and postcss) takes about 90 ms to load: it loads with the first rich
// text written or read, not with every start of the server (issue 10, bench:start).
import type sanitizeHtml from 'sanitize-html';

/** What the info-page and news editors may produce; everything else is dropped. */
function options(sanitize: typeof sanitizeHtml): sanitizeHtml.IOptions {
  return {
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
    transformTags: {
      // Links to other sites open apart and pass no opener.
      a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  };
}

export type RichTextSanitizer = (html: string) => string;

let loading: Promise<RichTextSanitizer> | undefined;

/** Makes rich text as stored and served: safe to render as HTML in the browser. */
export function richTextSanitizer(): Promise<RichTextSanitizer> {
  loading ??= import('sanitize-html').then(({ default: sanitize }) => {
    const chosen = options(sanitize);
    return (html) => sanitize(html, chosen).trim();
  });
  return loading;
}
