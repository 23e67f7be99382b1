import { Page } from '../components/ui/page.tsx';
import { PlannedContent } from '../components/ui/planned-content.tsx';
import { SectionCards } from '../components/ui/section-cards.tsx';
import { routeEntry } from '../kernel/route-entry.ts';

/**
 * A route of the table: its title (and subtitle), the cards of its sections, and, where a later part
 * of Meterline fills the page, an empty state naming what will be here.
 */
export function RoutePage({ path, planned }: { path: string; planned?: string }) {
  const entry = routeEntry(path);
  return (
    <Page title={entry.title} subtitle={entry.subtitle}>
      <SectionCards entry={entry} />
      {planned && <PlannedContent>{planned}</PlannedContent>}
    </Page>
  );
}
