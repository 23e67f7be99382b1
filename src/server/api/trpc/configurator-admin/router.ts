// The configurator model editor's API (docs/product.md#model-versions), development only: a machine's draft,
// its publication as an immutable version, the versions, their differences and rollback.
import { router } from '../init.ts';
import { diff } from './diff.ts';
import { draft } from './draft.ts';
import { machines } from './machines.ts';
import { preview } from './preview.ts';
import { publish } from './publish.ts';
import { rollback } from './rollback.ts';
import { saveDraft } from './save-draft.ts';
import { versions } from './versions.ts';

export const configuratorAdminRouter = router({
  machines,
  draft,
  saveDraft,
  publish,
  versions,
  diff,
  rollback,
  preview,
});
