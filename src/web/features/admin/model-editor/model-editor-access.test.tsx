// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../../domain/roles.ts';
import { buildRoutes } from '../../../app/routes.tsx';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../../testing/render.tsx';
import { stubDocumentFonts } from '../testing/admin-testing.tsx';

// docs/product.md#roles: the configurator model editor is development only; admin and sales users
// reaching its address see that they may not, and the page asks the server nothing.

beforeAll(async () => {
  stubDocumentFonts();
  await Promise.all([import('../../../app/areas/internal.tsx'), import('../../../app/areas/admin.tsx')]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 10_000 };
const PATHS = [
  '/admin/public-configurator/steps',
  '/admin/public-configurator/steps/steps',
  '/admin/public-configurator/steps/sub-steps',
];

function server(role: Role) {
  return stubFetch(
    serverRoutes(sessionFor(role), {
      // The machines of the editor, as one batched tRPC answer.
      '/api/trpc/*': () => json([{ result: { data: [] } }]),
    }),
  );
}

describe('who sees the model editor', () => {
  for (const role of ['admin', 'sales'] as const) {
    it(`${role} users get no editor at its addresses, and no call is made for one`, async () => {
      for (const path of PATHS) {
        const { calls } = server(role);
        renderRoutes(buildRoutes(), path);
        expect(await screen.findByRole('heading', { name: 'No access' }, SLOW)).toBeTruthy();
        expect(screen.queryByRole('combobox', { name: 'Machine' })).toBeNull();
        expect(calls.some((call) => call.url.includes('configuratorAdmin'))).toBe(false);
        cleanup();
        vi.unstubAllGlobals();
      }
    });
  }

  it('development users get the editor (here: no machine has a configurator yet)', async () => {
    const { calls } = server('development');
    renderRoutes(buildRoutes(), '/admin/public-configurator/steps');
    expect(await screen.findByText('No machine has a configurator yet', {}, SLOW)).toBeTruthy();
    expect(calls.some((call) => call.url.includes('configuratorAdmin.machines'))).toBe(true);
  });
});
