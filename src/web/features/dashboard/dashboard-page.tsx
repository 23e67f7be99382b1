import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCode } from '../../../domain/configuration-code.ts';
import { formatDate } from '../../../domain/format.ts';
import type { RouteEntry } from '../../../domain/navigation/table.ts';
import { EntryList } from '../../components/ui/entry-list.tsx';
import { Page } from '../../components/ui/page.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { DataGate } from '../../kernel/data-gate.tsx';
import { navIcon } from '../../kernel/icons.ts';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useSession } from '../../kernel/session/session.tsx';
import { configuratorPath } from '../../lib/configurator-path.ts';
import { newestFirst, publishedOn } from '../../lib/news.ts';
import {
  PORTFOLIO_BASE,
  PORTFOLIO_LIST_PATHS,
  type PortfolioKind,
  usePortfolio,
} from '../../lib/portfolio.ts';
import { useLastConfigurationCodes } from '../../lib/recent-configuration-codes.ts';
import { canOpen } from '../../lib/route-match.ts';
import classes from './dashboard.module.css';

const LATEST_NEWS = 3;
const RECENT_CODES = 5;

/** Where a user starts work from home: the finders and the configurator first, then the areas. */
const QUICK_ENTRIES = [
  '/machine-configurator/machine-platform-finder',
  '/machine-configurator/machine-finder',
  '/machine-configurator/configurator',
  PORTFOLIO_BASE,
  '/general-information',
  '/analytics',
  '/admin',
];

const QUICK_TEXT: Record<string, string> = {
  '/machine-configurator/machine-platform-finder': 'Compare platforms by application and output.',
  '/machine-configurator/machine-finder': "Size a dosing line for a customer's foam.",
  '/machine-configurator/configurator': 'Configure and price a machine.',
  [PORTFOLIO_BASE]: 'Machines, versions, pumps, mixheads and more.',
  '/general-information': 'Information pages for the sales force.',
  '/analytics': 'Visits, searches and the configurator funnel.',
  '/admin': 'Users, catalogue and configurator model.',
};

const COUNTED: { kind: PortfolioKind; label: string }[] = [
  { kind: 'machines', label: 'Machines' },
  { kind: 'machineVersions', label: 'Machine versions' },
  { kind: 'pumps', label: 'Pumps' },
  { kind: 'mixheads', label: 'Mixheads' },
  { kind: 'injectors', label: 'Injectors' },
  { kind: 'machineComponents', label: 'Machine components' },
  { kind: 'preConditioning', label: 'Pre-conditioning' },
];

export function DashboardPage() {
  const session = useSession();
  const name = session.data?.user.name ?? '';
  const role = session.data?.user.role;
  // Everything here is filtered by what the role may open: no link leads to "No access".
  const quick = QUICK_ENTRIES.filter((path) => canOpen(path, role)).map(routeEntry);
  const showNews = canOpen('/news', role);
  const showInfo = canOpen('/general-information', role);
  const showCodes = canOpen('/machine-configurator/configurator', role);
  const showCatalogue = canOpen(PORTFOLIO_BASE, role);

  return (
    <Page title={routeEntry('/').title} subtitle={name ? `Welcome, ${name}.` : undefined}>
      {quick.length > 0 && <QuickEntries entries={quick} />}
      {(showCodes || showNews) && (
        <SimpleGrid cols={{ base: 1, md: showCodes && showNews ? 2 : 1 }} spacing="md">
          {showCodes && <RecentCodes />}
          {showNews && (
            <Panel
              id="dashboard-news"
              title="Latest news"
              action={
                <Anchor component={Link} to="/news" size="sm">
                  All news
                </Anchor>
              }
            >
              <DataGate>
                {(store) =>
                  store.news.length === 0 ? (
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
                  )
                }
              </DataGate>
            </Panel>
          )}
        </SimpleGrid>
      )}
      {showCatalogue && <CatalogueCounts />}
      {showInfo && (
        <Panel id="dashboard-info" title="General information">
          <DataGate>
            {(store) =>
              store.generalInformation.length === 0 ? (
                <Text size="sm" c="dimmed">
                  Information pages will be linked here once they are written.
                </Text>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={6}>
                  {store.generalInformation.map((page) => (
                    <Anchor
                      key={page.id}
                      component={Link}
                      to={`/general-information/${encodeURIComponent(String(page.id))}`}
                    >
                      {page.title}
                    </Anchor>
                  ))}
                </SimpleGrid>
              )
            }
          </DataGate>
        </Panel>
      )}
    </Page>
  );
}

function Panel({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Card>
  );
}

function QuickEntries({ entries }: { entries: RouteEntry[] }) {
  return (
    <nav aria-label="Quick entries">
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" component="ul" className={classes.plainList}>
        {entries.map((entry) => {
          const Icon = navIcon(entry.icon);
          return (
            <li key={entry.path}>
              <Card
                component={Link}
                to={entry.path}
                withBorder
                padding="md"
                radius="md"
                h="100%"
                className={classes.quick}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" size="lg" radius="md">
                    <Icon size={20} aria-hidden />
                  </ThemeIcon>
                  <Stack gap={2}>
                    <Text fw={600}>{entry.title}</Text>
                    <Text size="sm" c="dimmed">
                      {QUICK_TEXT[entry.path]}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            </li>
          );
        })}
      </SimpleGrid>
    </nav>
  );
}

/** The user's recent configuration codes (the last one per machine, kept in this browser). */
function RecentCodes() {
  const codes = useLastConfigurationCodes().slice(0, RECENT_CODES);
  const { portfolio } = usePortfolio();
  const machineName = (slug: string) =>
    portfolio?.machines.find((machine) => machine.slug === slug)?.name ?? slug;
  return (
    <Panel id="dashboard-codes" title="Your recent configurations">
      {codes.length === 0 ? (
        <Text size="sm" c="dimmed">
          When you save a configuration, its code appears here, so you can reopen it. The last code of each
          machine is kept in this browser.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" className={classes.plainList} data-testid="recent-codes">
          {codes.map((entry) => (
            <li key={entry.machineSlug}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Anchor
                    component={Link}
                    to={configuratorPath({ machine: entry.machineSlug, code: entry.code })}
                    fw={600}
                  >
                    <span className={classes.code}>{formatCode(entry.code)}</span>
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {machineName(entry.machineSlug)}
                  </Text>
                </Stack>
                <Text size="sm" c="dimmed">
                  {formatDate(entry.savedAt)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** How much the catalogue holds, each a way into its list. */
function CatalogueCounts() {
  const { portfolio, state } = usePortfolio();
  if (!portfolio && state !== 'loading') return null;
  return (
    <section aria-labelledby="dashboard-catalogue">
      <Title order={2} size="h4" id="dashboard-catalogue" mb="sm">
        Catalogue
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" component="ul" className={classes.plainList}>
        {COUNTED.map(({ kind, label }) => (
          <li key={kind}>
            {portfolio ? (
              <Card
                component={Link}
                to={PORTFOLIO_LIST_PATHS[kind]}
                withBorder
                padding="sm"
                radius="md"
                className={classes.quick}
              >
                <Text size="xl" fw={700} data-testid={`count-${kind}`}>
                  {portfolio[kind].length}
                </Text>
                <Text size="sm" c="dimmed">
                  {label}
                </Text>
              </Card>
            ) : (
              <Skeleton height={72} radius="md" />
            )}
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
}
