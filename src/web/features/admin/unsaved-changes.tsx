// The unsaved-changes guard of the admin pages: while any form on the page holds changes, leaving the
// page (a link, the back button, closing the tab) asks first. Forms register their state with
// `useUnsavedChanges`; one blocker serves the whole page (react-router allows one).
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
} from 'react';
import { useBlocker } from 'react-router';

type Registry = { set: (id: string, dirty: boolean) => void };
const GuardContext = createContext<Registry | null>(null);

export function UnsavedChangesGuard({ children }: { children: ReactNode }) {
  // A ref, not state: a form that just saved marks itself clean and navigates in the same tick.
  const dirty = useRef(new Set<string>());
  const registry = useMemo<Registry>(
    () => ({
      set: (id, isDirty) => {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
      },
    }),
    [],
  );
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current.size > 0 &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current.size === 0) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return (
    <GuardContext.Provider value={registry}>
      {children}
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without saving?"
        closeButtonProps={{ 'aria-label': 'Stay on this page' }}
        centered
      >
        <Text size="sm">Your changes on this page are not saved yet. If you leave now, they are lost.</Text>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button
            color="red"
            onClick={() => {
              dirty.current.clear();
              blocker.proceed?.();
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
