import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './trpc.ts';

describe('tRPC client', () => {
  afterEach(() => vi.unstubAllGlobals());

  function recordRequests(): string[] {
    const urls: string[] = [];
    vi.stubGlobal('location', new URL('http://localhost/'));
    vi.stubGlobal('fetch', async (url: string) => {
      urls.push(url);
      const batched = url.includes('batch=1');
      const one = { result: { data: { ok: true } } };
      return new Response(JSON.stringify(batched ? [one] : one), {
        headers: { 'content-type': 'application/json' },
      });
    });
    return urls;
  }

  it('batches calls (batch=1) unless a call asks to skip it', async () => {
    const urls = recordRequests();
    const client = createApiClient();
    const input = { currentPassword: 'a', newPassword: 'b' };
    await client.account.changePassword.mutate(input);
    await client.account.changePassword.mutate(input, { context: { skipBatch: true } });
    expect(urls).toEqual(['/api/trpc/account.changePassword?batch=1', '/api/trpc/account.changePassword']);
  });
});
