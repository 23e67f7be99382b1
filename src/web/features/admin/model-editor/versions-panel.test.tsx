// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../testing/admin-testing.tsx';
import type { ModelVersionAnswer } from './editor-contract.ts';
import { failure, stubApi } from './testing/parts-fixtures.tsx';
import { VersionsPanel } from './versions-panel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const version = (modelVersion: number, changes: Partial<ModelVersionAnswer> = {}): ModelVersionAnswer => ({
  modelVersion,
  publishedAt: `2026-11-${10 + modelVersion}T09:30:00.000Z`,
  publishedBy: 'Dev User',
  note: null,
  rolledBackFrom: null,
  current: false,
  ...changes,
});

/** A server whose versions grow by one copy with every rollback. */
function server(options: { rollback?: (input: unknown) => unknown } = {}) {
  const state = {
    versions: [
      version(1),
      version(2, { note: 'Autumn prices', publishedBy: 'Ana Admin' }),
      version(3, { note: 'Heated hoses dearer', current: true }),
    ],
  };
  const api = stubApi({
    // Oldest first on purpose: the panel shows the newest first whatever the order.
    'configuratorAdmin.versions': () => state.versions,
    'configuratorAdmin.diff': (input) => {
      const { from, to } = input as { from: number; to: number };
      return [
        {
          kind: 'price',
          subject: 'option',
          at: 'extras/heating',
          text: `Price of "Heated hoses" from version ${from} to ${to}.`,
        },
      ];
    },
    'configuratorAdmin.rollback':
      options.rollback ??
      ((input) => {
        const { toModelVersion } = input as { toModelVersion: number };
        const next = state.versions.length + 1;
        state.versions = [
          ...state.versions.map((entry) => ({ ...entry, current: false })),
          version(next, {
            current: true,
            rolledBackFrom: toModelVersion,
            note: `Rolled back to version ${toModelVersion}.`,
          }),
        ];
        return { modelVersion: next };
      }),
  });
  return { api, state };
}

const cards = () => screen.getAllByTestId('model-version');

describe('VersionsPanel', () => {
  it('lists who published which version and when, newest first, the current one marked', async () => {
    server();
    renderAdmin(<VersionsPanel slug="hx-compact" />);
    await screen.findByText('Version 3');
    expect(cards().map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Version 3',
      'Version 2',
      'Version 1',
    ]);
    const [current, second] = cards() as [HTMLElement, HTMLElement];
    expect(within(current).getByText('Current: customers see it')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Roll back to this version' })).toBeNull();
    // In the browser's time zone, as every date of the admin area.
    const at = dayjs('2026-11-12T09:30:00.000Z').format('YYYY-MM-DD HH:mm');
    expect(within(second).getByText(`Published ${at} by Ana Admin`, { exact: false })).toBeTruthy();
    expect(within(second).getByText('Autumn prices')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Roll back to this version' })).toBeTruthy();
  });

  it('shows a version’s changes against the one before it when expanded', async () => {
    const { api } = server();
    renderAdmin(<VersionsPanel slug="hx-compact" />);
    await screen.findByText('Version 3');
    expect(api.of('configuratorAdmin.diff')).toEqual([]);
    const toggle = within(cards()[1] as HTMLElement).getByRole('button', { name: 'Changes from version 1' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await screen.findByText('Price of "Heated hoses" from version 1 to 2.');
    expect(api.of('configuratorAdmin.diff').map((call) => call.input)).toEqual([
      { slug: 'hx-compact', from: 1, to: 2 },
    ]);
    expect(within(cards()[2] as HTMLElement).getByText(/The first version/)).toBeTruthy();
  });

  it('rolls back after a confirmation that says a copy is published as a new version, and refreshes', async () => {
    const { api } = server();
    renderAdmin(<VersionsPanel slug="hx-compact" />);
    await screen.findByText('Version 3');
    fireEvent.click(
      within(cards()[2] as HTMLElement).getByRole('button', { name: 'Roll back to this version' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to version 1?' });
    expect(within(dialog).getByText(/publishes a copy of version 1 as a new version, 4/)).toBeTruthy();
    // Nothing happens before the confirmation.
    expect(api.of('configuratorAdmin.rollback')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish a copy of version 1' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('configuratorAdmin.rollback').map((call) => call.input)).toEqual([
      { slug: 'hx-compact', toModelVersion: 1 },
    ]);
    await screen.findByText('Version 4');
    const newest = cards()[0] as HTMLElement;
    expect(within(newest).getByText('Current: customers see it')).toBeTruthy();
    expect(within(newest).getByText(/a copy of version 1/)).toBeTruthy();
  });

  it('cancels a rollback without a call', async () => {
    const { api } = server();
    renderAdmin(<VersionsPanel slug="hx-compact" />);
    await screen.findByText('Version 3');
    fireEvent.click(
      within(cards()[1] as HTMLElement).getByRole('button', { name: 'Roll back to this version' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to version 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.of('configuratorAdmin.rollback')).toEqual([]);
  });

  it('says why a rollback was refused, in the dialog', async () => {
    server({
      rollback: () => failure('PRECONDITION_FAILED', 412, 'Version 2 is the published version already.'),
    });
    renderAdmin(<VersionsPanel slug="hx-compact" />);
    await screen.findByText('Version 3');
    fireEvent.click(
      within(cards()[1] as HTMLElement).getByRole('button', { name: 'Roll back to this version' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to version 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish a copy of version 2' }));
    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/published version already/);
  });
});
