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
import { ColorSchemeControl } from '../../components/ui/color-scheme-control.tsx';
import { Page } from '../../components/ui/page.tsx';
import { ROLE_LABELS } from '../../kernel/role-labels.ts';
import { routeEntry } from '../../kernel/route-entry.ts';
import { useSession } from '../../kernel/session/session.tsx';
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

/** Why signing in again failed, in words (the sign-in page's own messages are its feature's). */
function signInFailure(result: { error: string; message?: string }): string {
  if (result.message) return result.message;
  if (result.error === 'NETWORK') return 'the server could not be reached.';
  if (result.error === 'TOO_MANY_REQUESTS') return 'too many sign-in attempts; wait a few minutes.';
  return 'the sign-in was refused.';
}

/** How a password change ended: signed in again with it, or signed out (the new sign-in failed). */
type ChangeOutcome = { signedIn: true } | { signedIn: false; reason: string };

/**
 * The user's own password. The change ends every session of the user, this one included (a stolen
 * cookie dies with the old password); the page says so first, then signs in again with the new one.
 */
function ChangePassword() {
  const trpc = useTRPC();
  const session = useSession();
  const change = useMutation(trpc.account.changePassword.mutationOptions());
  const [signingIn, setSigningIn] = useState(false);
  const [outcome, setOutcome] = useState<ChangeOutcome | null>(null);
  const form = useForm<PasswordForm>({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: validatePasswordForm,
  });
  const email = session.data?.user.email ?? '';

  const signInAgain = async (newPassword: string) => {
    setSigningIn(true);
    try {
      const { signInWithPassword } = await import('../../kernel/session/auth-actions.ts');
      const result = await signInWithPassword(email, newPassword, '/account');
      if (!result.ok) {
        setOutcome({ signedIn: false, reason: signInFailure(result) });
        return;
      }
      await session.update();
      // Said in the card, where the user looks (role=status), rather than in a passing toast.
      setOutcome({ signedIn: true });
    } catch (error) {
      setOutcome({ signedIn: false, reason: (error as Error).message });
    } finally {
      setSigningIn(false);
    }
  };

  const submit = form.onSubmit(({ currentPassword, newPassword }) => {
    setOutcome(null);
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset();
          void signInAgain(newPassword);
        },
      },
    );
  });

  const busy = change.isPending || signingIn;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="change-password">
      <Title order={2} size="h4" id="change-password" mb="xs">
        Change password
      </Title>
      <Text size="sm" mb="md" id="change-password-effect">
        You will be signed in again with the new password. Your other sessions (other browsers and devices)
        end: sign in there with the new password.
      </Text>
      <form onSubmit={submit} noValidate aria-describedby="change-password-effect">
        <Stack gap="sm">
          {change.isError && (
            <Alert color="red" role="alert">
              {change.error.message}
            </Alert>
          )}
          {outcome?.signedIn === true && (
            <Alert color="green" role="status" data-testid="password-changed">
              Your password was changed. You are signed in with the new password; your other sessions have
              ended.
            </Alert>
          )}
          {outcome?.signedIn === false && (
            <Alert color="orange" role="alert" title="Sign in with the new password">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">
                  Your password was changed and every session has ended, this one included. Signing you in
                  again did not work: {outcome.reason}
                </Text>
                <Button component="a" href="/login?callbackUrl=%2Faccount" size="xs" variant="light">
                  Sign in
                </Button>
              </Stack>
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
            <Button type="submit" loading={busy} disabled={busy}>
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

/**
 * A trade-fair user's own PIN (docs/product.md#trade-fair-mode): at least 6 digits, confirmed with the
 * password.
 */
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
