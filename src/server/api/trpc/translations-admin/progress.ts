import { translationProgress } from '../../../db/queries/translation-jobs.ts';
import { loadInterfaceLanguages } from '../../../db/queries/translations.ts';
import { permissionProcedure } from '../init.ts';
import { progressOutput } from './progress.types.ts';

/** Per language: reviewed, machine-translated and missing texts; and whether a model is configured. */
export const progress = permissionProcedure('configuratorModel.edit')
  .output(progressOutput)
  .query(async ({ ctx }) => {
    const [counts, languages] = await Promise.all([
      translationProgress(ctx.db),
      loadInterfaceLanguages(ctx.db),
    ]);
    const named = new Map(languages.map((language) => [language.code as string, language]));
    return {
      locales: counts.map((entry) => ({
        ...entry,
        language: named.get(entry.locale)?.englishName ?? entry.locale,
        enabled: named.get(entry.locale)?.enabled ?? false,
      })),
      llm: {
        configured: ctx.translations?.llm.configured ?? false,
        model: ctx.translations?.llm.model ?? null,
      },
    };
  });
