import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import { useSession } from '../../kernel/session/session.tsx';
import { showToast } from '../../lib/toast.ts';
import { Link } from './router-link.tsx';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/**
 * The user dropdown: only for a signed-in user (docs/product.md#roles); name, e-mail, account and sign-out.
 */
export function UserMenu() {
  const session = useSession();
  const location = useLocation();
  const user = session.data?.user;
  if (session.status !== 'authenticated' || !user) return null;
  // On the public configurator a visitor stays on the page; the internal area goes to /login.
  const publicPage = location.pathname === '/configurator' || location.pathname.startsWith('/configurator/');
  const signOut = () =>
    session.signOut(publicPage ? location.pathname + location.search : '/login').catch((error: unknown) =>
      showToast({
        color: 'red',
        title: 'Not signed out',
        message: error instanceof Error ? error.message : 'Signing out failed. Please try again.',
      }),
    );
  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label="User menu">
          <Avatar color="cyan" radius="xl" size={34}>
            {initials(user.name)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)" truncate>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/account" leftSection={<IconUserCircle size={16} aria-hidden />}>
          Account
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void signOut()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
