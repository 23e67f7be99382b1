// Texts of the public site that the catalogue tables have no column for: machine names in each locale
// (mostly the product name itself), and the legal pages, whose English also lives in translations.
import { LEGAL_PAGES, PUBLIC_SITE_KEYS } from '../../queries/public-site.ts';
import { LEGAL_TEXTS, legalHtml } from './legal-texts.ts';
import { MACHINES } from './machines-data.ts';
import type { Phrase } from './phrases.ts';

/** Series names are translated; model names such as "HX Compact" are the same everywhere. */
const SERIES: Record<string, Phrase> = {
  hx: {
    en: 'HX Series',
    de: 'HX-Serie',
    it: 'Serie HX',
    ja: 'HXシリーズ',
    es: 'Serie HX',
    pt: 'Série HX',
    cs: 'Řada HX',
    zh: 'HX 系列',
    ko: 'HX 시리즈',
  },
  lx: {
    en: 'LX Series',
    de: 'LX-Serie',
    it: 'Serie LX',
    ja: 'LXシリーズ',
    es: 'Serie LX',
    pt: 'Série LX',
    cs: 'Řada LX',
    zh: 'LX 系列',
    ko: 'LX 시리즈',
  },
};

function sameEverywhere(text: string): Phrase {
  return { en: text, de: text, it: text, ja: text, es: text, pt: text, cs: text, zh: text, ko: text };
}

/** Machine names: their English is the machine's name column, so only the other locales are rows. */
export const MACHINE_NAME_TEXTS: { key: string; phrase: Phrase }[] = MACHINES.map((machine) => ({
  key: PUBLIC_SITE_KEYS.machineName(machine.slug),
  phrase: SERIES[machine.slug] ?? sameEverywhere(machine.name),
}));

/** The legal pages in every locale, English included. */
export const LEGAL_PAGE_TEXTS: { key: string; phrase: Phrase }[] = LEGAL_PAGES.flatMap((slug) => {
  const texts = LEGAL_TEXTS[slug];
  const phrase = (pick: (text: (typeof texts)['en']) => string) =>
    Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, pick(text)])) as Phrase;
  return [
    { key: PUBLIC_SITE_KEYS.legalTitle(slug), phrase: phrase((text) => text.title) },
    { key: PUBLIC_SITE_KEYS.legalBody(slug), phrase: phrase(legalHtml) },
  ];
});
