import { Button } from '@mantine/core';
import { IconKey, IconMail } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PRODUCT_NAME } from '../../../domain/navigation/table.ts';
import { LogoMark } from '../../components/ui/logo.tsx';
import { TextBox } from '../../components/ui/native-fields/native-text-box.tsx';
import { Link } from '../../components/ui/router-link.tsx';
import { routeEntry } from '../../kernel/route-entry.ts';
import { requestEmailLink, signInWithPassword } from '../../kernel/session/auth-actions.ts';
import { useSession } from '../../kernel/session/session.tsx';
import { safeCallbackPath } from '../../lib/callback-url.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { AuthErrorAlert } from './auth-error-alert.tsx';
import { type AuthError, authError } from './auth-errors.ts';
import { Notice } from './login-notice.tsx';
import classes from './login-page.module.css';

// The sign-in page is the first page of every working day on a tablet: server-rendered (app/server-render.tsx)
// and built of native fields and its own few styles, so that it is on screen and usable at once.

const EMAIL = /^[^\s@]+@[^\s@]+$/;

function validEmail(value: string): string | undefined {
  return EMAIL.test(value.trim()) ? undefined : 'Enter your e-mail address.';
}

type Errors = Partial<Record<'email' | 'password', string>>;

function PasswordSignIn({
  callbackPath,
  onError,
}: {
  callbackPath: string;
  onError: (error: AuthError | null) => void;
}) {
  const session = useSession();
  const [submitting, setSubmitting] = useState(false);
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const change = (field: keyof typeof values) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      email: validEmail(values.email),
      password: values.password === '' ? 'Enter your password.' : undefined,
    };
    setErrors(found);
    if (found.email || found.password) return;
    setSubmitting(true);
    onError(null);
    const result = await signInWithPassword(values.email.trim(), values.password, callbackPath);
    if (!result.ok) {
      onError(authError(result.error, result.message));
      setValues((current) => ({ ...current, password: '' }));
      setSubmitting(false);
      return;
    }
    const signedIn = await session.update();
    // Signed in: the login page itself moves on to callbackUrl once the session says so.
    if (!signedIn) {
      onError(authError('SessionNotKept'));
      setSubmitting(false);
    }
  };

  return (
    <form
      className={classes.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Sign in with password"
    >
      <TextBox
        label="E-mail"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={values.email}
        onChange={change('email')}
        error={errors.email}
      />
      <TextBox
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={values.password}
        onChange={change('password')}
        error={errors.password}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={submitting}>
        Sign in
      </Button>
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
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validEmail(email);
    setError(problem);
    if (problem) return;
    setSubmitting(true);
    onError(null);
    setSentTo(null);
    const result = await requestEmailLink(email.trim(), callbackPath);
    setSubmitting(false);
    if (result.ok) setSentTo(email.trim());
    else onError(authError(result.error, result.message));
  };

  return (
    <form
      className={classes.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label="Sign in with an e-mail link"
    >
      {sentTo && (
        <Notice color="green" title="Check your e-mail" role="status">
          If {sentTo} belongs to a {PRODUCT_NAME} account, a sign-in link is on its way. Open it in this
          browser; it works once.
        </Notice>
      )}
      <TextBox
        label="E-mail"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={email}
        onChange={(value) => {
          setEmail(value);
          setError(undefined);
        }}
        error={error}
      />
      <Button type="submit" fullWidth loading={submitting} disabled={submitting}>
        Send sign-in link
      </Button>
    </form>
  );
}

const WAYS = [
  { value: 'password', label: 'Password', icon: IconKey },
  { value: 'email', label: 'E-mail link', icon: IconMail },
] as const;
type Way = (typeof WAYS)[number]['value'];

/** The two ways to sign in as WAI-ARIA tabs: arrow keys, Home and End move between them and select. */
function WayTabs({ way, onChange }: { way: Way; onChange: (way: Way) => void }) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = WAYS.findIndex((entry) => entry.value === way);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: WAYS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + WAYS.length) % WAYS.length;
    onChange(WAYS[next]?.value ?? way);
    tabs.current[next]?.focus();
  };
  return (
    <div className={classes.tabs} role="tablist" aria-label="How to sign in" onKeyDown={onKeyDown}>
      {WAYS.map(({ value, label, icon: Icon }, index) => (
        <button
          key={value}
          ref={(element) => {
            tabs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={`login-tab-${value}`}
          aria-selected={value === way}
          aria-controls={value === way ? `login-panel-${value}` : undefined}
          tabIndex={value === way ? 0 : -1}
          className={classes.tab}
          onClick={() => onChange(value)}
        >
          <Icon size={16} aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}

/**
 * /login (docs/product.md#routes): password sign-in and e-mail link, errors in words, back to callbackUrl
 * afterwards. The form is there while the session is still being asked for (the server renders it so);
 * a visitor who turns out to be signed in goes on to callbackUrl.
 */
export function LoginPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const callbackPath = safeCallbackPath(params.get('callbackUrl'));
  const urlError = params.get('error');
  const [error, setError] = useState<AuthError | null>(urlError ? authError(urlError) : null);
  const [way, setWay] = useState<Way>('password');
  useDocumentTitle(routeEntry('/login').title);

  // Already signed in (or just signed in by an e-mail link): straight on to where the visitor was going.
  if (session.status === 'authenticated') return <Navigate to={callbackPath} replace />;

  return (
    <main className={classes.screen}>
      <div className={classes.card}>
        <div className={classes.head}>
          <LogoMark size={48} />
          <h1 className={classes.title}>Sign in to {PRODUCT_NAME}</h1>
        </div>
        {session.error && (
          <Notice color="yellow" role="alert">
            {session.error}
          </Notice>
        )}
        {error && <AuthErrorAlert error={error} />}
        <div>
          <WayTabs way={way} onChange={setWay} />
          <div role="tabpanel" id={`login-panel-${way}`} aria-labelledby={`login-tab-${way}`}>
            {way === 'password' ? (
              <PasswordSignIn callbackPath={callbackPath} onError={setError} />
            ) : (
              <EmailLinkSignIn callbackPath={callbackPath} onError={setError} />
            )}
          </div>
        </div>
        <p className={classes.note}>
          Looking for the customer configurator? <Link to="/configurator">It needs no sign-in.</Link>
        </p>
      </div>
    </main>
  );
}
