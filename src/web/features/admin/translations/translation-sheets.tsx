// The translations as .xlsx through the admin's spreadsheet mechanism (spreadsheets.tsx): an export per
// language (the list's filter narrows the export), one of the view as filtered, and the import with its dry
// run, preview and refusals. A sheet may hold one language only: rows left out of it stay as they are.
import { Button } from '@mantine/core';
import { IconTableImport } from '@tabler/icons-react';
import { useState } from 'react';
import { listQueryString } from '../../../../domain/resources/list-query.ts';
import { TRANSLATIONS_RESOURCE } from '../../../../domain/resources/public-configurator.ts';
import { ExportMenu, ImportDialog, type WorkbookTarget } from '../spreadsheets.tsx';
import type { LocaleProgress } from './machine-translation-panel.tsx';
import { listFilter, type TranslationFilters } from './translation-filters.ts';

const KEY = TRANSLATIONS_RESOURCE.key;

/** The export menu's entries: the view as filtered (when it is), each language, and all of them. */
function exportTargets(locales: LocaleProgress[], filters: TranslationFilters): WorkbookTarget[] {
  const filter = listFilter(filters);
  const narrowed = Object.keys(filter).length > 0 || Boolean(filters.q);
  return [
    ...(narrowed
      ? [
          {
            key: KEY,
            title: 'The texts shown (filters and search)',
            query: listQueryString({ filter, search: filters.q ?? '' }),
          },
        ]
      : []),
    ...locales.map((entry) => ({
      key: KEY,
      title: `${entry.language} (${entry.locale})`,
      query: listQueryString({ filter: { locale: entry.locale } }),
    })),
    { key: KEY, title: 'Every language' },
  ];
}

export function TranslationSheets({
  locales,
  filters,
  onImported,
}: {
  locales: LocaleProgress[];
  filters: TranslationFilters;
  /** an import was applied: the progress is read again */
  onImported: () => void;
}) {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <ExportMenu targets={exportTargets(locales, filters)} />
      <Button
        variant="default"
        leftSection={<IconTableImport size={16} aria-hidden />}
        onClick={() => setImporting(true)}
      >
        Import…
      </Button>
      {importing && (
        <ImportDialog
          target={{ key: KEY, title: TRANSLATIONS_RESOURCE.title }}
          opened
          onClose={() => setImporting(false)}
          onImported={onImported}
        />
      )}
    </>
  );
}
