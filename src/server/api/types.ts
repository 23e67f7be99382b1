// What the browser may know of the server: types only (the web → server rule of .dependency-cruiser.cjs).

export type { ConfiguratorDataResponse } from '../db/queries/configurator-data.ts';
export type { GeneralInformationPage, NewsArticle } from '../db/queries/content.ts';
export type { ProductPortfolio } from '../db/queries/product-portfolio.ts';
export type { SessionUser } from './context.ts';
export type { ApiErrorDetails } from './errors.ts';
export type { AppRouter } from './trpc/router.ts';
