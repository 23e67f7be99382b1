// /admin/public-configurator/translations (docs/product.md#llm, development only): every text customers
// read in the public configurator, in each language. Progress per switched-on language, machine translation
// of the missing texts (jobs on the server, followed live), the grid of texts with their translations
// edited in place and reviewed, the sheets per language, and the glossary machine translation keeps. The
// grid's filters are the address's (`?machine=&locale=&state=&q=`); `?tab=glossary` opens the glossary.
// The admin area loads this page on its own (app/areas/admin.tsx, lazyPage).
import { Tabs } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { TRANSLATIONS_RESOURCE } from '../../../../domain/resources/public-configurator.ts';
import { Page } from '../../../components/ui/page.tsx';
import { ForbiddenPage } from '../../../kernel/forbidden-page.tsx';
import { routeEntry } from '../../../kernel/route-entry.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import { messageOf } from '../model-editor/change-list.tsx';
import { useMayEdit } from '../resource-page.tsx';
import { GlossarySection } from './glossary-section.tsx';
import { MachineTranslationPanel } from './machine-translation-panel.tsx';
import { readFilters, type TranslationFilters, writeFilters } from './translation-filters.ts';
import { TranslationGrid } from './translation-grid.tsx';
import { TranslationProgress } from './translation-progress.tsx';
import { TranslationSheets } from './translation-sheets.tsx';
import { useMachineTranslation } from './use-machine-translation.ts';

export function TranslationsPage({ path }: { path: string }) {
  if (!useMayEdit(TRANSLATIONS_RESOURCE)) return <ForbiddenPage />;
  return <Translations path={path} />;
}

function Translations({ path }: { path: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const tab = params.get('tab') === 'glossary' ? 'glossary' : 'texts';
  const progress = useQuery(trpc.translationsAdmin.progress.queryOptions());
  const machines = useQuery(trpc.configuratorAdmin.machines.queryOptions());

  // The same function while the names stay the same (the counts change at every save): the grid's rows
  // render again when it changes (virtual-data-table.tsx).
  const namesKey = JSON.stringify(
    (progress.data?.locales ?? []).map((entry) => [entry.locale, entry.language]),
  );
  const languageOf = useMemo(() => {
    const names = new Map<string, string>(JSON.parse(namesKey));
    return (locale: string) => names.get(locale) ?? locale;
  }, [namesKey]);
  const enabled = progress.data?.locales.filter((entry) => entry.enabled);
  const machineTranslation = useMachineTranslation(languageOf);

  // The language "Translate missing" works on: the one chosen, else the filter's, else the first with gaps.
  const [chosenLocale, setChosenLocale] = useState<string | null>(null);
  const locale =
    [chosenLocale, filters.locale].find((code) => code && enabled?.some((entry) => entry.locale === code)) ??
    enabled?.find((entry) => entry.missing > 0)?.locale ??
    enabled?.[0]?.locale ??
    null;

  const setFilters = (next: TranslationFilters, options: { replace?: boolean } = {}) =>
    setParams((current) => writeFilters(current, next), options);
  const refreshProgress = () =>
    queryClient.invalidateQueries({ queryKey: trpc.translationsAdmin.progress.queryKey() });
  const jobEnded = () => {
    void refreshProgress();
    void queryClient.invalidateQueries({ queryKey: ['resource', 'translations'] });
  };

  return (
    <Page
      title={routeEntry(path).title}
      subtitle="Every text customers read in the public configurator, in each language: what is missing, what a machine translated and what a person reviewed."
    >
      <Tabs
        value={tab}
        onChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            if (next === 'glossary') updated.set('tab', 'glossary');
            else updated.delete('tab');
            updated.delete('item');
            return updated;
          })
        }
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="texts">Texts</Tabs.Tab>
          <Tabs.Tab value="glossary">Glossary</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="texts" pt="md">
          <div style={{ display: 'grid', gap: 'var(--mantine-spacing-lg)' }}>
            <TranslationProgress
              locales={enabled}
              error={progress.error ? messageOf(progress.error) : null}
              onRetry={() => void progress.refetch()}
              filters={filters}
            />
            <MachineTranslationPanel
              locales={enabled ?? []}
              locale={locale}
              onLocaleChange={setChosenLocale}
              llm={progress.data?.llm}
              jobs={machineTranslation.jobs}
              refusal={machineTranslation.refusal}
              starting={machineTranslation.starting}
              onTranslate={(code) => void machineTranslation.translate(code)}
              onClearRefusal={machineTranslation.clearRefusal}
              onDismissJob={machineTranslation.dismiss}
              onJobEnded={jobEnded}
              languageOf={languageOf}
            />
            <TranslationGrid
              filters={filters}
              onFiltersChange={setFilters}
              languageOf={languageOf}
              machines={machines.data}
              onTranslate={machineTranslation.translate}
              onChanged={() => void refreshProgress()}
              sheets={
                <TranslationSheets
                  locales={enabled ?? []}
                  filters={filters}
                  onImported={() => void refreshProgress()}
                />
              }
            />
          </div>
        </Tabs.Panel>
        <Tabs.Panel value="glossary" pt="md">
          <GlossarySection />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
