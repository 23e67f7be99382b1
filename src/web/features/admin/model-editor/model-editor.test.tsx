// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModelDocument } from '../../../../domain/configurator/model-document.ts';
import { AdminFrame } from '../admin-frame.tsx';
import { renderAdmin } from '../testing/admin-testing.tsx';
import { ModelEditorPage } from './model-editor-page.tsx';
import { draftAnswer, editorDocument } from './testing/editor-fixture.ts';
import { ok, refused, stubTrpc } from './testing/trpc-double.ts';

// The model editor (docs/ARCHITECTURE.md, Admin resources): the draft is saved 800 ms after the last edit with the draft version it
// was edited on; a stale version meets their draft against this one; the schema's refusals show at
// their fields.

const PATH = '/admin/public-configurator/steps';
const MACHINES = [
  { slug: 'hx', name: 'HX', modelVersion: 3 },
  { slug: 'lx', name: 'LX', modelVersion: 1 },
];

type SaveInput = { slug: string; expectedDraftVersion: number; model: ModelDocument };

function renderEditor(saveDraft: (input: SaveInput) => ReturnType<typeof ok>) {
  const trpc = stubTrpc({
    'configuratorAdmin.machines': () => ok(MACHINES),
    'configuratorAdmin.draft': () => ok(draftAnswer()),
    'configuratorAdmin.saveDraft': (input) => saveDraft(input as SaveInput),
  });
  const view = renderAdmin(
    <AdminFrame>
      <Link to="/admin">Admin home</Link>
      <ModelEditorPage path={PATH} />
    </AdminFrame>,
    `${PATH}?machine=hx`,
  );
  const saves = () => trpc.of('configuratorAdmin.saveDraft').map((call) => call.input as SaveInput);
  return { ...view, trpc, saves };
}

const status = () => screen.getByTestId('save-status');
/** The whole editor renders in happy-dom: give it time on a busy machine. */
const SLOW = { timeout: 10_000 };

async function openHoseLength() {
  fireEvent.click(await screen.findByRole('button', { name: /^Hose length hose-length/ }, SLOW));
  return screen.getByRole('region', { name: 'Sub-step Hose length' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Each test renders the whole editor a few times over and waits out the autosave's pause.
describe('the model editor draft', { timeout: 60_000 }, () => {
  it('saves 800 ms after the last edit with the version it was edited on, then with the new one', async () => {
    let version = 4;
    const { saves } = renderEditor(() => ok({ draftVersion: ++version, findings: [] }));
    const panel = await openHoseLength();
    const title = within(panel).getByRole('textbox', { name: /^Title/ });
    fireEvent.change(title, { target: { value: 'Hose lengths' } });
    fireEvent.change(title, { target: { value: 'Hose lengths (m)' } });
    expect(status().textContent).toBe('Saving…');
    expect(saves()).toHaveLength(0);
    await waitFor(() => expect(status().textContent).toBe('Saved'), SLOW);
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ slug: 'hx', expectedDraftVersion: 4 });
    expect(saves()[0]?.model.steps[1]?.subSteps[0]?.title).toBe('Hose lengths (m)');
    fireEvent.change(title, { target: { value: 'Hoses' } });
    await waitFor(() => expect(saves()).toHaveLength(2), SLOW);
    expect(saves()[1]?.expectedDraftVersion).toBe(5);
    await waitFor(() => expect(status().textContent).toBe('Saved'), SLOW);
    expect(screen.getByText('Draft 6')).toBeTruthy();
  });

  it('meets a conflict with their draft against this one: overwrite saves on their version', async () => {
    const theirs = editorDocument();
    theirs.steps[1] = { ...(theirs.steps[1] as ModelDocument['steps'][number]), title: 'Hoses by them' };
    let conflicts = 1;
    const { saves } = renderEditor((input) =>
      conflicts-- > 0
        ? refused(
            'CONFLICT',
            409,
            'The draft of the HX configurator was changed by someone else in the meantime.',
            {
              current: { draftVersion: 9, model: theirs, updatedBy: 'Other Dev' },
            },
          )
        : ok({ draftVersion: input.expectedDraftVersion + 1, findings: [] }),
    );
    const panel = await openHoseLength();
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Title/ }), {
      target: { value: 'Hose lengths' },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed the draft of HX' }, SLOW);
    expect(within(dialog).getByText(/Last saved by Other Dev/)).toBeTruthy();
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows.some((row) => row?.includes('Hoses by them'))).toBe(true);
    expect(status().textContent).toBe('Not saved');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
    await waitFor(() => expect(saves()).toHaveLength(2), SLOW);
    expect(saves()[1]).toMatchObject({ expectedDraftVersion: 9 });
    expect(saves()[1]?.model.steps[1]?.title).toBe('Hoses');
    await waitFor(() => expect(status().textContent).toBe('Saved'), SLOW);
    expect(screen.getByText('Draft 10')).toBeTruthy();
  });

  it('takes their draft on Reload: their version shows and nothing more is saved', async () => {
    const theirs = editorDocument();
    theirs.steps[1]?.subSteps[0]?.options.data.push({ value: '8m', label: '8 m', price: 700 });
    const { saves } = renderEditor(() =>
      refused('CONFLICT', 409, 'Changed meanwhile.', {
        current: { draftVersion: 7, model: theirs, updatedBy: null },
      }),
    );
    const panel = await openHoseLength();
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Mine' } });
    const dialog = await screen.findByRole('dialog', { name: 'Someone else changed the draft of HX' }, SLOW);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(status().textContent).toBe('Saved'), SLOW);
    const reloaded = screen.getByRole('region', { name: 'Sub-step Hose length' });
    expect(within(reloaded).getByRole('button', { name: /^8 m 8m/ })).toBeTruthy();
    expect((within(reloaded).getByRole('textbox', { name: /^Title/ }) as HTMLInputElement).value).toBe(
      'Hose length',
    );
    expect(saves()).toHaveLength(1);
    expect(screen.getByText('Draft 7')).toBeTruthy();
  });

  it("shows the schema's refusal at its field before sending, and the server's field paths", async () => {
    const { saves } = renderEditor(() =>
      refused('BAD_REQUEST', 400, 'model.steps.1.subSteps.0.title: is reserved', {
        fields: { 'model.steps.1.subSteps.0.title': 'is reserved' },
      }),
    );
    const panel = await openHoseLength();
    const slug = within(panel).getByRole('textbox', { name: /^Slug/ });
    fireEvent.change(slug, { target: { value: 'Hose Length' } });
    await waitFor(() => expect(status().textContent).toBe('Not saved'), SLOW);
    expect(saves()).toHaveLength(0);
    const region = screen.getByRole('region', { name: 'Sub-step Hose length' });
    expect(within(region).getByText(/must be lower-case letters/)).toBeTruthy();
    expect(screen.getByText('1 field needs a change (marked in red).')).toBeTruthy();

    fireEvent.change(within(region).getByRole('textbox', { name: /^Slug/ }), {
      target: { value: 'hose-length' },
    });
    await waitFor(() => expect(saves()).toHaveLength(1), SLOW);
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Sub-step Hose length' })).getByText('is reserved'),
      ).toBeTruthy(),
    );
    expect(status().textContent).toBe('Not saved');
  });

  it('asks before leaving while an edit is not saved yet', async () => {
    renderEditor(() => ok({ draftVersion: 5, findings: [] }));
    const panel = await openHoseLength();
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Hoses' } });
    fireEvent.click(screen.getByRole('link', { name: 'Admin home' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });
});
