// @vitest-environment happy-dom
// A file of its own: the dropdown's code, once loaded, stays loaded for the rest of a test file.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';

beforeAll(async () => {
  await import('../../app/areas/internal.tsx');
}, 30_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("the user menu's button is there at once; its dropdown's code arrives at the first action and takes the focus over", async () => {
  stubFetch(
    serverRoutes(sessionFor('sales', 'Sam Sales'), {
      '/api/general-information': () => json([]),
      '/api/news': () => json([]),
    }),
  );
  renderRoutes(buildRoutes(), '/');
  const standIn = await screen.findByRole('button', { name: 'User menu' });
  expect(standIn.getAttribute('aria-haspopup')).toBe('menu');
  expect(screen.queryByRole('menu')).toBeNull();
  act(() => standIn.focus());
  act(() => {
    window.dispatchEvent(new Event('keydown'));
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'User menu' })).not.toBe(standIn));
  const menuButton = screen.getByRole('button', { name: 'User menu' });
  await waitFor(() => expect(document.activeElement).toBe(menuButton));
  fireEvent.click(menuButton);
  expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
});
