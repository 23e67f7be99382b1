// A handover in the address (`?code=`, `?dosingLine=`) is read once and then taken out, replacing the
// history entry, so a reload shows the configuration as the user left it. Both configurator pages use it.
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

export function useForgetParam(): (name: string) => void {
  const [params, setParams] = useSearchParams();
  // react-router builds each update from the address of the last render, so two forgets in one commit
  // (an unreadable code is handled at once, beside the dosing line) would each put back what the other
  // took out. Every update takes out every name asked for until the address no longer has it.
  const pending = useRef(new Set<string>());
  useEffect(() => {
    for (const name of pending.current) if (!params.has(name)) pending.current.delete(name);
  }, [params]);
  return useCallback(
    (name: string) => {
      pending.current.add(name);
      setParams(
        (current) => {
          if (![...pending.current].some((pendingName) => current.has(pendingName))) return current;
          const next = new URLSearchParams(current);
          for (const pendingName of pending.current) next.delete(pendingName);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
}
