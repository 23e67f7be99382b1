// GET /api/general-information and GET /api/news (docs/product.md#data-store): published entries only.
import { asc, desc, eq } from 'drizzle-orm';
import { richTextSanitizer } from '../../services/rich-text.ts';
import type { Db } from '../client.ts';
import { generalInformationPages, newsArticles } from '../schema/index.ts';

export type GeneralInformationPage = {
  id: string;
  slug: string;
  title: string;
  /** sanitised rich text (HTML) */
  text: string;
  sortOrder: number;
  publishedAt: string;
  updatedAt: string;
};

export type NewsArticle = {
  id: string;
  slug: string;
  title: string;
  /** sanitised rich text (HTML) */
  text: string;
  publishedAt: string;
};

export async function loadGeneralInformation(db: Db): Promise<GeneralInformationPage[]> {
  const rows = await db
    .select()
    .from(generalInformationPages)
    .where(eq(generalInformationPages.published, true))
    .orderBy(asc(generalInformationPages.sortOrder), asc(generalInformationPages.title));
  const sanitizeRichText = await richTextSanitizer();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    // Stored sanitised; sanitised again here so that no row written around the editor reaches a page raw.
    text: sanitizeRichText(row.text),
    sortOrder: row.sortOrder,
    publishedAt: (row.publishedAt as Date).toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** Newest first. */
export async function loadNews(db: Db): Promise<NewsArticle[]> {
  const rows = await db
    .select()
    .from(newsArticles)
    .where(eq(newsArticles.published, true))
    .orderBy(desc(newsArticles.publishedAt), asc(newsArticles.title));
  const sanitizeRichText = await richTextSanitizer();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    text: sanitizeRichText(row.text),
    publishedAt: (row.publishedAt as Date).toISOString(),
  }));
}
