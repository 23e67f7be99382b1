// The /analytics page's API (docs/product.md#analytics), development and admin: aggregates of the events
// the collector (api/rest/analytics-routes.ts) stored; raw events never leave the database.
import { router } from '../init.ts';
import { report } from './report.ts';

export const analyticsRouter = router({ report });
