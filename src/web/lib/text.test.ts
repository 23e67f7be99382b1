import { describe, expect, it } from 'vitest';
import { plainText } from './text.ts';

describe('plainText', () => {
  it('keeps the words of rich text, one space between blocks, entities decoded', () => {
    expect(
      plainText('<p>Delivery FCA&nbsp;Lindau</p><ul><li>30 %&nbsp;with the order</li><li>R&amp;D</li></ul>'),
    ).toBe('Delivery FCA Lindau 30 % with the order R&D');
  });

  it('decodes escaped markup and numeric entities, and leaves unknown names as written', () => {
    expect(plainText('&lt;script&gt;alert(1)&lt;/script&gt; &quot;x&quot; &#39;y&#x27; &eacute; &#0;')).toBe(
      '<script>alert(1)</script> "x" \'y\' &eacute; &#0;',
    );
  });

  it('leaves plain text alone', () => {
    expect(plainText('  Two years\non pumps ')).toBe('Two years on pumps');
  });
});
