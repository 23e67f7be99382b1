// @vitest-environment happy-dom
// The part models' page (docs/product.md#part-models): the generic list with the flag of links the
// published model lost, and the form's file field, placement and links. The upload itself goes over
// XMLHttpRequest, which happy-dom sends to the network: its answers are covered by part-models.db.test.ts.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoutes } from '../../app/routes.tsx';
import { json, renderRoutes, serverRoutes, sessionFor, stubFetch } from '../../testing/render.tsx';
import { stubDocumentFonts } from './testing/admin-testing.tsx';

beforeAll(async () => {
  stubDocumentFonts();
  await Promise.all([import('../../app/areas/internal.tsx'), import('../../app/areas/admin.tsx')]);
}, 60_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SLOW = { timeout: 10_000 };
const PAGE = '/admin/public-configurator/part-models';
const MACHINE = '7c1e0000-0000-4000-8000-000000000001';
const SHA = 'ab'.repeat(32);
const PART = {
  id: '7c1e0000-0000-4000-8000-0000000000aa',
  version: 1,
  name: 'Heater',
  machineId: MACHINE,
  file: SHA,
  shownBy: 'heating=yes\nagitator=on',
  missingLinks: 'agitator=on',
  anchor: null,
  positionX: 0,
  positionY: 0,
  positionZ: 0,
  rotationX: 0,
  rotationY: 0,
  rotationZ: 0,
  scale: 1,
  labels: { machineId: 'HX Compact' },
};

function server(extra = {}) {
  return stubFetch(
    serverRoutes(sessionFor('admin'), {
      '/api/admin/part-models': () => json({ data: { items: [PART], total: 1 } }),
      '/api/admin/machines': () =>
        json({ data: { items: [{ id: MACHINE, version: 1, name: 'HX Compact' }], total: 1 } }),
      ...extra,
    }),
  );
}

describe(PAGE, () => {
  it('lists part models with the links the published model no longer has', async () => {
    server();
    renderRoutes(buildRoutes(), PAGE);
    expect(await screen.findByRole('heading', { name: 'Part models', level: 1 }, SLOW)).toBeTruthy();
    const row = (await screen.findByText('Heater', {}, SLOW)).closest('tr') as HTMLElement;
    expect(within(row).getByText('HX Compact')).toBeTruthy();
    expect(within(row).getByText('agitator=on')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Missing from the published model/ })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /New part model/ }).length).toBeGreaterThan(0);
  });

  it('offers the file upload, the links and the placement in the form', async () => {
    server();
    renderRoutes(buildRoutes(), `${PAGE}?item=new`);
    expect(await screen.findByRole('button', { name: 'Choose file' }, SLOW)).toBeTruthy();
    expect(screen.getByText(/Drop a glTF binary \(.glb\) here/)).toBeTruthy();
    const shownBy = screen.getByLabelText(/^Shown by/) as HTMLTextAreaElement;
    expect(shownBy.value).toBe('always');
    expect(screen.getByLabelText(/^Position X \(m\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Rotation Y \(°\)/)).toBeTruthy();
    expect((screen.getByLabelText(/^Scale/) as HTMLInputElement).value).toBe('1');
    // The browser refuses a file over 10 MB before uploading it.
    const file = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.glb', { type: 'model/gltf-binary' });
    fireEvent.drop(screen.getByLabelText('File file'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByText(/larger than 10 MB/)).toBeTruthy());
  });
});
