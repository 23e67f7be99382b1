import { formatDate } from '../../domain/format.ts';

type Dated = { publishedAt: string };

/** Newest first; articles without a readable date go last. */
export function newestFirst<T extends Dated>(articles: readonly T[]): T[] {
  const time = (article: T) => {
    const value = Date.parse(article.publishedAt);
    return Number.isNaN(value) ? Number.NEGATIVE_INFINITY : value;
  };
  return [...articles].sort((a, b) => time(b) - time(a));
}

/** yyyy-mm-dd, or '' for a date the server sent in a form we cannot read. */
export function publishedOn(article: Dated): string {
  try {
    return formatDate(article.publishedAt);
  } catch {
    return '';
  }
}
