import type { TargetLocale } from '../../../db/queries/translation-jobs.ts';
import { startTranslationJob } from '../../../db/queries/translation-jobs.ts';
import { loadInterfaceLanguages } from '../../../db/queries/translations.ts';
import { actorOf } from '../../admin/request.ts';
import { ApiError } from '../../errors.ts';
import { permissionProcedure } from '../init.ts';
import { machineTranslateInput, machineTranslateOutput } from './machine-translate.types.ts';

/** What to set when no endpoint is configured: the page shows the same. */
export const LLM_NOT_CONFIGURED =
  'Machine translation needs an OpenAI-compatible endpoint serving Llama 3. Set LLM_BASE_URL (and LLM_MODEL if it is not llama3) and restart the app, e.g. with Ollama: `ollama run llama3`, then LLM_BASE_URL=http://localhost:11434/v1.';

/**
 * Starts a machine-translation job for a locale's missing texts, or for chosen ones; the runner works
 * through it in the background and `job` tells how far it got.
 */
export const machineTranslate = permissionProcedure('configuratorModel.edit')
  .input(machineTranslateInput)
  .output(machineTranslateOutput)
  .mutation(async ({ ctx, input }) => {
    if (!ctx.translations?.llm.configured) throw new ApiError('PRECONDITION_FAILED', LLM_NOT_CONFIGURED);
    const languages = await loadInterfaceLanguages(ctx.db);
    const language = languages.find((l) => l.code === input.locale);
    const started = await startTranslationJob(ctx.db, {
      locale: input.locale as TargetLocale,
      ...(input.keys ? { keys: input.keys } : {}),
      actor: actorOf(ctx),
      languageName: language?.englishName ?? input.locale,
    });
    ctx.translations.nudge();
    ctx.log.info({ locale: input.locale, ...started }, 'machine translation started');
    return started;
  });
