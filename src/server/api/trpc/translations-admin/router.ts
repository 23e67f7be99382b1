// The translations page's API (docs/product.md#translations), development only: progress per language,
// machine-translation jobs and review. The texts themselves are the admin resource `translations`.
import { router } from '../init.ts';
import { cancel } from './cancel.ts';
import { failures } from './failures.ts';
import { job } from './job.ts';
import { jobs } from './jobs.ts';
import { machineTranslate } from './machine-translate.ts';
import { markReviewed } from './mark-reviewed.ts';
import { progress } from './progress.ts';

export const translationsAdminRouter = router({
  progress,
  machineTranslate,
  job,
  jobs,
  cancel,
  failures,
  markReviewed,
});
