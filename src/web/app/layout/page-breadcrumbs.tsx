import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { breadcrumbs } from '../../../domain/navigation/menu.ts';
import type { PageItem } from '../../../domain/navigation/types.ts';
import { Link } from '../../components/ui/router-link.tsx';

/**
 * docs/product.md#layout: one crumb per cumulative path, only with more than one segment; the last is plain
 * text, the name of the item when the page shows one. A long name is cut with an ellipsis on its own line
 * (the tooltip and screen readers have it whole), so the crumbs never widen the page on a phone.
 */
export function PageBreadcrumbs({
  pathname,
  titles,
  item,
}: {
  pathname: string;
  titles: Readonly<Record<string, string>>;
  item?: PageItem | undefined;
}) {
  const crumbs = breadcrumbs(pathname, titles, item);
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs
      component="nav"
      aria-label="Breadcrumbs"
      mb="md"
      separatorMargin={6}
      style={{ flexWrap: 'wrap' }}
    >
      {crumbs.map((crumb) =>
        crumb.current ? (
          <Text
            // An item open over a page has that page's path: the one current crumb gets a key of its own.
            key="current"
            size="sm"
            aria-current="page"
            truncate="end"
            title={crumb.title}
            maw="100%"
            miw={0}
          >
            {crumb.title}
          </Text>
        ) : (
          <Anchor key={crumb.path} component={Link} to={crumb.path} size="sm">
            {crumb.title}
          </Anchor>
        ),
      )}
    </Breadcrumbs>
  );
}
