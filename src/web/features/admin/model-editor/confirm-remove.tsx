// Removing a step, sub-step or option of the draft asks first: it takes what it holds with it (the draft
// keeps it until the next save, but nothing brings it back but typing it again or reloading a version).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';

type Question = { title: string; detail: string; remove: () => void };
type Ask = (question: Question) => void;

const ConfirmContext = createContext<Ask>((question) => question.remove());

export function ConfirmRemoveProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<Question | null>(null);
  const ask = useCallback<Ask>((next) => setQuestion(next), []);
  const value = useMemo(() => ask, [ask]);
  return (
    <ConfirmContext.Provider value={value}>
      {children}
      <Modal
        opened={question !== null}
        onClose={() => setQuestion(null)}
        title={question?.title}
        closeButtonProps={{ 'aria-label': 'Close the question' }}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{question?.detail}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setQuestion(null)} data-autofocus>
              Keep it
            </Button>
            <Button
              color="red"
              onClick={() => {
                question?.remove();
                setQuestion(null);
              }}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </ConfirmContext.Provider>
  );
}

/** Asks before removing: `ask({ title, detail, remove })`. */
export function useConfirmRemove(): Ask {
  return useContext(ConfirmContext);
}
