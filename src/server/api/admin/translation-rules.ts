// Server-side rules of the translations (docs/product.md#translations): a text saved by a person (in the
// grid or by an imported sheet) is reviewed, and an emptied one is missing again; either way the reason a
// machine translation was refused no longer applies. English rows are the source of the legal pages, not
// translations: they are not items of the resource.
import { TARGET_LOCALES } from '../../../domain/resources/public-configurator.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';

export const translationHooks: ResourceHooks = {
  async prepare(_tx, { columns }) {
    const text = typeof columns.text === 'string' ? columns.text.trim() : '';
    return {
      ...columns,
      text: text === '' ? null : text,
      state: text === '' ? 'missing' : 'reviewed',
      reason: null,
      // An interface text a person changed no longer follows the build: theirs is shown instead.
      built: false,
    };
  },
  scope: () => ({ locale: TARGET_LOCALES }),
};
