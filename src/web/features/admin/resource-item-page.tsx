// The page of one item of an entity whose items have their own address (docs/product.md#routes:
// foam-formulations/{id}, general-information/{pageId}, news/{articleId}); `new` creates one. An
// existing item has two tabs: its details (the form, and what the page adds below it) and its history.
import { Anchor, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { ResourceDeclaration, ResourceItem } from '../../../domain/resources/types.ts';
import { Page } from '../../components/ui/page.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { ForbiddenPage } from '../../kernel/forbidden-page.tsx';
import { adminPath, useResourceItem } from '../../lib/resource-client.ts';
import { ItemHistory, ItemTabs } from './item-history.tsx';
import { ItemLoadState } from './item-load-state.tsx';
import { ResourceForm } from './resource-form.tsx';
import { itemTitle, NEW_ITEM, useMayEdit } from './resource-page.tsx';

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} size="sm" w="fit-content">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle', marginRight: 4 }} />
      {children}
    </Anchor>
  );
}

/**
 * The id in the address, whatever the route calls its parameter. The internal area is mounted at `*`
 * and routes its pages inside (decision 005), so the params hold that splat too: it is not the id.
 */
export function useItemId(): string {
  const { '*': _area, ...named } = useParams();
  return Object.values(named)[0] ?? NEW_ITEM;
}

export function ResourceItemPage({
  declaration,
  listPath,
  children,
}: {
  declaration: ResourceDeclaration;
  /** the entity's list page */
  listPath: string;
  /** more of the item below its form (the machine's availability) */
  children?: (item: ResourceItem) => ReactNode;
}) {
  const mayEdit = useMayEdit(declaration);
  const id = useItemId();
  const navigate = useNavigate();
  const creating = id === NEW_ITEM;
  const query = useResourceItem(declaration.key, creating || !mayEdit ? undefined : id);
  if (!mayEdit) return <ForbiddenPage />;
  const item = query.data;
  const back = <BackLink to={listPath}>All {declaration.title.toLowerCase()}</BackLink>;
  const form = (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md">
      <ResourceForm
        key={creating ? NEW_ITEM : id}
        declaration={declaration}
        mode={creating ? 'create' : 'edit'}
        item={item}
        layout="page"
        onSaved={(saved, created) => {
          if (created) navigate(`${listPath}/${encodeURIComponent(saved.id)}`, { replace: true });
        }}
        onDeleted={() => navigate(listPath)}
      />
    </Paper>
  );
  if (!creating && !item) {
    return (
      <Stack gap="md">
        {back}
        <ItemLoadState declaration={declaration} error={query.error} onBack={() => navigate(listPath)} />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <Page title={itemTitle(declaration, item)} item>
        {item ? (
          <ItemTabs
            details={
              <Stack gap="lg">
                {form}
                {children?.(item)}
              </Stack>
            }
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
        ) : (
          form
        )}
      </Page>
    </Stack>
  );
}
