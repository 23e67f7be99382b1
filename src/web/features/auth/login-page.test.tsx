// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_FORM_ERRORS, AUTH_PAGE_ERRORS } from '../../../domain/auth-errors.ts';
import { buildRoutes } from '../../app/routes.tsx';
import en from '../../i18n/locales/en/auth.ts';
import ja from '../../i18n/locales/ja/auth.ts';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';

// The routes load their areas lazily; load them once up front so each test measures only itself.
beforeAll(async () => {
  await Promise.all([
    import('../../app/areas/internal.tsx'),
    import('../../app/areas/admin.tsx'),
    import('./login-page.tsx'),
  ]);
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fillPassword(email: string, password: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), { target: { value: email } });
  const field = document.querySelector<HTMLInputElement>('input[autocomplete="current-password"]');
  if (!field) throw new Error('no password field');
  fireEvent.change(field, { target: { value: password } });
  return field;
}

/** A server where the credentials callback signs `who` in when the password is right. */
function signInServer(who = sessionFor('admin')) {
  let session: typeof who | null = null;
  const stub = stubFetch(
    serverRoutes(null, {
      '/api/auth/session': () => json(session),
      'POST /api/auth/callback/credentials': () => {
        const call = stub.calls.at(-1);
        const form = new URLSearchParams(call?.body);
        if (form.get('password') !== 'demo-password-1') {
          return json({ url: 'http://localhost:3000/login?error=CredentialsSignin&code=credentials' });
        }
        session = who;
        return json({ url: form.get('callbackUrl') });
      },
    }),
  );
  return stub;
}

describe('/login and the redirect back', () => {
  it('sends an unauthenticated visit to /login with callbackUrl, and back after sign-in', async () => {
    const { calls } = signInServer();
    const { router } = renderRoutes(buildRoutes(), '/admin/user?tab=2');
    await screen.findByRole('heading', { name: 'Sign in to Meterline' });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/login?callbackUrl=%2Fadmin%2Fuser%3Ftab%3D2',
    );
    await fillPassword('admin@meterline.example', 'demo-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Users', level: 1 });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/admin/user?tab=2');

    const post = calls.find((call) => call.url === '/api/auth/callback/credentials');
    const form = new URLSearchParams(post?.body);
    expect(Object.fromEntries(form)).toEqual({
      email: 'admin@meterline.example',
      password: 'demo-password-1',
      callbackUrl: 'http://localhost:3000/admin/user?tab=2',
      csrfToken: 'csrf-token-1',
      json: 'true',
    });
  });

  it('says "Wrong e-mail or password." and clears the password on CredentialsSignin', async () => {
    signInServer();
    renderRoutes(buildRoutes(), '/login');
    const password = await fillPassword('admin@meterline.example', 'wrong-password');
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    expect((await screen.findByTestId('login-error')).textContent).toBe('Wrong e-mail or password.');
    expect(password.value).toBe('');
  });

  it("shows the server's 429 message", async () => {
    stubFetch(
      serverRoutes(null, {
        'POST /api/auth/callback/credentials': () =>
          json(
            {
              error: {
                code: 'TOO_MANY_REQUESTS',
                message: 'Too many failed sign-ins. Please wait 5 minutes.',
              },
            },
            429,
          ),
      }),
    );
    renderRoutes(buildRoutes(), '/login');
    await fillPassword('admin@meterline.example', 'x');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(
      'Too many failed sign-ins. Please wait 5 minutes.',
    );
  });

  it('disables the button while signing in', async () => {
    let release: (() => void) | undefined;
    stubFetch(
      serverRoutes(null, {
        'POST /api/auth/callback/credentials': async () => {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
          return json({ url: 'http://localhost:3000/login?error=CredentialsSignin' });
        },
      }),
    );
    renderRoutes(buildRoutes(), '/login');
    await fillPassword('admin@meterline.example', 'x');
    const button = screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    release?.();
    await screen.findByTestId('login-error');
    expect(button.disabled).toBe(false);
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = stubFetch(serverRoutes(null));
    renderRoutes(buildRoutes(), '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await screen.findByText('Enter your e-mail address.');
    expect(screen.getByText('Enter your password.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('has words for every code, in English as the source', () => {
    for (const code of [...AUTH_PAGE_ERRORS, ...AUTH_FORM_ERRORS]) expect(en.errors[code], code).toBeTruthy();
  });

  it.each(AUTH_PAGE_ERRORS)('explains ?error=%s in words', async (code) => {
    stubFetch(serverRoutes(null));
    renderRoutes(buildRoutes(), `/login?error=${code}`);
    expect((await screen.findByTestId('login-error')).textContent).toBe(en.errors[code]);
  });

  it('explains it in the language the user chose', async () => {
    stubFetch(serverRoutes(null));
    renderRoutes(buildRoutes(), '/login?error=Verification', { locale: 'ja' });
    expect((await screen.findByTestId('login-error')).textContent).toBe(ja.errors.Verification);
  });

  it('explains an unknown error code with the default sentence', async () => {
    stubFetch(serverRoutes(null));
    renderRoutes(buildRoutes(), '/login?error=OAuthCallbackError');
    expect((await screen.findByTestId('login-error')).textContent).toBe(en.errors.Default);
  });

  it('sends an e-mail link and says to check the mailbox', async () => {
    const { calls } = stubFetch(
      serverRoutes(null, {
        'POST /api/auth/signin/nodemailer': () =>
          json({ url: 'http://localhost:3000/login?provider=nodemailer&type=email' }),
      }),
    );
    renderRoutes(buildRoutes(), '/login?callbackUrl=%2Fnews');
    fireEvent.click(await screen.findByRole('tab', { name: 'E-mail link' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'sales@meterline.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toContain('sales@meterline.example');
    const form = new URLSearchParams(calls.find((call) => call.url === '/api/auth/signin/nodemailer')?.body);
    expect(form.get('email')).toBe('sales@meterline.example');
    expect(form.get('callbackUrl')).toBe('http://localhost:3000/news');
    expect(form.get('json')).toBe('true');
  });

  it('shows an e-mail sign-in refusal in words', async () => {
    stubFetch(
      serverRoutes(null, {
        'POST /api/auth/signin/nodemailer': () =>
          json({ url: 'http://localhost:3000/login?error=EmailSignin' }),
      }),
    );
    renderRoutes(buildRoutes(), '/login');
    fireEvent.click(await screen.findByRole('tab', { name: 'E-mail link' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }), {
      target: { value: 'a@b.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect((await screen.findByTestId('login-error')).textContent).toBe(en.errors.EmailSignin);
  });

  it('sends a signed-in visitor straight on to callbackUrl', async () => {
    stubFetch(serverRoutes(sessionFor('sales')));
    const { router } = renderRoutes(buildRoutes(), '/login?callbackUrl=%2Fnews');
    await screen.findByRole('heading', { name: 'News', level: 1 });
    expect(router.state.location.pathname).toBe('/news');
  });

  it('never follows a callbackUrl to another site', async () => {
    signInServer();
    const { router } = renderRoutes(buildRoutes(), '/login?callbackUrl=https%3A%2F%2Fevil.example%2Fphish');
    await fillPassword('admin@meterline.example', 'demo-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    expect(router.state.location.pathname).toBe('/');
  });
});
