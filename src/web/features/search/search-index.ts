// What the Ctrl/⌘+K search looks through (docs/product.md#search): portfolio items, information pages and
// news, each with the page it opens. Built once per data-store answer; the query only filters it.
import { search } from '../../../domain/search.ts';
import type { GeneralInformationPage, NewsArticle } from '../../kernel/data-store.tsx';
import { type PortfolioIndex, type PortfolioKind, portfolioItemPath } from '../../lib/portfolio.ts';
import { applicationLabel } from '../../lib/technical.ts';
import { plainText } from '../../lib/text.ts';

export type SearchKind =
  | 'Machine'
  | 'Machine version'
  | 'Pump'
  | 'Mixhead'
  | 'Injector'
  | 'Machine component'
  | 'Pre-conditioning'
  | 'General information'
  | 'News';

export type SearchEntry = {
  key: string;
  kind: SearchKind;
  title: string;
  /** the words searched besides the title; the first part is shown under the title */
  text: string;
  to: string;
};

const words = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');
const peripheralText = (item: PortfolioIndex['machineComponents'][number]) =>
  words(item.description, item.type.name, item.type.description);

export function buildSearchIndex(
  portfolio: PortfolioIndex | undefined,
  pages: readonly GeneralInformationPage[],
  news: readonly NewsArticle[],
): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const add = <T extends { id: string; name: string }>(
    kind: SearchKind,
    path: PortfolioKind,
    items: readonly T[],
    text: (item: T) => string,
  ) => {
    for (const item of items) {
      entries.push({
        key: `${path}-${item.id}`,
        kind,
        title: item.name,
        text: text(item),
        to: portfolioItemPath(path, item.id),
      });
    }
  };
  if (portfolio) {
    add('Machine', 'machines', portfolio.machines, (item) =>
      words(item.description, item.applications.map(applicationLabel).join(', ')),
    );
    add('Machine version', 'machineVersions', portfolio.machineVersions, (item) =>
      words(item.description, item.polyPump.name, item.isoPump.name),
    );
    add('Pump', 'pumps', portfolio.pumps, (item) => words(item.description, item.pumpType.name));
    add('Mixhead', 'mixheads', portfolio.mixheads, (item) => words(item.description, item.series.name));
    add('Injector', 'injectors', portfolio.injectors, (item) =>
      words(item.description, item.type.name, item.material.name),
    );
    add('Machine component', 'machineComponents', portfolio.machineComponents, peripheralText);
    add('Pre-conditioning', 'preConditioning', portfolio.preConditioning, peripheralText);
  }
  // Rich text is searched for its words, not its markup ("li" must not find every list).
  for (const page of pages) {
    entries.push({
      key: `info-${page.id}`,
      kind: 'General information',
      title: page.title,
      text: plainText(page.text),
      to: `/general-information/${encodeURIComponent(String(page.id))}`,
    });
  }
  for (const article of news) {
    entries.push({
      key: `news-${article.id}`,
      kind: 'News',
      title: article.title,
      text: plainText(article.text),
      to: `/news/${encodeURIComponent(String(article.id))}`,
    });
  }
  return entries;
}

/** Matches (docs/product.md#search); those found by their title before those found only in their text. */
export function searchEntries(entries: readonly SearchEntry[], query: string): SearchEntry[] {
  const found = search(entries, query);
  const needle = query.trim().toLowerCase();
  const byTitle = found.filter((entry) => entry.title.toLowerCase().includes(needle));
  return [...byTitle, ...found.filter((entry) => !byTitle.includes(entry))];
}
