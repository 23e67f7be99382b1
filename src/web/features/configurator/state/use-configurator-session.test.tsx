// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXAMPLE_CONFIGURATOR,
  EXAMPLE_SELECTION,
} from '../../../../domain/configurator/testing/example-model.ts';
import { localConfigurationKey } from './local-configuration.ts';

/** The hooks from a fresh module: its change logic (selection-checks.ts) not loaded yet. */
async function freshSession() {
  vi.resetModules();
  return import('./use-configurator-session.ts');
}

const options = { slug: 'ml', locale: 'de' };

beforeEach(() => window.localStorage.clear());

describe('the configurator session without the restoring and checking of a selection (selection-checks.ts)', () => {
  it('starts from the defaults and answers a change at once, without loading it', async () => {
    const { useConfiguratorSession, useSessionStart } = await freshSession();
    const { result } = renderHook(() => {
      const start = useSessionStart(EXAMPLE_CONFIGURATOR, options);
      return useConfiguratorSession(EXAMPLE_CONFIGURATOR, 'ml', () => start.state);
    });
    expect(result.current.state.selection.dosingLine).toBe('ml-20');
    act(() => result.current.dispatch({ type: 'chooseBase', key: 'dosingLine', value: 'ml-40' }));
    expect(result.current.state.selection.dosingLine).toBe('ml-40');
    expect(result.current.state.undo).toHaveLength(1);
  });

  it('loads it before starting from a configuration kept in this browser', async () => {
    window.localStorage.setItem(
      localConfigurationKey('ml'),
      JSON.stringify({ selection: EXAMPLE_SELECTION, savedAt: '2026-01-01T00:00:00Z' }),
    );
    const { useSessionStart } = await freshSession();
    // Rendered in an async act: React's test mode retries a suspended render only then. The start needs
    // the change logic (restoring what the model still offers): the render waits for it to load.
    const { result } = await act(async () =>
      renderHook(() => useSessionStart(EXAMPLE_CONFIGURATOR, options), {
        wrapper: ({ children }) => <Suspense fallback="loading">{children}</Suspense>,
      }),
    );
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current.state.selection).toEqual(EXAMPLE_SELECTION);
  });
});
