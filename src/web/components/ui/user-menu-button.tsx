import { Avatar, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';

export type UserMenuProps = { user: { name: string; email: string }; onSignOut: () => void };

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The user menu's button: the user's initials. Mantine's Menu.Target adds its state and handlers. */
export function UserMenuButton({
  name,
  ref,
  ...props
}: { name: string; ref?: Ref<HTMLButtonElement> } & ComponentPropsWithoutRef<'button'>) {
  return (
    <UnstyledButton ref={ref} aria-label="User menu" {...props}>
      <Avatar color="cyan" radius="xl" size={34}>
        {initials(name)}
      </Avatar>
    </UnstyledButton>
  );
}
