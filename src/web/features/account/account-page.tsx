import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLogout } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { MIN_PASSWORD_LENGTH, MIN_PIN_LENGTH, PIN_PATTERN } from '../../../domain/passwords.ts';
import { routeEntry } from '../../app/route-entry.ts';
import { useSession } from '../../app/session/session.tsx';
import { ROLE_LABELS } from '../../app/user-menu.tsx';
import { ColorSchemeControl } from '../../components/ui/color-scheme-control.tsx';
import { Page } from '../../components/ui/page.tsx';
import { showToast } from '../../lib/toast.ts';
import { useTRPC } from '../../lib/trpc.ts';

type PasswordForm = { currentPassword: string; newPassword: string; confirmPassword: string };

export function validatePasswordForm(values: PasswordForm): Partial<Record<keyof PasswordForm, string>> {
  const errors: Partial<Record<keyof PasswordForm, string>> = {};
  if (values.currentPassword === '') errors.currentPassword = 'Enter your current password.';
  if (values.newPassword.length < MIN_PASSWORD_LENGTH) {
    errors.newPassword = `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  } else if (values.newPassword === values.currentPassword) {
    errors.newPassword = 'The new password must differ from the current one.';
  }
  if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'The two new passwords differ.';
  return errors;
}

function ChangePassword() {
  const trpc = useTRPC();
  const session = useSession();
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  const form = useForm<PasswordForm>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validatePasswordForm,
  });

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          showToast({
            color: 'green',
            title: 'Password changed',
            message: 'For your security every session has ended. Please sign in with the new password.',
          });
          void session.update();
        },
      },
    );
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="change-password">
      <Title order={2} size="h4" id="change-password" mb="md">
        Change password
      </Title>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {change.isError && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New password"
            description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
            autoComplete="new-password"
            required
            {...form.getInputProps('newPassword')}
          />
          <PasswordInput
            label="Repeat the new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Group>
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

type PinForm = { currentPassword: string; newPin: string; confirmPin: string };

export function validatePinForm(values: PinForm): Partial<Record<keyof PinForm, string>> {
  const errors: Partial<Record<keyof PinForm, string>> = {};
  if (values.currentPassword === '') errors.currentPassword = 'Enter your password to confirm the change.';
  if (!PIN_PATTERN.test(values.newPin) || values.newPin.length > 64) {
    errors.newPin = `The PIN needs at least ${MIN_PIN_LENGTH} digits, and digits only.`;
  }
  if (values.confirmPin !== values.newPin) errors.confirmPin = 'The two PINs differ.';
  return errors;
}

/** A trade-fair user's own PIN (issue 12): at least 6 digits, confirmed with the password. */
function ChangeTradeFairPin() {
  const trpc = useTRPC();
  const change = useMutation(trpc.account.changeTradeFairPin.mutationOptions());
  const [changed, setChanged] = useState(false);
  const form = useForm<PinForm>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPin: '', confirmPin: '' },
    validate: validatePinForm,
  });

  const submit = form.onSubmit(({ currentPassword, newPin }) => {
    setChanged(false);
    change.mutate(
      { currentPassword, newPin },
      {
        onSuccess: () => {
          form.reset();
          setChanged(true);
        },
      },
    );
  });

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="trade-fair-pin">
      <Title order={2} size="h4" id="trade-fair-pin" mb="xs">
        Trade-fair PIN
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        At the booth, sales mode is switched on with this PIN. After 5 minutes without use it switches off
        again.
      </Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {change.isError && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          {changed && (
            <Alert color="green" role="status" data-testid="pin-changed">
              The PIN was changed. Use the new PIN from now on.
            </Alert>
          )}
          <PasswordInput
            label="Password"
            description="Your sign-in password confirms the change."
            autoComplete="current-password"
            required
            {...form.getInputProps('currentPassword')}
          />
          <PasswordInput
            label="New PIN"
            description={`At least ${MIN_PIN_LENGTH} digits.`}
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.getInputProps('newPin')}
          />
          <PasswordInput
            label="Repeat the new PIN"
            inputMode="numeric"
            autoComplete="off"
            required
            {...form.getInputProps('confirmPin')}
          />
          <Group>
            <Button type="submit" loading={change.isPending} disabled={change.isPending}>
              Change PIN
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function AccountPage() {
  const session = useSession();
  const [signingOut, setSigningOut] = useState(false);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const user = session.data?.user;
  if (!user) return null;

  const signOut = async () => {
    setSigningOut(true);
    setSignOutError(null);
    try {
      await session.signOut();
    } catch (error) {
      setSignOutError(error instanceof Error ? error.message : 'Signing out failed. Please try again.');
      setSigningOut(false);
    }
  };

  return (
    <Page title={routeEntry('/account').title}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="account-details">
          <Title order={2} size="h4" id="account-details" mb="md">
            Your account
          </Title>
          <Table variant="vertical" layout="fixed" withTableBorder={false}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={120}>Name</Table.Th>
                <Table.Td data-testid="account-name">{user.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>E-mail</Table.Th>
                <Table.Td data-testid="account-email">{user.email}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Role</Table.Th>
                <Table.Td data-testid="account-role">{ROLE_LABELS[user.role]}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Stack mt="lg" gap="xs" align="flex-start">
            {signOutError && (
              <Text c="red" size="sm" role="alert">
                {signOutError}
              </Text>
            )}
            <Button
              variant="light"
              color="red"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => void signOut()}
              loading={signingOut}
            >
              Sign out
            </Button>
          </Stack>
        </Card>
        <ChangePassword />
        {user.tradeFairModeEnabled && <ChangeTradeFairPin />}
        <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="appearance">
          <Title order={2} size="h4" id="appearance" mb="md">
            Appearance
          </Title>
          <ColorSchemeControl />
          <Text size="xs" c="dimmed" mt="xs">
            Kept in this browser. Auto follows your system setting.
          </Text>
        </Card>
      </SimpleGrid>
    </Page>
  );
}
