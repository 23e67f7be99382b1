import { Menu, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from './router-link.tsx';
import { UserMenuButton, type UserMenuProps } from './user-menu-button.tsx';

/**
 * The user menu's dropdown (Mantine's Menu with its floating position and focus handling), loaded at
 * the visitor's first action by user-menu.tsx, whose button stands in for it until then.
 */
export function UserMenuDropdown({
  user,
  onSignOut,
  opened,
  focus,
}: UserMenuProps & {
  /** opened at once: the button was pressed before this code was there */
  opened: boolean;
  /** the stand-in button had the focus: this one takes it */
  focus: boolean;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this replaces the stand-in.
  useEffect(() => {
    if (focus && !opened) button.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" width={240} withinPortal defaultOpened={opened}>
      <Menu.Target>
        <UserMenuButton ref={button} name={user.name} />
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
        <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={onSignOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
