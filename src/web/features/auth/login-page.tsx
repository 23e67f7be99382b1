import {
  Alert,
  Anchor,
  Button,
  Center,
  Paper,
  PasswordInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconKey, IconMail } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/navigation/table.ts';
import { FullScreenLoader } from '../../components/ui/full-screen-loader.tsx';
import { LogoMark } from '../../components/ui/logo.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { requestEmailLink, signInWithPassword } from '../../kernel/session/auth-actions.ts';
import { useSession } from '../../kernel/session/session.tsx';
import { safeCallbackPath } from '../../lib/callback-url.ts';
import { AuthErrorAlert } from './auth-error-alert.tsx';
import { type AuthError, authError } from './auth-errors.ts';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function validEmail(value: string): string | null {
  return EMAIL.test(value.trim()) ? null : 'Enter your e-mail address.';
}

function PasswordSignIn({
  callbackPath,
  onError,
}: {
  callbackPath: string;
  onError: (error: AuthError | null) => void;
}) {
  const session = useSession();
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: validEmail,
      password: (value) => (value === '' ? 'Enter your password.' : null),
    },
  });

  const submit = form.onSubmit(async ({ email, password }) => {
    setSubmitting(true);
    onError(null);
    const result = await signInWithPassword(email.trim(), password, callbackPath);
    if (!result.ok) {
      onError(authError(result.error, result.message));
      form.setFieldValue('password', '');
      setSubmitting(false);
      return;
    }
    const signedIn = await session.update();
    // Signed in: the login page itself moves on to callbackUrl once the session says so.
    if (!signedIn) {
      onError(authError('SessionNotKept'));
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with password">
      <Stack gap="sm">
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="username"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={submitting} disabled={submitting}>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}

function EmailLinkSignIn({
  callbackPath,
  onError,
}: {
  callbackPath: string;
  onError: (error: AuthError | null) => void;
}) {
  const [submitting, setSubmitting] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: { email: validEmail } });

  const submit = form.onSubmit(async ({ email }) => {
    setSubmitting(true);
    onError(null);
    setSentTo(null);
    const result = await requestEmailLink(email.trim(), callbackPath);
    setSubmitting(false);
    if (result.ok) setSentTo(email.trim());
    else onError(authError(result.error, result.message));
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in with an e-mail link">
      <Stack gap="sm">
        {sentTo && (
          <Alert color="green" title="Check your e-mail" role="status">
            If {sentTo} belongs to a {PRODUCT_NAME} account, a sign-in link is on its way. Open it in this
            browser; it works once.
          </Alert>
        )}
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={submitting} disabled={submitting}>
          Send sign-in link
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /login (docs/product.md#routes): password sign-in and e-mail link, errors in words, back to callbackUrl
 * afterwards.
 */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const callbackPath = safeCallbackPath(params.get('callbackUrl'));
  const urlError = params.get('error');
  const [error, setError] = useState<AuthError | null>(urlError ? authError(urlError) : null);

  useEffect(() => {
    document.title = routeEntry('/login').title;
  }, []);

  if (session.status === 'loading') return <FullScreenLoader label="Checking your session" />;
  // Already signed in (or just signed in by an e-mail link): straight on to where the visitor was going.
  if (session.status === 'authenticated') return <Navigate to={callbackPath} replace />;

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-light)">
      <Paper withBorder shadow="sm" radius="md" p="xl" w="100%" maw={420}>
        <Stack gap="lg">
          <Stack gap="xs" align="center">
            <LogoMark size={48} />
            <Title order={1} size="h2" ta="center">
              Sign in to {PRODUCT_NAME}
            </Title>
          </Stack>
          {session.error && (
            <Alert color="yellow" role="alert">
              {session.error}
            </Alert>
          )}
          {error && <AuthErrorAlert error={error} />}
          <Tabs defaultValue="password" keepMounted={false}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="password" leftSection={<IconKey size={16} aria-hidden />}>
                Password
              </Tabs.Tab>
              <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
                E-mail link
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="password">
              <PasswordSignIn callbackPath={callbackPath} onError={setError} />
            </Tabs.Panel>
            <Tabs.Panel value="email">
              <EmailLinkSignIn callbackPath={callbackPath} onError={setError} />
            </Tabs.Panel>
          </Tabs>
          <Text size="sm" c="dimmed" ta="center">
            Looking for the customer configurator?{' '}
            <Anchor component={Link} to="/configurator" underline="always">
              It needs no sign-in.
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
