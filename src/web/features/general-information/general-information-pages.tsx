import { Anchor, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { EntryList } from '../../components/ui/entry-list.tsx';
import { Page } from '../../components/ui/page.tsx';
import { PlannedContent } from '../../components/ui/planned-content.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { DataGate } from '../../kernel/data-gate.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';

const LIST = '/general-information';

export function GeneralInformationListPage() {
  const entry = routeEntry(LIST);
  return (
    <Page title={entry.title}>
      <DataGate>
        {(store) =>
          store.generalInformation.length === 0 ? (
            <PlannedContent title="No information pages yet">
              Information pages will be listed here once they are written in the admin area.
            </PlannedContent>
          ) : (
            <EntryList basePath={LIST} entries={store.generalInformation} />
          )
        }
      </DataGate>
    </Page>
  );
}

export function GeneralInformationPage() {
  const { pageId } = useParams();
  return (
    <DataGate>
      {(store) => {
        const page = store.generalInformation.find((item) => String(item.id) === pageId);
        if (!page) {
          return (
            <Page title={routeEntry(`${LIST}/:pageId`).title}>
              <Text>
                There is no information page {pageId}. It may have been removed;{' '}
                <Anchor component={Link} to={LIST}>
                  see all information pages
                </Anchor>
                .
              </Text>
            </Page>
          );
        }
        return (
          <Page title={page.title} item>
            <RichText html={page.text} />
          </Page>
        );
      }}
    </DataGate>
  );
}
