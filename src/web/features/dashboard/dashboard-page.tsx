import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DataGate } from '../../app/data-gate.tsx';
import { routeEntry, SectionCards } from '../../app/route-page.tsx';
import { useSession } from '../../app/session/session.tsx';
import { EntryList } from '../../components/ui/entry-list.tsx';
import { Page } from '../../components/ui/page.tsx';
import { newestFirst, publishedOn } from '../../lib/news.ts';
import { canOpen } from '../../lib/route-match.ts';

const LATEST_NEWS = 3;

/** The sections a user can open from home: the top of the menu without the dashboard itself. */
const HOME_SECTIONS = {
  ...routeEntry('/'),
  children: [
    '/product-portfolio',
    '/machine-configurator',
    '/general-information',
    '/analytics',
    '/admin',
  ].map(routeEntry),
};

export function DashboardPage() {
  const session = useSession();
  const name = session.data?.user.name ?? '';
  const role = session.data?.user.role;
  // Backoffice, for one, may open neither: no links it would only find closed.
  const showNews = canOpen('/news', role);
  const showInfo = canOpen('/general-information', role);
  return (
    <Page title={routeEntry('/').title} subtitle={name ? `Welcome, ${name}.` : undefined}>
      <SectionCards entry={HOME_SECTIONS} />
      {(showNews || showInfo) && (
        <DataGate>
          {(store) => (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {showNews && (
                <Card
                  withBorder
                  padding="lg"
                  radius="md"
                  component="section"
                  aria-labelledby="dashboard-news"
                >
                  <Group justify="space-between" mb="sm">
                    <Title order={2} size="h4" id="dashboard-news">
                      News
                    </Title>
                    {store.news.length > 0 && (
                      <Anchor component={Link} to="/news" size="sm">
                        All news
                      </Anchor>
                    )}
                  </Group>
                  {store.news.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      The latest news will be shown here once articles are published.
                    </Text>
                  ) : (
                    <EntryList
                      basePath="/news"
                      teaserLength={140}
                      entries={newestFirst(store.news)
                        .slice(0, LATEST_NEWS)
                        .map((article) => ({ ...article, date: publishedOn(article) }))}
                    />
                  )}
                </Card>
              )}
              {showInfo && (
                <Card
                  withBorder
                  padding="lg"
                  radius="md"
                  component="section"
                  aria-labelledby="dashboard-info"
                >
                  <Title order={2} size="h4" id="dashboard-info" mb="sm">
                    General information
                  </Title>
                  {store.generalInformation.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      Information pages will be linked here once they are written.
                    </Text>
                  ) : (
                    <Stack gap={6}>
                      {store.generalInformation.map((page) => (
                        <Anchor
                          key={page.id}
                          component={Link}
                          to={`/general-information/${encodeURIComponent(String(page.id))}`}
                        >
                          {page.title}
                        </Anchor>
                      ))}
                    </Stack>
                  )}
                </Card>
              )}
            </SimpleGrid>
          )}
        </DataGate>
      )}
    </Page>
  );
}
