// "Open a saved configuration" (docs/product.md#codes): a code read aloud at a booth, typed as heard
// (spaces, hyphens, lower case, O for 0), opens on its machine's configurator page. The code alone does
// not name the machine, so the form asks openConfiguration first, with the input the configurator page
// then asks again: the answer is in the cache and the page opens without a second request. Native
// elements keep the public first load small, as the configurator's own fields do.
import { useQueryClient } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatCode, isValidCode, normalizeCode } from '../../../domain/configuration-code.ts';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { useLocale } from '../../kernel/locale.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import classes from './open-code.module.css';

type Problem = { key: 'invalid' | 'notFound' | 'failed'; code: string } | null;

function isNotFound(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND';
}

/** `onOpened` runs once the page is on its way (the menu closes itself with it). */
export function OpenCodeForm({ onOpened, testId }: { onOpened?: () => void; testId?: string }) {
  const { t } = useTranslation('common');
  const { locale } = useLocale();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!isValidCode(typed)) {
      setProblem({ key: 'invalid', code: typed });
      return;
    }
    const code = normalizeCode(typed);
    setBusy(true);
    setProblem(null);
    try {
      const opened = await queryClient.fetchQuery({
        ...trpc.publicConfigurator.openConfiguration.queryOptions({ code, locale }),
        staleTime: Number.POSITIVE_INFINITY,
        retry: false,
      });
      onOpened?.();
      navigate(`/configurator/${encodeURIComponent(opened.slug)}?code=${code}`);
    } catch (error) {
      setProblem({ key: isNotFound(error) ? 'notFound' : 'failed', code: formatCode(code) });
    } finally {
      setBusy(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className={classes.form} onSubmit={submit} noValidate data-testid={testId}>
      <label htmlFor={id} className={classes.label}>
        {t('openCode.label')}
      </label>
      <div className={classes.row}>
        <input
          id={id}
          className={classes.input}
          value={value}
          placeholder="7K3M-QX9P"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-hint ${errorId}` : `${id}-hint`}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setProblem(null);
          }}
        />
        <button type="submit" className={classes.submit} disabled={busy} aria-busy={busy || undefined}>
          {t('openCode.submit')}
        </button>
      </div>
      <div id={`${id}-hint`} className={classes.hint}>
        {t('openCode.hint')}
      </div>
      {problem && (
        <div id={errorId} className={classes.error} role="alert">
          {t(`openCode.${problem.key}`, { code: problem.code })}
        </div>
      )}
    </form>
  );
}
