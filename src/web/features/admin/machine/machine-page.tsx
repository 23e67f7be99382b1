// /admin/product-portfolio/machines/{machineId} (docs/product.md#routes): the machine's data (the generic
// form) and its availability matrix.
import { resourceOf } from '../../../../domain/resources/registry.ts';
import type { ResourceDeclaration } from '../../../../domain/resources/types.ts';
import { ResourceItemPage } from '../resource-item-page.tsx';
import { AvailabilityEditor } from './availability-editor.tsx';

const MACHINES = resourceOf('machines') as ResourceDeclaration;

export function MachinePage({ listPath }: { listPath: string }) {
  return (
    <ResourceItemPage declaration={MACHINES} listPath={listPath}>
      {(machine) => <AvailabilityEditor machineId={machine.id} />}
    </ResourceItemPage>
  );
}
