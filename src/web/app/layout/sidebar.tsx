import { AppShell, Box, NavLink } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconUserCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { isActive, normalizePath } from '../../../domain/navigation/menu.ts';
import type { NavEntry } from '../../../domain/navigation/types.ts';
import { LazyTooltip } from '../../components/ui/lazy-tooltip.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { navIcon } from '../../kernel/icons.ts';
import classes from './layout.module.css';
import { UnitsSwitch } from './units-switch.tsx';

type ItemProps = { entry: NavEntry; pathname: string; depth: number; onNavigate: () => void };

function MenuItem({ entry, pathname, depth, onNavigate }: ItemProps) {
  const Icon = navIcon(entry.icon);
  const icon = <Icon size={depth === 0 ? 20 : 16} stroke={1.6} aria-hidden />;
  if (entry.disabled) {
    // docs/product.md#layout: a disabled item says "Coming soon" and does not navigate.
    return (
      <LazyTooltip label="Coming soon" position="right" withArrow>
        <Box>
          <NavLink
            component="div"
            role="link"
            aria-disabled="true"
            disabled
            label={entry.title}
            leftSection={icon}
            data-menu-path={entry.path}
          />
        </Box>
      </LazyTooltip>
    );
  }
  const active = isActive(entry.path, pathname);
  const exact = normalizePath(pathname) === normalizePath(entry.path);
  const children = entry.children ?? [];
  return (
    <>
      <NavLink
        component={Link}
        to={entry.path}
        label={entry.title}
        leftSection={icon}
        rightSection={
          children.length === 0 ? undefined : active ? (
            <IconChevronDown size={14} aria-hidden />
          ) : (
            <IconChevronRight size={14} aria-hidden />
          )
        }
        active={active}
        variant={exact ? 'light' : 'subtle'}
        aria-current={exact ? 'page' : undefined}
        data-menu-path={entry.path}
        onClick={onNavigate}
      />
      {active && children.length > 0 && (
        <Box pl="md" role="group" aria-label={`${entry.title} pages`}>
          {children.map((child) => (
            <MenuItem
              key={child.path}
              entry={child}
              pathname={pathname}
              depth={depth + 1}
              onNavigate={onNavigate}
            />
          ))}
        </Box>
      )}
    </>
  );
}

/**
 * The sidebar (docs/product.md#layout): the visible menu entries, then the account entry labelled with the
 * user's name, and the units switch at the bottom. `entries` is already filtered for the user (visibleMenu).
 */
export function Sidebar({
  entries,
  userName,
  onNavigate,
}: {
  entries: readonly NavEntry[];
  userName: string;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  const onAccount = isActive('/account', pathname);
  return (
    <>
      <AppShell.Section grow className={classes.sidebarMenu} p="xs" data-testid="sidebar-menu">
        {entries.map((entry) => (
          <MenuItem key={entry.path} entry={entry} pathname={pathname} depth={0} onNavigate={onNavigate} />
        ))}
        <NavLink
          component={Link}
          to="/account"
          label={userName}
          leftSection={<IconUserCircle size={20} stroke={1.6} aria-hidden />}
          active={onAccount}
          variant="light"
          aria-current={onAccount ? 'page' : undefined}
          data-menu-path="/account"
          onClick={onNavigate}
        />
      </AppShell.Section>
      <AppShell.Section p="md" style={{ borderTop: '1px solid var(--app-shell-border-color)' }}>
        <UnitsSwitch />
      </AppShell.Section>
    </>
  );
}
