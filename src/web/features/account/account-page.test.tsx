// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';

beforeAll(async () => {
  await import('../../app/areas/internal.tsx');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

function fill(current: string, next: string, repeat = next) {
  fireEvent.change(field('Current password'), { target: { value: current } });
  fireEvent.change(field('New password'), { target: { value: next } });
  fireEvent.change(field('Repeat the new password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

const TRPC_PATH = '/api/trpc/account.changePassword';

async function openAccount(extra = {}) {
  const stub = stubFetch(serverRoutes(sessionFor('backoffice', 'Bo Backoffice'), extra));
  const view = renderRoutes(buildRoutes(), '/account', { onSignedOut: vi.fn() });
  await screen.findByRole('heading', { name: 'Account', level: 1 });
  return { ...stub, ...view };
}

describe('/account', () => {
  it("shows the user's name, e-mail and role", async () => {
    await openAccount();
    expect(screen.getByTestId('account-name').textContent).toBe('Bo Backoffice');
    expect(screen.getByTestId('account-email').textContent).toBe('backoffice@meterline.example');
    expect(screen.getByTestId('account-role').textContent).toBe('Backoffice');
  });

  it('checks the form before asking the server', async () => {
    const { calls } = await openAccount();
    fill('', 'short');
    await screen.findByText('Enter your current password.');
    expect(screen.getByText('The new password needs at least 10 characters.')).toBeTruthy();
    fill('old-password-1', 'new-password-1', 'new-password-2');
    await screen.findByText('The two new passwords differ.');
    expect(calls.some((call) => call.url.startsWith(TRPC_PATH))).toBe(false);
  });

  it('changes the password through account.changePassword and empties the form', async () => {
    const { calls } = await openAccount({
      [`POST ${TRPC_PATH}`]: () => json([{ result: { data: { ok: true } } }]),
    });
    fill('demo-password-1', 'a-better-password');
    await waitFor(() => expect(field('Current password').value).toBe(''));
    const call = calls.find((entry) => entry.url.startsWith(TRPC_PATH));
    expect(call?.method).toBe('POST');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      0: { currentPassword: 'demo-password-1', newPassword: 'a-better-password' },
    });
    expect(call?.headers.get('content-type')).toBe('application/json');
  });

  it('says first that the change signs in again, then signs in with the new password', async () => {
    const { calls } = await openAccount({
      [`POST ${TRPC_PATH}`]: () => json([{ result: { data: { ok: true } } }]),
      'POST /api/auth/callback/credentials': () => json({ url: 'http://localhost:3000/account' }),
    });
    expect(screen.getByText(/You will be signed in again with the new password/)).toBeTruthy();
    fill('demo-password-1', 'a-better-password');
    expect((await screen.findByTestId('password-changed')).textContent).toContain(
      'You are signed in with the new password',
    );
    const signIn = calls.find((entry) => entry.url.startsWith('/api/auth/callback/credentials'));
    const form = new URLSearchParams(signIn?.body ?? '');
    expect(form.get('email')).toBe('backoffice@meterline.example');
    expect(form.get('password')).toBe('a-better-password');
  });

  it('when signing in again fails, says the password changed and offers the sign-in page', async () => {
    await openAccount({
      [`POST ${TRPC_PATH}`]: () => json([{ result: { data: { ok: true } } }]),
      'POST /api/auth/callback/credentials': () =>
        json({ url: 'http://localhost:3000/login?error=CredentialsSignin' }),
    });
    fill('demo-password-1', 'a-better-password');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your password was changed and every session has ended');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/login?callbackUrl=%2Faccount',
    );
  });

  it("shows the server's BAD_REQUEST message", async () => {
    await openAccount({
      [`POST ${TRPC_PATH}`]: () =>
        json(
          [
            {
              error: {
                message: 'The current password is not correct.',
                code: -32600,
                data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'account.changePassword' },
              },
            },
          ],
          400,
        ),
    });
    fill('wrong-password', 'a-better-password');
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is not correct.');
    expect(field('New password').value).toBe('a-better-password');
  });

  it('signs out', async () => {
    const { calls, router } = await openAccount({
      'POST /api/auth/signout': () => json({ url: 'http://localhost:3000/login' }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls.some((call) => call.url === '/api/auth/signout' && call.method === 'POST')).toBe(true);
  });
});
