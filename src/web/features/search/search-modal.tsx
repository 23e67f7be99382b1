import { Badge, CloseButton, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { truncate } from '../../../domain/format.ts';
import { search } from '../../../domain/search.ts';
import { useDataStore } from '../../app/data-store.tsx';
import { useSession } from '../../app/session/session.tsx';
import { canOpen } from '../../lib/route-match.ts';
import { plainText } from '../../lib/text.ts';
import classes from './search.module.css';

export type SearchResult = {
  key: string;
  kind: 'General information' | 'News';
  title: string;
  text: string;
  to: string;
};

const MAX_RESULTS = 20;

/**
 * SPEC §2/§5 search: a modal titled "Search" (size 500) with a text input and a clear button. It finds
 * general-information pages and news articles whose title or text contains the text; a result opens
 * that page.
 */
export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const store = useDataStore();
  const role = useSession().data?.user.role;

  const results = useMemo<SearchResult[]>(() => {
    // Rich text is searched for its words, not its markup ("li" must not find every list).
    const pages = search(
      store.generalInformation.map((page) => ({ ...page, text: plainText(page.text) })),
      text,
    ).map((page) => ({
      key: `info-${page.id}`,
      kind: 'General information' as const,
      title: page.title,
      text: page.text,
      to: `/general-information/${encodeURIComponent(String(page.id))}`,
    }));
    const articles = search(
      store.news.map((article) => ({ ...article, text: plainText(article.text) })),
      text,
    ).map((article) => ({
      key: `news-${article.id}`,
      kind: 'News' as const,
      title: article.title,
      text: article.text,
      to: `/news/${encodeURIComponent(String(article.id))}`,
    }));
    // Only what this user may open: a result must not lead to "No access".
    return [...pages, ...articles].filter((result) => canOpen(result.to, role));
  }, [store.generalInformation, store.news, text, role]);

  const query = text.trim();
  const close = () => {
    setText('');
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Search" size={500}>
      <Stack gap="md">
        <TextInput
          ref={input}
          data-autofocus
          aria-label="Search text"
          placeholder="Search general information and news"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          rightSectionPointerEvents="all"
          rightSection={
            <CloseButton
              aria-label="Clear search"
              disabled={text === ''}
              onClick={() => {
                setText('');
                input.current?.focus();
              }}
            />
          }
        />
        {query !== '' && results.length === 0 && (
          <Text c="dimmed" size="sm" role="status">
            {store.state === 'loading'
              ? 'The data is still loading; nothing matches yet.'
              : `No information page or news article matches “${query}”.`}
          </Text>
        )}
        {results.length > 0 && (
          <Stack gap={4} component="ul" aria-label="Search results" className={classes.results}>
            {results.slice(0, MAX_RESULTS).map((result) => (
              <li key={result.key}>
                <UnstyledButton component={Link} to={result.to} onClick={close} className={classes.result}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm" truncate>
                      {result.title}
                    </Text>
                    <Badge size="xs" variant="light" color={result.kind === 'News' ? 'poly' : 'cyan'}>
                      {result.kind}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {truncate(result.text, 160)}
                  </Text>
                </UnstyledButton>
              </li>
            ))}
            {results.length > MAX_RESULTS && (
              <Text size="xs" c="dimmed" component="li">
                {results.length - MAX_RESULTS} more match; type more to narrow the search.
              </Text>
            )}
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}
