// /admin/user (docs/product.md#roles): the generic entity page for users, with what users
// need besides: only the roles this user may give (backoffice: sales), read-only rows of roles it may
// not edit, disable and enable, a password reset, and the PIN's state. The server enforces all of it
// (and keeps the last development user); its refusals are shown as they come.
import { Alert, Button, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { passwordProblem } from '../../../../domain/passwords.ts';
import { canManageRole, manageableRoles } from '../../../../domain/permissions.ts';
import { USERS_RESOURCE } from '../../../../domain/resources/content.ts';
import type { ResourceItem } from '../../../../domain/resources/types.ts';
import type { Role } from '../../../../domain/roles.ts';
import { useSession } from '../../../kernel/session/session.tsx';
import {
  ApiRequestError,
  apiRequest,
  itemSchema,
  useResourceMutations,
} from '../../../lib/resource-client.ts';
import { notifyError, notifySuccess } from '../admin-notifications.tsx';
import type { FieldOverride } from '../field-input.tsx';
import { type ItemCustomisation, ResourcePage } from '../resource-page.tsx';

function ResetPasswordDialog({ user, onClose }: { user: ResourceItem; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const reset = useMutation({
    mutationFn: () =>
      apiRequest('POST', `/api/admin/users/${encodeURIComponent(user.id)}/password`, {
        body: { expectedVersion: user.version, password },
        schema: itemSchema,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['resource', 'users'] });
      notifySuccess(`${String(user.name)} signs in with the new password from now on.`, 'Password reset');
      onClose();
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiRequestError
          ? (failure.details.fields?.password ?? failure.message)
          : failure.message,
      ),
  });
  const submit = () => {
    const problem = passwordProblem(password);
    if (problem) setError(problem);
    else reset.mutate();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Reset the password of ${String(user.name)}`}
      closeButtonProps={{ 'aria-label': 'Close the dialog' }}
      centered
    >
      {/* Not a <form>: the dialog opens from inside the user's edit form, and React would nest the
          two (a submit here would also reach the edit form through the portal). Enter still submits. */}
      <div>
        <Stack gap="md">
          <Text size="sm">
            Every session of {String(user.name)} ends on its next request. Tell them the new password; they
            can change it on their account page.
          </Text>
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            data-autofocus
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              event.stopPropagation();
              submit();
            }}
            error={error}
          />
          <Button onClick={submit} loading={reset.isPending} leftSection={<IconKey size={16} aria-hidden />}>
            Set the new password
          </Button>
        </Stack>
      </div>
    </Modal>
  );
}

function UserActions({ user }: { user: ResourceItem }) {
  const [resetting, setResetting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { update } = useResourceMutations('users');
  const disabled = user.disabled === true;
  const toggle = async () => {
    setRefusal(null);
    try {
      await update.mutateAsync({
        id: user.id,
        expectedVersion: user.version,
        values: { disabled: !disabled },
      });
      notifySuccess(
        disabled
          ? `${String(user.name)} can sign in again.`
          : `${String(user.name)} is signed out on their next request and cannot sign in.`,
        disabled ? 'User enabled' : 'User disabled',
      );
    } catch (error) {
      const message = (error as Error).message;
      setRefusal(message);
      notifyError(message, disabled ? 'Not enabled' : 'Not disabled');
    }
  };
  return (
    <>
      <Button
        variant="subtle"
        color={disabled ? 'teal' : 'orange'}
        leftSection={
          disabled ? <IconUserCheck size={16} aria-hidden /> : <IconUserOff size={16} aria-hidden />
        }
        onClick={() => void toggle()}
        loading={update.isPending}
      >
        {disabled ? 'Enable user' : 'Disable user'}
      </Button>
      <Button
        variant="subtle"
        leftSection={<IconKey size={16} aria-hidden />}
        onClick={() => setResetting(true)}
      >
        Reset password
      </Button>
      {refusal && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert" w="100%" title="Refused">
          {refusal}
        </Alert>
      )}
      {resetting && <ResetPasswordDialog user={user} onClose={() => setResetting(false)} />}
    </>
  );
}

const ROLE_FIELD = USERS_RESOURCE.fields.find((field) => field.name === 'role');

export function UsersPage({ path }: { path: string }) {
  const actor = useSession().data?.user;
  const role = actor?.role;
  const roles = manageableRoles(role);
  const roleOptions = (ROLE_FIELD?.options ?? []).filter((option) => roles.includes(option.value as Role));
  const customisation: ItemCustomisation = {
    fieldOverrides: (user) => {
      const overrides: Record<string, FieldOverride> = {
        role: {
          // A user this actor may not edit keeps showing its own role (read only).
          options: user && !canManageRole(role, user.role as Role) ? ROLE_FIELD?.options : roleOptions,
          ...(role === 'backoffice' ? { help: 'As backoffice you create and edit sales users.' } : {}),
          ...(user && user.id === actor?.id
            ? { disabled: true, help: 'You cannot change your own role.' }
            : {}),
        },
      };
      if (user?.hasTradeFairPin) overrides.tradeFairPin = { help: 'A PIN is set. Leave empty to keep it.' };
      else if (user) overrides.tradeFairPin = { help: 'No PIN yet. Set one to use trade-fair mode.' };
      else overrides.tradeFairPin = { help: 'Needed for trade-fair mode; it can also be set later.' };
      return overrides;
    },
    readOnlyReason: (user) =>
      canManageRole(role, user.role as Role)
        ? undefined
        : `Your role may not edit ${String(user.role)} users${role === 'backoffice' ? ': as backoffice you edit sales users only' : ''}.`,
    extraActions: (user) => (canManageRole(role, user.role as Role) ? <UserActions user={user} /> : null),
  };
  return (
    <ResourcePage
      path={path}
      declaration={USERS_RESOURCE}
      customisation={customisation}
      intro={
        role === 'backoffice'
          ? 'You can create and edit sales users.'
          : 'Staff and sales accounts: roles, sign-in, trade-fair mode.'
      }
    />
  );
}
