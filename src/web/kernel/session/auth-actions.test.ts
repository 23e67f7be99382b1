// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, serverRoutes, stubFetch } from '../../testing/render.tsx';
import { signIn } from './auth-actions.ts';

describe('signIn', () => {
  afterEach(() => vi.unstubAllGlobals());

  function watchNavigation() {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: 'http://localhost', assign });
    return assign;
  }

  it('goes to the error page when there are no providers', async () => {
    const assign = watchNavigation();
    stubFetch({ ...serverRoutes(null), '/api/auth/providers': () => json({}) });
    expect(await signIn('credentials', {}, '/')).toEqual({ ok: false, error: 'REDIRECTED' });
    expect(assign).toHaveBeenCalledWith('/api/auth/error');
  });

  it('goes to the sign-in page for an unknown provider', async () => {
    const assign = watchNavigation();
    stubFetch(serverRoutes(null));
    await signIn('github', {}, '/analytics');
    expect(assign).toHaveBeenCalledWith(
      `/api/auth/signin?callbackUrl=${encodeURIComponent('http://localhost/analytics')}`,
    );
  });

  it('posts credentials to callback/credentials and e-mail to signin/nodemailer', async () => {
    watchNavigation();
    const { calls } = stubFetch({
      ...serverRoutes(null),
      'POST /api/auth/callback/credentials': () => json({ url: 'http://localhost/' }),
      'POST /api/auth/signin/nodemailer': () => json({ url: 'http://localhost/api/auth/verify-request' }),
    });
    expect(await signIn('credentials', { email: 'a@b.example', password: 'pw' }, '/')).toEqual({
      ok: true,
      url: 'http://localhost/',
    });
    await signIn('nodemailer', { email: 'a@b.example' }, '/');
    const posts = calls.filter((c) => c.method === 'POST').map((c) => c.url);
    expect(posts).toEqual(['/api/auth/callback/credentials', '/api/auth/signin/nodemailer']);
  });
});
