// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const TRPC_PATH = '/api/trpc/account.changeTradeFairPin';

function booth() {
  const session = sessionFor('sales', 'Booth Tablet');
  return { ...session, user: { ...session.user, tradeFairModeEnabled: true } };
}

async function openAccount(session = booth(), extra = {}) {
  const stub = stubFetch(serverRoutes(session, extra));
  renderRoutes(buildRoutes(), '/account', { onSignedOut: vi.fn() });
  await screen.findByRole('heading', { name: 'Account', level: 1 });
  return stub;
}

const pinCard = () => screen.getByRole('region', { name: 'Trade-fair PIN' });
const field = (label: string) =>
  within(pinCard()).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement;

function fill(password: string, pin: string, repeat = pin) {
  fireEvent.change(field('Password'), { target: { value: password } });
  fireEvent.change(field('New PIN'), { target: { value: pin } });
  fireEvent.change(field('Repeat the new PIN'), { target: { value: repeat } });
  fireEvent.click(within(pinCard()).getByRole('button', { name: 'Change PIN' }));
}

describe('/account: the trade-fair PIN', () => {
  it('is offered only to trade-fair users', async () => {
    await openAccount(sessionFor('sales'));
    expect(screen.queryByRole('region', { name: 'Trade-fair PIN' })).toBeNull();
  });

  it('checks the PIN (at least 6 digits, repeated) and the password before asking the server', async () => {
    const { calls } = await openAccount();
    fill('', '12a45');
    expect(await within(pinCard()).findByText('Enter your password to confirm the change.')).toBeTruthy();
    expect(within(pinCard()).getByText('The PIN needs at least 6 digits, and digits only.')).toBeTruthy();
    fill('demo-password-1', '12345');
    expect(
      await within(pinCard()).findByText('The PIN needs at least 6 digits, and digits only.'),
    ).toBeTruthy();
    fill('demo-password-1', '135790', '135791');
    expect(await within(pinCard()).findByText('The two PINs differ.')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith(TRPC_PATH))).toBe(false);
  });

  it('changes the PIN through account.changeTradeFairPin, says so and empties the form', async () => {
    const { calls } = await openAccount(booth(), {
      [`POST ${TRPC_PATH}`]: () => json([{ result: { data: { ok: true } } }]),
    });
    fill('demo-password-1', '135790');
    expect((await within(pinCard()).findByTestId('pin-changed')).textContent).toContain(
      'The PIN was changed',
    );
    await waitFor(() => expect(field('New PIN').value).toBe(''));
    const call = calls.find((entry) => entry.url.startsWith(TRPC_PATH));
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      0: { currentPassword: 'demo-password-1', newPin: '135790' },
    });
  });

  it("shows the server's refusal and keeps the PIN typed", async () => {
    await openAccount(booth(), {
      [`POST ${TRPC_PATH}`]: () =>
        json(
          [
            {
              error: {
                message: 'The password is not correct.',
                code: -32600,
                data: { code: 'BAD_REQUEST', httpStatus: 400, path: 'account.changeTradeFairPin' },
              },
            },
          ],
          400,
        ),
    });
    fill('wrong-password', '135790');
    expect((await within(pinCard()).findByRole('alert')).textContent).toBe('The password is not correct.');
    expect(field('New PIN').value).toBe('135790');
    expect(within(pinCard()).queryByTestId('pin-changed')).toBeNull();
  });
});
