import { Badge, CloseButton, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { truncate } from '../../../domain/format.ts';
import { Link } from '../../components/ui/router-link.tsx';
import { useDataStore } from '../../kernel/data-store.tsx';
import { useSession } from '../../kernel/session/session.tsx';
import { reportEvent } from '../../lib/analytics/analytics.ts';
import { usePortfolio } from '../../lib/portfolio.ts';
import { canOpen } from '../../lib/route-match.ts';
import classes from './search.module.css';
import { buildSearchIndex, type SearchEntry, type SearchKind, searchEntries } from './search-index.ts';

export type SearchResult = SearchEntry;

const KIND_COLORS: Partial<Record<SearchKind, string>> = { News: 'poly', 'General information': 'cyan' };

const MAX_RESULTS = 20;

/**
 * Search (docs/product.md#search): a modal titled "Search" (size 500) with a text input and a clear button.
 * It finds portfolio items, general-information pages and news articles whose title or text contains the
 * text; a result opens that page and closes the modal.
 */
export function SearchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const store = useDataStore();
  const role = useSession().data?.user.role;

  const { portfolio } = usePortfolio();
  const index = useMemo(
    // Only what this user may open: a result must not lead to "No access".
    () =>
      buildSearchIndex(portfolio, store.generalInformation, store.news).filter((entry) =>
        canOpen(entry.to, role),
      ),
    [portfolio, store.generalInformation, store.news, role],
  );
  const results = useMemo(() => searchEntries(index, text), [index, text]);

  const query = text.trim();
  // The term searched for is reported as a site search (docs/product.md#analytics) when the search ends
  // (a result opened or the modal closed): the term as finished, not every keystroke on the way.
  const close = () => {
    if (query !== '') reportEvent('site_searched', { term: query.slice(0, 200) });
    setText('');
    onClose();
  };
  const navigate = useNavigate();
  const list = useRef<HTMLDivElement>(null); // the results' <ul> (Stack types its ref as a div)
  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])];
  // The keyboard: Enter in the field opens the first result; the arrows move from the field through
  // the results and back.
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = results[0];
    if (event.key === 'Enter' && first) {
      event.preventDefault();
      close();
      navigate(first.to);
    } else if (event.key === 'ArrowDown' && first) {
      event.preventDefault();
      links()[0]?.focus();
    }
  };
  const onResultKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) input.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Search"
      size={500}
      closeButtonProps={{ 'aria-label': 'Close search' }}
    >
      <Stack gap="md">
        <TextInput
          ref={input}
          data-autofocus
          aria-label="Search text"
          placeholder="Search the portfolio, information pages and news"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onInputKey}
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
              : `Nothing in the portfolio, the information pages or the news matches “${query}”.`}
          </Text>
        )}
        {results.length > 0 && (
          <Stack
            gap={4}
            component="ul"
            ref={list}
            aria-label="Search results"
            className={classes.results}
            onKeyDown={onResultKey}
          >
            {results.slice(0, MAX_RESULTS).map((result) => (
              <li key={result.key}>
                <UnstyledButton component={Link} to={result.to} onClick={close} className={classes.result}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600} size="sm" truncate>
                      {result.title}
                    </Text>
                    <Badge size="xs" variant="light" color={KIND_COLORS[result.kind] ?? 'gray'}>
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
