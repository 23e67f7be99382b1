// The page of any declared entity (docs/product.md#routes): its list, a New button, spreadsheet
// export and import, and the create/edit form: in a drawer (`?item=<id>`, `?item=new`), or on the
// entity's own detail page when the navigation table has one (machines, news, information pages).
import { Button, Drawer, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { can } from '../../../domain/permissions.ts';
import type { ResourceDeclaration, ResourceItem } from '../../../domain/resources/types.ts';
import { Page } from '../../components/ui/page.tsx';
import { ForbiddenPage } from '../../kernel/forbidden-page.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useSession } from '../../kernel/session/session.tsx';
import { useItemName } from '../../lib/item-name.ts';
import { adminPath, useResourceItem } from '../../lib/resource-client.ts';
import type { FieldOverride } from './field-input.tsx';
import { ItemHistory, ItemTabs } from './item-history.tsx';
import { ItemLoadState } from './item-load-state.tsx';
import { ResourceForm } from './resource-form.tsx';
import { ResourceTable } from './resource-table.tsx';
import { itemLabel } from './resource-values.ts';
import { SpreadsheetActions } from './spreadsheets.tsx';
import { useLeaveGuard } from './unsaved-changes.tsx';

/** What an irregular page (users) adds to the generic one, per item (undefined: a new one). */
export type ItemCustomisation = {
  fieldOverrides?: (item: ResourceItem | undefined) => Record<string, FieldOverride>;
  readOnlyReason?: (item: ResourceItem) => string | undefined;
  extraActions?: (item: ResourceItem) => ReactNode;
};

export const NEW_ITEM = 'new';

/** Whether the signed-in user may use this entity; the server refuses the rest anyway. */
export function useMayEdit(declaration: ResourceDeclaration): boolean {
  return can(useSession().data?.user.role, declaration.permission);
}

function ItemDrawerBody({
  declaration,
  id,
  onClose,
  onCancel,
  onCreated,
  customisation,
}: {
  declaration: ResourceDeclaration;
  id: string;
  /** closes the panel at once (the item is gone or could not be loaded) */
  onClose: () => void;
  /** asks first when the form holds unsaved changes */
  onCancel: () => void;
  onCreated: (item: ResourceItem) => void;
  customisation: ItemCustomisation;
}) {
  const creating = id === NEW_ITEM;
  const query = useResourceItem(declaration.key, creating ? undefined : id);
  // The item open in the panel names the tab and the last breadcrumb, as an item page of its own would.
  useItemName(creating || query.data ? itemTitle(declaration, query.data) : undefined);
  if (!creating && !query.data) {
    return <ItemLoadState declaration={declaration} error={query.error} onBack={onClose} />;
  }
  const item = query.data;
  const form = (
    <ResourceForm
      key={creating ? NEW_ITEM : id}
      declaration={declaration}
      mode={creating ? 'create' : 'edit'}
      item={item}
      fieldOverrides={customisation.fieldOverrides?.(item)}
      readOnlyReason={item ? customisation.readOnlyReason?.(item) : undefined}
      extraActions={customisation.extraActions}
      onSaved={(saved, created) => created && onCreated(saved)}
      onDeleted={onClose}
      onCancel={onCancel}
    />
  );
  if (!item) return form;
  return (
    <ItemTabs
      details={form}
      history={(active) => (
        <ItemHistory
          entity={declaration.key}
          itemPath={`${adminPath(declaration.key)}/${encodeURIComponent(item.id)}`}
          id={item.id}
          declaration={declaration}
          active={active}
        />
      )}
    />
  );
}

/**
 * The create/edit panel of an entity's items (`?item=<id|new>`, other parameters of the address kept), or
 * their own pages when the navigation table has them: what to open an item with, and the drawer to render.
 */
export function useItemDrawer(
  declaration: ResourceDeclaration,
  options: { detailPath?: string | undefined; customisation?: ItemCustomisation } = {},
): { openItem: (id: string) => void; drawer: ReactNode } {
  const { detailPath, customisation = {} } = options;
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const small = useMediaQuery('(max-width: 48em)');
  const open = params.get('item');
  const confirmLeave = useLeaveGuard();
  const withItem = (id: string | null) => (current: URLSearchParams) => {
    const next = new URLSearchParams(current);
    if (id === null) next.delete('item');
    else next.set('item', id);
    return next;
  };

  const openItem = (id: string) => {
    if (detailPath) navigate(`${detailPath}/${encodeURIComponent(id)}`);
    else setParams(withItem(id));
  };
  // Escape, the close button, a click beside the panel and Cancel all ask before changes are lost.
  const closeNow = () => setParams(withItem(null));
  const close = () => confirmLeave(closeNow);
  const drawer = !detailPath && (
    <Drawer
      opened={open !== null}
      onClose={close}
      position="right"
      size={small ? '100%' : 'lg'}
      title={open === NEW_ITEM ? `New ${declaration.singular}` : `Edit ${declaration.singular}`}
      closeButtonProps={{ 'aria-label': 'Close the form' }}
    >
      {open !== null && (
        <ItemDrawerBody
          key={open}
          declaration={declaration}
          id={open}
          onClose={closeNow}
          onCancel={close}
          onCreated={(item) => setParams(withItem(item.id), { replace: true })}
          customisation={customisation}
        />
      )}
    </Drawer>
  );
  return { openItem, drawer };
}

export function ResourcePage({
  path,
  declaration,
  detailPath,
  customisation = {},
  intro,
}: {
  /** the page's route (its title comes from the navigation table) */
  path: string;
  declaration: ResourceDeclaration;
  /** the item pages' base path, when items have pages of their own */
  detailPath?: string;
  customisation?: ItemCustomisation;
  intro?: ReactNode;
}) {
  const mayEdit = useMayEdit(declaration);
  const { openItem, drawer } = useItemDrawer(declaration, { detailPath, customisation });
  if (!mayEdit) return <ForbiddenPage />;
  const entry = routeEntry(path);

  return (
    <Page
      title={entry.title}
      subtitle={intro}
      actions={
        <Group gap="sm" mt="xs">
          {declaration.operations.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openItem(NEW_ITEM)}>
              New {declaration.singular}
            </Button>
          )}
          <SpreadsheetActions declaration={declaration} />
        </Group>
      }
    >
      <ResourceTable
        declaration={declaration}
        onOpen={(item) => openItem(item.id)}
        onCreate={declaration.operations.create ? () => openItem(NEW_ITEM) : undefined}
      />
      {drawer}
    </Page>
  );
}

/** The title of an item's page or drawer. */
export function itemTitle(declaration: ResourceDeclaration, item: ResourceItem | undefined): string {
  return item ? itemLabel(declaration, item) : `New ${declaration.singular}`;
}
