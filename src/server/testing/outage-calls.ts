import type { DbHandle } from '../db/client.ts';
import { Client, testApp } from './test-app.ts';

export const OUTAGE_PASSWORD = 'demo-password-1';

const modelPath = `/api/trpc/publicConfigurator.machineModel?input=${encodeURIComponent(
  JSON.stringify({ slug: 'hx', locale: 'de' }),
)}`;

/**
 * What a database outage is tried with, by the outage test (http/database-outage.test.ts: the answers)
 * and its bench (bench/outage: how soon they come): reads anonymous and signed in, the health check,
 * a sign-in and a write. `sales` is a client of `app` signed in as the demo sales user.
 */
export function outageCalls(
  handle: DbHandle,
  app: ReturnType<typeof testApp>,
  sales: Client,
): [string, () => Promise<Response> | Response][] {
  return [
    // A fresh app each time: the health check trusts its last success for a second.
    [
      'GET /api/health',
      () => testApp({ ...handle, backend: 'postgres' }).app.request('http://localhost/api/health'),
    ],
    ['publicConfigurator.machineModel', () => app.app.request(`http://localhost${modelPath}`)],
    [
      'publicConfigurator.navigation (signed in)',
      () => sales.request('/api/trpc/publicConfigurator.navigation'),
    ],
    ['GET /api/news (signed in)', () => sales.request('/api/news')],
    ['GET /api/product-portfolio (signed in)', () => sales.request('/api/product-portfolio')],
    ['GET /api/auth/session (signed in)', () => sales.request('/api/auth/session')],
    ['sign-in', () => new Client(app.app).signIn('admin@meterline.example', OUTAGE_PASSWORD)],
    [
      'account.changePassword',
      () => sales.trpcMutation('account.changePassword', { currentPassword: 'x', newPassword: 'y' }),
    ],
  ];
}

/** The machine page's model: answered from the cache while the change feed is live. */
export const outageModelPath = modelPath;
