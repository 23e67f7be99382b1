// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localConfigurationKey } from '../state/local-configuration.ts';
import { exampleMachine, Providers, stubTrpc } from '../testing/example-machine.tsx';
import { DRAFT_PREVIEW_PATH, DraftPreviewPage, draftPreviewPath } from './draft-preview-page.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function server() {
  return stubTrpc({
    'configuratorAdmin.machines': () => [
      { slug: 'ml', name: 'ML Series', modelVersion: 3 },
      { slug: 'vx', name: 'VX Vario', modelVersion: 1 },
    ],
    'publicConfigurator.locales': () => [
      { code: 'en', name: 'English', englishName: 'English' },
      { code: 'de', name: 'Deutsch', englishName: 'German' },
    ],
    // The draft: the example machine under a name the published one does not have.
    'configuratorAdmin.preview': (input) => {
      const { locale } = input as { locale: string };
      const machine = exampleMachine();
      return { ...machine, locale, machine: { ...machine.machine, name: `ML Series (draft, ${locale})` } };
    },
    'publicConfigurator.machineModel': () => exampleMachine(),
  });
}

function renderPreview(path: string) {
  const actions = vi.fn((slug: string) => <button type="button">Publish {slug}…</button>);
  const router = createMemoryRouter(
    [{ path: DRAFT_PREVIEW_PATH, element: <DraftPreviewPage actions={actions} /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, actions };
}

describe('the draft preview', () => {
  it('shows the draft in the configurator’s public layout, in the locale of the address, marked as a preview', async () => {
    const { calls } = server();
    renderPreview(draftPreviewPath('ml', 'de'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ML Series (draft, de)' })).toBeTruthy();
    expect(screen.getByTestId('draft-preview-banner').textContent).toContain('Draft preview — not published');
    // The configurator speaks German inside the English admin page.
    const preview = screen.getByTestId('draft-preview');
    expect(preview.getAttribute('lang')).toBe('de');
    expect(within(preview).getByRole('button', { name: 'Neu beginnen' })).toBeTruthy();
    expect(
      calls.filter((call) => call.path === 'configuratorAdmin.preview').map((call) => call.input),
    ).toEqual([{ slug: 'ml', locale: 'de' }]);
    // The published model is never asked for.
    expect(calls.some((call) => call.path === 'publicConfigurator.machineModel')).toBe(false);
    expect(screen.getByRole('button', { name: 'Publish ml…' })).toBeTruthy();
  });

  it('offers no save of a code, and keeps its configuration apart from the published one’s', async () => {
    server();
    renderPreview(draftPreviewPath('ml'));
    const preview = await screen.findByTestId('draft-preview');
    await within(preview).findByTestId('configurator-total', {}, { timeout: 5000 });
    expect(within(preview).queryByRole('button', { name: 'Save configuration' })).toBeNull();
    await waitFor(() =>
      expect(window.localStorage.getItem(localConfigurationKey('draft-preview.ml'))).not.toBeNull(),
    );
    expect(window.localStorage.getItem(localConfigurationKey('ml'))).toBeNull();
  });

  it('switches the language and the machine in the address', async () => {
    const { calls } = server();
    const { router } = renderPreview(draftPreviewPath('ml'));
    await screen.findByRole('heading', { level: 1, name: 'ML Series (draft, en)' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'de' } });
    await screen.findByRole('heading', { level: 1, name: 'ML Series (draft, de)' });
    expect(router.state.location.search).toBe('?machine=ml&locale=de');
    fireEvent.change(screen.getByRole('combobox', { name: 'Machine' }), { target: { value: 'vx' } });
    await waitFor(() =>
      expect(calls.some((call) => JSON.stringify(call.input) === '{"slug":"vx","locale":"de"}')).toBe(true),
    );
  });

  it('says so when the machine has no configurator', async () => {
    server();
    renderPreview(draftPreviewPath('nope'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/no configurator for a machine “nope”/);
  });
});
