import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { breadcrumbs } from '../../../domain/navigation/menu.ts';
import { Link } from '../../components/ui/router-link.tsx';

/** SPEC §2: one crumb per cumulative path, only with more than one segment; the last is plain text. */
export function PageBreadcrumbs({
  pathname,
  titles,
}: {
  pathname: string;
  titles: Readonly<Record<string, string>>;
}) {
  const crumbs = breadcrumbs(pathname, titles);
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
          <Text key={crumb.path} size="sm" aria-current="page">
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
