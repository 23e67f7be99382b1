// Server-side rule of the interface languages (docs/product.md#locales): English stays on. The database's
// check holds it too, but its refusal names a constraint; this one names the field and says why.
import { switchOffRefusal } from '../../../domain/resources/public-configurator.ts';
import { DataError } from '../../db/queries/errors.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';

export const interfaceLanguageHooks: ResourceHooks = {
  async prepare(_tx, { before, values, columns }) {
    const refusal = values.enabled === false ? switchOffRefusal(before?.code) : undefined;
    if (refusal) throw new DataError('INVALID', refusal, undefined, { field: 'enabled' });
    return columns;
  },
};
