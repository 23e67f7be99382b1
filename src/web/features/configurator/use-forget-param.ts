// A handover in the address (`?code=`, `?dosingLine=`) is read once and then taken out, replacing the
// history entry, so a reload shows the configuration as the user left it. Both configurator pages use it.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useForgetParam(): (name: string) => void {
  const [, setParams] = useSearchParams();
  return useCallback(
    (name: string) =>
      setParams(
        (current) => {
          if (!current.has(name)) return current;
          const next = new URLSearchParams(current);
          next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
}
