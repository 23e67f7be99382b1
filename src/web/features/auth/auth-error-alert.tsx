// The sign-in page's error, in the user's language. Its texts load with the first error, so a sign-in
// page without one fetches nothing for it, and the form never waits for them.
import { Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { AUTH_NAMESPACE, type AuthError, authErrorKey } from './auth-errors.ts';
import { Notice } from './login-notice.tsx';

function Message({ error }: { error: AuthError }) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  return (
    <Notice color="red" role="alert" testId="login-error" code={error.code}>
      {error.serverMessage ?? t(authErrorKey(error))}
    </Notice>
  );
}

export function AuthErrorAlert({ error }: { error: AuthError }) {
  return (
    <Suspense fallback={null}>
      <Message error={error} />
    </Suspense>
  );
}
