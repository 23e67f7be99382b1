// What the browser may know of the server: types only (the web → server rule of .dependency-cruiser.cjs).

export type { ConfiguratorDataResponse } from '../db/queries/configurator-data.ts';
export type { GeneralInformationPage, NewsArticle } from '../db/queries/content.ts';
export type { ProductPortfolio } from '../db/queries/product-portfolio.ts';
export type { HistoryChange, HistoryEntry, HistoryPage } from '../db/queries/resources/history.ts';
export type { QuoteMailStatus, QuoteRequestStatus } from '../db/schema/quotes.ts';

import type { SessionUser as ServerSessionUser } from './context.ts';

/** The user of an Auth.js session as the browser gets it (the session id stays on the server). */
export type SessionUser = Omit<ServerSessionUser, 'sessionId'>;
export type { ApiErrorDetails } from './errors.ts';
export type { AppRouter } from './trpc/router.ts';
