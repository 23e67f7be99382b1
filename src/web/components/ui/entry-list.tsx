import { Anchor, Stack, Text } from '@mantine/core';
import { truncate } from '../../../domain/format.ts';
import { plainText } from '../../lib/text.ts';
import { Link } from './router-link.tsx';

export type ListedEntry = { id: string | number; title: string; text: string; date?: string };

/** Info pages and news as a list: optional date, the title linking to the entry, a plain-text teaser. */
export function EntryList({
  entries,
  basePath,
  teaserLength = 200,
}: {
  entries: readonly ListedEntry[];
  basePath: string;
  teaserLength?: number;
}) {
  return (
    <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          {entry.date && (
            <Text size="xs" c="dimmed">
              {entry.date}
            </Text>
          )}
          <Anchor component={Link} to={`${basePath}/${encodeURIComponent(String(entry.id))}`} fw={600}>
            {entry.title}
          </Anchor>
          <Text size="sm" c="dimmed">
            {truncate(plainText(entry.text), teaserLength)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}
