// The unsaved-changes guard of the admin pages: while any form on the page holds changes, leaving the
// page (a link in the app, reloading or closing the tab) or closing a form's panel (`useLeaveGuard`)
// asks first. Forms register their state with `useUnsavedChanges`. The app's declarative routes
// (decision 005) have no navigation blocker, so the guard catches clicks on in-app links itself,
// before the router sees them.
import { Button, Group, Modal, Text } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';

type Registry = {
  set: (id: string, dirty: boolean) => void;
  /** runs `leave` at once when nothing is unsaved, else after the user agrees to discard */
  confirmLeave: (leave: () => void) => void;
};
const GuardContext = createContext<Registry | null>(null);

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // A ref, not state: a form that just saved marks itself clean and navigates in the same tick.
  const dirty = useRef(new Set<string>());
  // What to do once the user agrees to discard: go to a link's address, or close a panel.
  const [pending, setPending] = useState<{ leave: () => void } | null>(null);
  const registry = useMemo<Registry>(
    () => ({
      set: (id, isDirty) => {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
      },
      confirmLeave: (leave) => {
        if (dirty.current.size === 0) leave();
        // In the next task: when Escape closed the panel, the question's own Escape handler (on the
        // window, after React's) would otherwise see the same key press and close the question at once.
        else window.setTimeout(() => setPending({ leave }), 0);
      },
    }),
    [],
  );
  const navigate = useNavigate();
  useEffect(() => {
    // Capture phase: runs before the router's own link handler.
    const onClick = (event: MouseEvent) => {
      if (dirty.current.size === 0 || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      const to = url.pathname + url.search + url.hash;
      setPending({ leave: () => navigate(to) });
    };
    document.addEventListener('click', onClick, true);
    // Reloading or closing the tab: the browser asks with its own words.
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [navigate]);
  return (
    <GuardContext.Provider value={registry}>
      {children}
      <Modal
        opened={pending !== null}
        onClose={() => setPending(null)}
        title="Leave without saving?"
        closeButtonProps={{ 'aria-label': 'Stay on this page' }}
        centered
      >
        <Text size="sm">Your changes on this page are not saved yet. If you leave now, they are lost.</Text>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={() => setPending(null)} data-autofocus>
            Stay on this page
          </Button>
          <Button
            color="red"
            onClick={() => {
              dirty.current.clear();
              pending?.leave();
              setPending(null);
            }}
          >
            Leave and discard
          </Button>
        </Group>
      </Modal>
    </GuardContext.Provider>
  );
}

/** Tells the page's guard whether this form holds unsaved changes; `markClean` before navigating away. */
export function useUnsavedChanges(isDirty: boolean) {
  const registry = useContext(GuardContext);
  const id = useId();
  useEffect(() => {
    registry?.set(id, isDirty);
  }, [registry, id, isDirty]);
  useEffect(() => () => registry?.set(id, false), [registry, id]);
  return { markClean: useCallback(() => registry?.set(id, false), [registry, id]) };
}

/** Wraps a way out of a form (closing its panel, Cancel) so that unsaved changes are confirmed first. */
export function useLeaveGuard(): (leave: () => void) => void {
  const registry = useContext(GuardContext);
  return useCallback((leave: () => void) => (registry ? registry.confirmLeave(leave) : leave()), [registry]);
}
