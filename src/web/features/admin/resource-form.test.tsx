// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineResource, f } from '../../../domain/resources/fields.ts';
import type { ResourceItem } from '../../../domain/resources/types.ts';
import { json, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { ResourceForm } from './resource-form.tsx';
import { renderAdmin, stubDocumentFonts } from './testing/admin-testing.tsx';

beforeAll(stubDocumentFonts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A declaration with one field of every kind the mechanism knows. */
const GADGETS = defineResource({
  key: 'gadgets',
  title: 'Gadgets',
  singular: 'gadget',
  group: 'productPortfolio',
  permission: 'catalogue.edit',
  fields: [
    f.text('name', 'Name'),
    f.textarea('notes', 'Notes', { optional: true }),
    f.richText('text', 'Text', { optional: true }),
    f.integer('count', 'Count', { min: 1, max: 100, defaultValue: 1 }),
    f.decimal('width', 'Width', { greaterThan: 0, max: 99_999, scale: 1, unit: 'mm' }),
    f.boolean('active', 'Active'),
    f.enumOf('size', 'Size', [
      { value: 'small', label: 'Small' },
      { value: 'large', label: 'Large' },
    ]),
    f.enumList('uses', 'Uses', [
      { value: 'rigid', label: 'Rigid foam' },
      { value: 'flexible', label: 'Flexible foam' },
    ]),
    f.reference('pumpTypeId', 'Pump type', 'pump-types'),
    f.yearMonth('availableTo', 'Available to'),
    f.image('image', 'Picture'),
    f.partModelFile('model', 'Part model', { optional: true }),
    f.dateTime('publishedAt', 'Published at', { optional: true }),
    f.email('email', 'E-mail', { optional: true }),
    f.password('password', 'Initial password', { createOnly: true }),
    f.pin('pin', 'PIN', { optional: true }),
  ],
});

const TYPE_A = '5a7d0b2e-0000-4000-8000-00000000000a';
const TYPE_B = '5a7d0b2e-0000-4000-8000-00000000000b';
const GADGET: ResourceItem = {
  id: '5a7d0b2e-0000-4000-8000-000000000001',
  version: 4,
  name: 'Widget',
  notes: null,
  text: '<p>Hello</p>',
  count: 3,
  width: 12.5,
  active: true,
  size: 'small',
  uses: ['rigid'],
  pumpTypeId: TYPE_A,
  availableTo: '2027-03',
  image: null,
  model: null,
  publishedAt: null,
  email: null,
  labels: { pumpTypeId: 'Axial piston pump' },
};

function server(extra: Parameters<typeof serverRoutes>[1] = {}) {
  return stubFetch(
    serverRoutes(sessionFor('admin'), {
      '/api/admin/pump-types': () =>
        json({
          data: {
            items: [
              { id: TYPE_A, version: 1, name: 'Axial piston pump' },
              { id: TYPE_B, version: 1, name: 'Gear pump' },
            ],
            total: 2,
          },
        }),
      ...extra,
    }),
  );
}

const input = (label: string | RegExp) =>
  screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
/** Opens a select and picks the option that starts so. */
async function choose(label: RegExp, text: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(`^${text}`) }));
}

const bodyOf = (calls: { method: string; url: string; body: string }[], method: string) =>
  JSON.parse(
    calls.filter((call) => call.method === method && call.url.startsWith('/api/admin/gadgets')).at(-1)
      ?.body ?? '{}',
  );

describe('ResourceForm', () => {
  it('renders an input for every field kind of the declaration', async () => {
    server();
    renderAdmin(<ResourceForm declaration={GADGETS} mode="create" />);
    expect(input(/^Name/).type).toBe('text');
    expect(screen.getByLabelText(/^Notes/).tagName).toBe('TEXTAREA');
    expect(await screen.findByRole('textbox', { name: /^Text/ }, { timeout: 10_000 })).toBeTruthy();
    expect(input(/^Count/).value).toBe('1');
    expect(input(/^Width \(mm\)/)).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Size/ })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Rigid foam' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Pump type/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Available to/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose picture' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Published at/ })).toBeTruthy();
    expect(input(/^E-mail/).type).toBe('email');
    expect(input(/^Initial password/).type).toBe('password');
    expect(input(/^PIN/).type).toBe('password');
  });

  it('checks required fields and the schema before asking the server', async () => {
    const { calls } = server();
    renderAdmin(<ResourceForm declaration={GADGETS} mode="create" />);
    fireEvent.change(input(/^Count/), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: /Create gadget/ }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Count must be at most 100.')).toBeTruthy();
    expect(screen.getByText('Initial password is required.')).toBeTruthy();
    expect(input(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says a whole-number field got a decimal, typed with a comma or a point, rather than dropping the sign', async () => {
    const { calls } = server();
    renderAdmin(<ResourceForm declaration={GADGETS} mode="create" />);
    for (const typed of ['40.5', '40,5']) {
      // Key by key, as typed: the decimal sign is a one-character change.
      fireEvent.change(input(/^Count/), { target: { value: '' } });
      for (let end = 1; end <= typed.length; end++) {
        const field = input(/^Count/);
        const next = field.value + typed.slice(end - 1, end);
        field.setSelectionRange(field.value.length, field.value.length);
        fireEvent.change(field, { target: { value: next, selectionStart: end, selectionEnd: end } });
      }
      fireEvent.blur(input(/^Count/));
      expect(input(/^Count/).value).toBe('40,5');
      fireEvent.click(screen.getByRole('button', { name: /Create gadget/ }));
      expect(await screen.findByText('Count must be a whole number.')).toBeTruthy();
    }
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('reads a decimal pasted in English notation as written, not with a thousands point', async () => {
    const { calls } = server({
      'PATCH /api/admin/gadgets/5a7d0b2e-0000-4000-8000-000000000001': () =>
        json({ data: { ...GADGET, version: 5, width: 1850.5 } }),
    });
    renderAdmin(<ResourceForm declaration={GADGETS} mode="edit" item={GADGET} />);
    fireEvent.paste(input(/^Width/), { clipboardData: { getData: () => '1850.5' } });
    await waitFor(() => expect(input(/^Width/).value).toBe('1.850,5'));
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    await screen.findByText('Version 5', { exact: false });
    expect(bodyOf(calls, 'PATCH').values).toMatchObject({ width: 1850.5 });
  });

  it('creates with German numbers, chosen references and lists; empty write-only fields stay out', async () => {
    const { calls } = server({
      'POST /api/admin/gadgets': () =>
        json({ data: { ...GADGET, id: 'new', version: 1, name: 'Gizmo' } }, 201),
    });
    const onSaved = vi.fn();
    renderAdmin(<ResourceForm declaration={GADGETS} mode="create" onSaved={onSaved} />);
    fireEvent.change(input(/^Name/), { target: { value: 'Gizmo' } });
    fireEvent.change(input(/^Width/), { target: { value: '1.234,5' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flexible foam' }));
    await choose(/^Pump type/, 'Gear');
    fireEvent.change(input(/^Initial password/), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: /Create gadget/ }));
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Gizmo' }), true),
    );
    const { values } = bodyOf(calls, 'POST');
    expect(values).toMatchObject({
      name: 'Gizmo',
      width: 1234.5,
      count: 1,
      uses: ['flexible'],
      pumpTypeId: TYPE_B,
      password: 'a-long-password',
      size: 'small',
      active: false,
      availableTo: null,
    });
    expect(values).not.toHaveProperty('pin');
  });

  it("shows the server's field refusals on their fields, and the message above the buttons", async () => {
    server({
      'POST /api/admin/gadgets': () =>
        json(
          {
            error: {
              code: 'UNPROCESSABLE_CONTENT',
              message: 'Cannot save gadget "Gizmo": a gadget with this name exists already.',
              fields: { name: 'A gadget with this name exists already.' },
            },
          },
          422,
        ),
    });
    renderAdmin(<ResourceForm declaration={GADGETS} mode="create" />);
    fireEvent.change(input(/^Name/), { target: { value: 'Gizmo' } });
    fireEvent.change(input(/^Width/), { target: { value: '3' } });
    await choose(/^Pump type/, 'Gear');
    fireEvent.change(input(/^Initial password/), { target: { value: 'a-long-password' } });
    fireEvent.click(screen.getByRole('button', { name: /Create gadget/ }));
    expect(await screen.findByText('A gadget with this name exists already.')).toBeTruthy();
    const name = input(/^Name/);
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(
      document.getElementById(name.getAttribute('aria-describedby')?.split(' ').at(-1) ?? '')?.textContent,
    ).toBe('A gadget with this name exists already.');
    expect(screen.getByRole('alert').textContent).toContain('a gadget with this name exists already');
  });

  it('saves an edit with the version it was read at, on Ctrl+S too', async () => {
    const { calls } = server({
      'PATCH /api/admin/gadgets/5a7d0b2e-0000-4000-8000-000000000001': () =>
        json({ data: { ...GADGET, version: 5, name: 'Widget 2' } }),
    });
    renderAdmin(<ResourceForm declaration={GADGETS} mode="edit" item={GADGET} />);
    expect(screen.getByRole('button', { name: /Save/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByLabelText(/^Initial password/)).toBeNull();
    fireEvent.change(input(/^Name/), { target: { value: 'Widget 2' } });
    fireEvent.keyDown(input(/^Name/), { key: 's', code: 'KeyS', ctrlKey: true });
    await screen.findByText('Version 5', { exact: false });
    const body = bodyOf(calls, 'PATCH');
    expect(body.expectedVersion).toBe(4);
    expect(body.values).toMatchObject({ name: 'Widget 2', width: 12.5, uses: ['rigid'], pumpTypeId: TYPE_A });
    expect(body.values).not.toHaveProperty('password');
    expect(body.values).not.toHaveProperty('pin');
  });

  it('meets a conflict with their version against yours; reload takes theirs, overwrite saves again with their version', async () => {
    const theirs = { ...GADGET, version: 6, name: 'Widget (theirs)', count: 7, labels: GADGET.labels };
    let patches = 0;
    const { calls } = server({
      'PATCH /api/admin/gadgets/5a7d0b2e-0000-4000-8000-000000000001': () => {
        patches += 1;
        return patches === 3
          ? json({ data: { ...GADGET, version: 7, name: 'Widget (mine)', count: 7 } })
          : json(
              {
                error: {
                  code: 'CONFLICT',
                  message: 'Gadget "Widget" was changed by someone else in the meantime.',
                  current: theirs,
                },
              },
              409,
            );
      },
    });
    renderAdmin(<ResourceForm declaration={GADGETS} mode="edit" item={GADGET} />);
    fireEvent.change(input(/^Name/), { target: { value: 'Widget (mine)' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));

    const dialog = await screen.findByRole('dialog', { name: /Someone else changed gadget/ });
    const nameRow = within(dialog).getByTestId('conflict-name');
    expect(nameRow.textContent).toContain('Widget (theirs)');
    expect(nameRow.textContent).toContain('Widget (mine)');
    expect(within(dialog).getByTestId('conflict-count').textContent).toMatch(/Count.*7.*3/);
    expect(within(dialog).queryByTestId('conflict-width')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reload their version' }));
    await waitFor(() => expect(input(/^Name/).value).toBe('Widget (theirs)'));
    expect(input(/^Count/).value).toBe('7');

    // Editing their version conflicts again (a third party saved meanwhile); this time overwrite.
    fireEvent.change(input(/^Name/), { target: { value: 'Widget (mine)' } });
    fireEvent.click(screen.getByRole('button', { name: /Save/ }));
    const again = await screen.findByRole('dialog', { name: /Someone else changed gadget/ });
    fireEvent.click(within(again).getByRole('button', { name: 'Overwrite with mine' }));
    await screen.findByText('Version 7', { exact: false });
    const sent = calls.filter((call) => call.method === 'PATCH').map((call) => JSON.parse(call.body));
    expect(sent.map((body) => body.expectedVersion)).toEqual([4, 6, 6]);
    expect(sent[2].values.name).toBe('Widget (mine)');
  });
});
