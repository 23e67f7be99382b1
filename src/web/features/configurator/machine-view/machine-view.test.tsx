// @vitest-environment happy-dom
// The machine view on the configurator page: the machine's picture with the page; nothing of the 3D view
// (neither its code nor the parts' list) before the visitor acts; at the first action the parts are asked
// for, and a browser that gives no WebGL context keeps the picture. The 3D scene itself is drawn in
// Chromium (e2e/configurator-3d-preview.spec.ts).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { exampleMachine, renderPage, stubTrpc } from '../testing/example-machine.tsx';

const PARTS = [
  {
    id: 'p-frame',
    name: 'Frame',
    url: '/api/part-models/files/frame.glb',
    byteSize: 100,
    links: [{ kind: 'always' }],
    anchor: null,
    position: [0, 0, 0],
    rotation: [0, 0, 0],
    scale: 1,
  },
];

function server() {
  return stubTrpc({
    'publicConfigurator.machineModel': () => exampleMachine(),
    'publicConfigurator.navigation': () => ({
      machines: [{ id: '1', name: 'ML Series', slug: 'ml', comingSoon: false }],
      languages: { EN: 'English' },
    }),
    'publicConfigurator.machineParts': () => PARTS,
  });
}

const view = () => screen.getByTestId('machine-view-column');

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('machine view', () => {
  it('shows the picture, and asks for nothing of the 3D view before the first action', async () => {
    vi.stubGlobal('WebGLRenderingContext', class {});
    const { calls } = server();
    renderPage();
    await screen.findByTestId('configurator-total');
    const picture = screen.getByRole('img', { name: 'Drawing of ML Series' });
    expect(picture.getAttribute('src')).toBe('/images/machines/ml.webp');
    expect(view().getAttribute('data-3d')).toBe('still');
    expect(calls.some((call) => call.path === 'publicConfigurator.machineParts')).toBe(false);
  });

  it('asks for the parts at the first action, and keeps the picture when the browser gives no WebGL', async () => {
    // WebGL exists by name, but no canvas gives a context (happy-dom draws nothing): the scene cannot start.
    vi.stubGlobal('WebGLRenderingContext', class {});
    const { calls } = server();
    renderPage();
    await screen.findByTestId('configurator-total');
    fireEvent.pointerMove(window);
    await waitFor(() =>
      expect(calls.some((call) => call.path === 'publicConfigurator.machineParts')).toBe(true),
    );
    expect(calls.find((call) => call.path === 'publicConfigurator.machineParts')?.input).toEqual({
      slug: 'ml',
    });
    await waitFor(() => expect(view().getAttribute('data-3d')).toBe('unavailable'), { timeout: 10_000 });
    expect(screen.getByRole('img', { name: 'Drawing of ML Series' })).toBeTruthy();
  });

  it('stays a picture where WebGL does not exist at all', async () => {
    const { calls } = server();
    renderPage();
    await screen.findByTestId('configurator-total');
    fireEvent.pointerMove(window);
    fireEvent.keyDown(window, { key: 'Tab' });
    expect(view().getAttribute('data-3d')).toBe('still');
    expect(calls.some((call) => call.path === 'publicConfigurator.machineParts')).toBe(false);
  });
});
