import { Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { truncate } from '../../../domain/format.ts';
import { DataGate } from '../../app/data-gate.tsx';
import { routeEntry } from '../../app/route-page.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlannedContent } from '../../components/ui/planned-content.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { newestFirst, publishedOn } from '../../lib/news.ts';
import { plainText } from '../../lib/text.ts';

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
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {newestFirst(store.news).map((article) => (
                <li key={article.id}>
                  <Text size="xs" c="dimmed">
                    {publishedOn(article)}
                  </Text>
                  <Anchor component={Link} to={`${LIST}/${encodeURIComponent(String(article.id))}`} fw={600}>
                    {article.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {truncate(plainText(article.text), 200)}
                  </Text>
                </li>
              ))}
            </Stack>
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
            subtitle={publishedOn(article) ? `Published ${publishedOn(article)}` : undefined}
          >
            <RichText html={article.text} />
          </Page>
        );
      }}
    </DataGate>
  );
}
