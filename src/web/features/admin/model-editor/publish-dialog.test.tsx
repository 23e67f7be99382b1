// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAdmin, stubDocumentFonts } from '../testing/admin-testing.tsx';
import type { ModelChangeAnswer } from './editor-contract.ts';
import { MAX_NOTE, PublishDialog } from './publish-dialog.tsx';
import { failure, stubApi } from './testing/parts-fixtures.tsx';

beforeAll(stubDocumentFonts);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CHANGES: ModelChangeAnswer[] = [
  {
    kind: 'price',
    subject: 'option',
    at: 'extras/heating',
    text: 'Price of "Heated hoses": 1.200,00 € → 1.350,00 €.',
    before: '1.200,00 €',
    after: '1.350,00 €',
  },
  {
    kind: 'added',
    subject: 'option',
    at: 'extras/degassing',
    text: 'Option "Degassing" added to "Extras" (by dosingLine: a 900,00 €, b 1.100,00 €).',
    after: 'by dosingLine: a 900,00 €, b 1.100,00 €',
  },
  {
    kind: 'changed',
    subject: 'setting',
    at: 'public prices',
    text: 'The public prices: shown → hidden.',
    before: 'shown',
    after: 'hidden',
  },
];

const VERSIONS = [
  {
    modelVersion: 3,
    publishedAt: '2026-11-20T10:00:00.000Z',
    publishedBy: 'Dev User',
    note: null,
    rolledBackFrom: null,
    current: true,
  },
  {
    modelVersion: 2,
    publishedAt: '2026-11-10T10:00:00.000Z',
    publishedBy: 'Dev User',
    note: 'Autumn prices',
    rolledBackFrom: null,
    current: false,
  },
];

function renderDialog(
  publish: (input: unknown) => unknown,
  props: { publishedVersion?: number; diff?: ModelChangeAnswer[] } = {},
) {
  const api = stubApi({
    'configuratorAdmin.versions': () => VERSIONS,
    'configuratorAdmin.diff': () => props.diff ?? CHANGES,
    'configuratorAdmin.publish': publish,
  });
  const onPublished = vi.fn();
  const onClose = vi.fn();
  renderAdmin(
    <PublishDialog
      slug="hx-compact"
      draftVersion={7}
      opened
      onClose={onClose}
      onPublished={onPublished}
      publishedVersion={props.publishedVersion}
    />,
  );
  return { api, onPublished, onClose };
}

const dialog = () => screen.getByRole('dialog', { name: 'Publish the draft' });

describe('PublishDialog', () => {
  it('shows the changes from the current version to the draft, grouped, each kind in words', async () => {
    const { api } = renderDialog(() => ({ modelVersion: 4 }));
    await screen.findByText('Price of "Heated hoses": 1.200,00 € → 1.350,00 €.');
    expect(api.of('configuratorAdmin.diff')[0]?.input).toEqual({ slug: 'hx-compact', from: 3, to: 'draft' });
    expect(
      within(dialog()).getByText('What changes for customers from version 3, which they see now:'),
    ).toBeTruthy();
    const groups = within(screen.getByTestId('change-list'))
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['Options (2)', 'Settings (1)']);
    expect(within(dialog()).getByText('Added')).toBeTruthy();
  });

  it('starts from the version it is given, without asking for the versions', async () => {
    const { api } = renderDialog(() => ({ modelVersion: 4 }), { publishedVersion: 2 });
    await screen.findByText('The public prices: shown → hidden.');
    expect(api.of('configuratorAdmin.diff')[0]?.input).toEqual({ slug: 'hx-compact', from: 2, to: 'draft' });
    expect(api.of('configuratorAdmin.versions')).toEqual([]);
  });

  it('publishes with the draft version and the note, then calls onPublished with the new version', async () => {
    const { api, onPublished } = renderDialog(() => ({ modelVersion: 4 }));
    await screen.findByTestId('change-list');
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /Note/ }), {
      target: { value: '  Heated hoses cost more; degassing per line.  ' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalledWith(4));
    expect(api.of('configuratorAdmin.publish').map((call) => call.input)).toEqual([
      { slug: 'hx-compact', expectedDraftVersion: 7, note: 'Heated hoses cost more; degassing per line.' },
    ]);
  });

  it('keeps the note to 500 characters', async () => {
    renderDialog(() => ({ modelVersion: 4 }));
    const note = within(dialog()).getByRole('textbox', { name: /Note/ }) as HTMLTextAreaElement;
    fireEvent.change(note, { target: { value: 'x'.repeat(MAX_NOTE + 20) } });
    expect(note.value).toHaveLength(MAX_NOTE);
    expect(within(dialog()).getByText(/500\/500 characters/)).toBeTruthy();
  });

  it('lists the errors of the model check when the server refuses with 412, and publishes nothing', async () => {
    const { onPublished } = renderDialog(() =>
      failure(
        'PRECONDITION_FAILED',
        412,
        'The draft cannot be published while the model check finds 2 errors. Fix them first.',
        {
          problems: [
            { message: 'No base price for HX 20 × ASME × 60 l.' },
            { message: 'The option filters on a sub-step that does not exist.', column: 'extras/degassing' },
          ],
        },
      ),
    );
    await screen.findByTestId('change-list');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('The draft cannot be published yet')).toBeTruthy();
    expect(within(alert).getByText(/model check finds 2 errors/)).toBeTruthy();
    const problems = within(screen.getByTestId('publish-problems'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(problems).toEqual([
      'No base price for HX 20 × ASME × 60 l.',
      'extras/degassing: The option filters on a sub-step that does not exist.',
    ]);
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('says that someone else changed the draft on a 409, and loads it again when asked', async () => {
    const { api, onPublished } = renderDialog(() =>
      failure('CONFLICT', 409, 'Someone else changed the draft of the HX Compact configurator.'),
    );
    await screen.findByTestId('change-list');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Publish' }));
    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('Someone else changed the draft')).toBeTruthy();
    const diffsBefore = api.of('configuratorAdmin.diff').length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the draft again' }));
    await waitFor(() => expect(api.of('configuratorAdmin.diff').length).toBeGreaterThan(diffsBefore));
    expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(onPublished).not.toHaveBeenCalled();
  });

  it('offers nothing to publish when the draft is the published version', async () => {
    renderDialog(() => ({ modelVersion: 4 }), { diff: [] });
    expect((await screen.findByTestId('publish-no-changes')).textContent).toBe(
      'The draft is the same as version 3: there is nothing to publish.',
    );
    expect((within(dialog()).getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
