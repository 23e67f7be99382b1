import { beforeAll, describe, expect, it } from 'vitest';
import { type RichTextSanitizer, richTextSanitizer } from './rich-text.ts';

let sanitizeRichText: RichTextSanitizer;
beforeAll(async () => {
  sanitizeRichText = await richTextSanitizer();
});

describe('richTextSanitizer', () => {
  it('keeps the formatting editors use', () => {
    const html = '<p>Prices in <strong>EUR</strong>:</p><ul><li>ex works</li></ul><h3>Delivery</h3>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<p>hi<script>alert(1)</script></p>', '<p>hi</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a rel="noopener noreferrer">x</a>'],
    ['<iframe src="https://evil.example"></iframe>text', 'text'],
    ['<p style="position:fixed">x</p>', '<p>x</p>'],
  ])('removes what could run or mislead: %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });

  it('keeps safe links and marks them noopener', () => {
    expect(sanitizeRichText('<a href="https://meterline.example/x" target="_blank">x</a>')).toBe(
      '<a href="https://meterline.example/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});
