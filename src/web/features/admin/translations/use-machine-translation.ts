// Starting machine translation and the jobs the page follows: those started here, and the running ones the
// server knows of (`translationsAdmin.jobs`), so a reloaded page finds its job again. A refusal is kept to be
// said in the panel: no endpoint configured (the server's sentence names LLM_BASE_URL and Ollama's
// one-liner), or nothing to translate.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../../lib/trpc.ts';
import { notifyError, notifySuccess } from '../admin-notifications.tsx';
import { errorCodeOf, messageOf } from '../model-editor/change-list.tsx';

export type Refusal = { code: string | undefined; message: string };

export function useMachineTranslation(languageOf: (locale: string) => string) {
  const trpc = useTRPC();
  const recent = useQuery(trpc.translationsAdmin.jobs.queryOptions());
  const [started, setStarted] = useState<string[]>([]);
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const start = useMutation(trpc.translationsAdmin.machineTranslate.mutationOptions());

  const running = (recent.data ?? []).filter((job) => job.status === 'running').map((job) => job.id);
  const jobs = [...new Set([...running, ...started])].filter((id) => !dismissed.has(id));

  /** Starts a job for the locale's missing texts, or for these keys; true when one runs now. */
  async function translate(locale: string, keys?: string[]): Promise<boolean> {
    setRefusal(null);
    try {
      const answer = await start.mutateAsync({ locale, ...(keys ? { keys } : {}) });
      setStarted((ids) => (ids.includes(answer.jobId) ? ids : [...ids, answer.jobId]));
      setDismissed((ids) => {
        const next = new Set(ids);
        next.delete(answer.jobId);
        return next;
      });
      const count = `${answer.total} ${answer.total === 1 ? 'text' : 'texts'}`;
      notifySuccess(
        answer.alreadyRunning
          ? `A machine translation into ${languageOf(locale)} is running already (${count}); follow it below.`
          : `Machine translation into ${languageOf(locale)} started: ${count}.`,
        'Machine translation',
      );
      return true;
    } catch (error) {
      setRefusal({ code: errorCodeOf(error), message: messageOf(error) });
      // Started from the grid's selection, far from the panel: said where the press was, too.
      if (keys) notifyError(messageOf(error).replaceAll('`', ''), 'Machine translation did not start');
      return false;
    }
  }

  return {
    jobs,
    translate,
    starting: start.isPending,
    refusal,
    clearRefusal: () => setRefusal(null),
    dismiss: (jobId: string) => setDismissed((ids) => new Set([...ids, jobId])),
  };
}
