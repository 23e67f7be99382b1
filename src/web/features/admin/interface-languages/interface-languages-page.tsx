// /admin/public-configurator/interface-languages (docs/product.md#locales, development only): the generic
// entity page for the nine interface languages, which are switched on and off, never added or deleted.
// English's switch is shown locked with the reason; the server refuses it anyway (422 on the field).
import {
  INTERFACE_LANGUAGES_RESOURCE,
  switchOffRefusal,
} from '../../../../domain/resources/public-configurator.ts';
import type { ResourceItem } from '../../../../domain/resources/types.ts';
import type { FieldOverride } from '../field-input.tsx';
import { type ItemCustomisation, ResourcePage } from '../resource-page.tsx';

function fieldOverrides(item: ResourceItem | undefined): Record<string, FieldOverride> {
  const refusal = item ? switchOffRefusal(item.id) : undefined;
  return refusal ? { enabled: { disabled: true, help: refusal } } : {};
}

const CUSTOMISATION: ItemCustomisation = { fieldOverrides };

export function InterfaceLanguagesPage({ path }: { path: string }) {
  return (
    <ResourcePage
      path={path}
      declaration={INTERFACE_LANGUAGES_RESOURCE}
      customisation={CUSTOMISATION}
      intro="The languages visitors can choose in the public configurator. A language switched off leaves the language selector at once; visitors who had chosen it see English."
    />
  );
}
