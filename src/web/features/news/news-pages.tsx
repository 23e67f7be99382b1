import { Anchor, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { EntryList } from '../../components/ui/entry-list.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlannedContent } from '../../components/ui/planned-content.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { DataGate } from '../../kernel/data-gate.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { newestFirst, publishedOn } from '../../lib/news.ts';

const LIST = '/news';

export function NewsListPage() {
  return (
    <Page title={routeEntry(LIST).title}>
      <DataGate>
        {(store) =>
          store.news.length === 0 ? (
            <PlannedContent title="No news yet">
              News articles will be listed here, newest first, once they are published in the admin area.
            </PlannedContent>
          ) : (
            <EntryList
              basePath={LIST}
              entries={newestFirst(store.news).map((article) => ({ ...article, date: publishedOn(article) }))}
            />
          )
        }
      </DataGate>
    </Page>
  );
}

export function NewsArticlePage() {
  const { articleId } = useParams();
  return (
    <DataGate>
      {(store) => {
        const article = store.news.find((item) => String(item.id) === articleId);
        if (!article) {
          return (
            <Page title={routeEntry(`${LIST}/:articleId`).title}>
              <Text>
                There is no news article {articleId}. It may have been removed;{' '}
                <Anchor component={Link} to={LIST}>
                  see all news
                </Anchor>
                .
              </Text>
            </Page>
          );
        }
        return (
          <Page
            title={article.title}
            item
            subtitle={publishedOn(article) ? `Published ${publishedOn(article)}` : undefined}
          >
            <RichText html={article.text} />
          </Page>
        );
      }}
    </DataGate>
  );
}
