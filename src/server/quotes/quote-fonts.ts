// Fonts of the quote PDF: Noto Sans for Latin scripts (Czech needs Latin Extended-A, which
// the CJK fonts lack) and Noto Sans JP, SC and KR for Japanese, Chinese and Korean, as plain TTF files.
// react-pdf embeds only the glyphs a document uses, so a page stays small.
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';
import type { InterfaceLocale } from '../../domain/format.ts';

const require = createRequire(import.meta.url);

const FAMILIES = {
  NotoSans: '@expo-google-fonts/noto-sans/{w}/NotoSans_{w}.ttf',
  NotoSansJP: '@expo-google-fonts/noto-sans-jp/{w}/NotoSansJP_{w}.ttf',
  NotoSansSC: '@expo-google-fonts/noto-sans-sc/{w}/NotoSansSC_{w}.ttf',
  NotoSansKR: '@expo-google-fonts/noto-sans-kr/{w}/NotoSansKR_{w}.ttf',
} as const;

let registered = false;

/** Registers the families once per process (react-pdf's font store is global). */
export function registerQuoteFonts(): void {
  if (registered) return;
  registered = true;
  for (const [family, pattern] of Object.entries(FAMILIES)) {
    Font.register({
      family,
      fonts: [
        { src: require.resolve(pattern.replaceAll('{w}', '400Regular')), fontWeight: 400 },
        { src: require.resolve(pattern.replaceAll('{w}', '700Bold')), fontWeight: 700 },
      ],
    });
  }
  // CJK has no spaces: let lines break between any two ideographs, kana or hangul; never hyphenate
  // Latin words (a quote is no place for "Mix-head").
  Font.registerHyphenationCallback((word) =>
    /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]/.test(word) ? Array.from(word) : [word],
  );
}

/** The font stack of a locale: its CJK family first where it has one, Noto Sans for the rest. */
export function fontFamilyFor(locale: InterfaceLocale): string[] {
  if (locale === 'ja') return ['NotoSansJP', 'NotoSans'];
  if (locale === 'zh') return ['NotoSansSC', 'NotoSans'];
  if (locale === 'ko') return ['NotoSansKR', 'NotoSans'];
  return ['NotoSans'];
}
