// The admin area's chunk: staff pages under /admin. Every page whose last path segment names a declared
// resource (src/domain/resources) is the one generic entity page; items with an address of their own
// get the generic item page; users, a machine's availability, the quote requests, the interface
// languages (English locked) and the translations (loaded with their own page) are the irregular pages. The area
// brings its own notifications and the date pickers' styles, so nothing of it loads elsewhere.
// First: zod runs jitless before any of the area's schemas is built (app/zod-jitless.ts).
import '../zod-jitless.ts';
import '@mantine/dates/styles.css';
import { Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { endsInDynamicSegment } from '../../../domain/navigation/menu.ts';
import { resourceOf } from '../../../domain/resources/registry.ts';
import { AdminFrame } from '../../features/admin/admin-frame.tsx';
import { InterfaceLanguagesPage } from '../../features/admin/interface-languages/interface-languages-page.tsx';
import { MachinePage } from '../../features/admin/machine/machine-page.tsx';
import { DraftActions } from '../../features/admin/model-editor/draft-actions.tsx';
import { PortfolioWorkbook } from '../../features/admin/portfolio-workbook.tsx';
import { QuoteRequestPage } from '../../features/admin/quote-requests/quote-request-page.tsx';
import {
  QUOTE_REQUESTS_PATH,
  QuoteRequestsPage,
} from '../../features/admin/quote-requests/quote-requests-page.tsx';
import { ResourceItemPage } from '../../features/admin/resource-item-page.tsx';
import { ResourcePage } from '../../features/admin/resource-page.tsx';
import { prefetchTranslationRows } from '../../features/admin/translations/use-translation-rows.ts';
import { UsersPage } from '../../features/admin/users/users-page.tsx';
import { lazyPage } from '../../kernel/lazy-page.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { RoutePage } from '../route-page.tsx';

const PORTFOLIO = '/admin/product-portfolio';
const INTERFACE_LANGUAGES = '/admin/public-configurator/interface-languages';
const MACHINES = `${PORTFOLIO}/machines`;

const STEPS = '/admin/public-configurator/steps';

// The model editor (with drag and drop) loads with its own pages, not with every admin page.
const ModelEditorPage = lazyPage(
  'admin:ModelEditorPage',
  () => import('../../features/admin/model-editor/model-editor-page.tsx'),
  (m) => m.ModelEditorPage,
);

// The translations page (a virtualised grid, machine-translation jobs) loads with its own page too.
const TRANSLATIONS = '/admin/public-configurator/translations';
const TranslationsPage = lazyPage(
  'admin:TranslationsPage',
  () => import('../../features/admin/translations/translations-page.tsx'),
  (m) => m.TranslationsPage,
);

/** The translations page, whose grid's first rows are asked for as it opens, while its code loads. */
function TranslationsRoute({ path }: { path: string }) {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  // Once, while rendering: during a navigation nothing of the page commits until its code is there.
  useState(() => {
    if (params.get('tab') !== 'glossary') prefetchTranslationRows(queryClient, params);
  });
  return <TranslationsPage path={path} />;
}

const lastSegment = (path: string) => path.split('/').at(-1) ?? '';
const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');

/**
 * A machine's draft in the public configurator's layout (the configurator feature's page, with its code:
 * vite.config.ts shares the configurator chunk with it), and the model editor's publish and versions
 * beside it.
 */
const DRAFT_PREVIEW = '/admin/public-configurator/steps/preview';
const DraftPreviewPage = lazyPage(
  'admin:draft-preview',
  () => import('../../features/configurator/preview/draft-preview-page.tsx'),
  (m) => m.DraftPreviewPage,
);
const draftActions = (slug: string) => <DraftActions slug={slug} />;

function adminPage(path: string): ComponentType {
  if (path === DRAFT_PREVIEW) {
    return () => (
      <Suspense fallback={<Skeleton height={400} aria-busy="true" aria-label="Loading the preview" />}>
        <DraftPreviewPage actions={draftActions} />
      </Suspense>
    );
  }
  if (path === '/admin/user') return () => <UsersPage path={path} />;
  if (path === `${MACHINES}/:machineId`) return () => <MachinePage listPath={MACHINES} />;
  if (path === QUOTE_REQUESTS_PATH) return QuoteRequestsPage;
  if (path === STEPS) return () => <ModelEditorPage path={path} />;
  if (path === `${STEPS}/steps`) return () => <ModelEditorPage path={path} focus="tree" />;
  if (path === `${STEPS}/sub-steps`) return () => <ModelEditorPage path={path} focus="subSteps" />;
  if (path === INTERFACE_LANGUAGES) return () => <InterfaceLanguagesPage path={path} />;
  if (path === TRANSLATIONS) return () => <TranslationsRoute path={path} />;
  if (path === `${QUOTE_REQUESTS_PATH}/:quoteRequestId`) return QuoteRequestPage;
  if (endsInDynamicSegment(path)) {
    const listPath = parentOf(path);
    const declaration = resourceOf(lastSegment(listPath));
    if (declaration) return () => <ResourceItemPage declaration={declaration} listPath={listPath} />;
  }
  const entry = routeEntry(path);
  const sections = (entry.children ?? []).filter((child) => !endsInDynamicSegment(child.path));
  const declaration = resourceOf(lastSegment(path));
  if (declaration && sections.length === 0) {
    const hasItemPages = (entry.children ?? []).some((child) => endsInDynamicSegment(child.path));
    return () => (
      <ResourcePage path={path} declaration={declaration} detailPath={hasItemPages ? path : undefined} />
    );
  }
  if (path === PORTFOLIO) {
    return () => (
      <>
        <RoutePage path={path} />
        <PortfolioWorkbook />
      </>
    );
  }
  return () => <RoutePage path={path} />;
}

export function pageFor(path: string): ComponentType {
  const Page = adminPage(path);
  return function AdminRoute() {
    return (
      <AdminFrame>
        <Page />
      </AdminFrame>
    );
  };
}
