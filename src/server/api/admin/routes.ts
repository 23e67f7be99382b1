// Every /api/admin route: the resource API of each declared entity, and the irregular ones
// (a user's password, a machine's availability matrix, images, part model files, spreadsheets, quote
// requests).
import { RESOURCES } from '../../../domain/resources/registry.ts';
import type { Env } from '../../config/env.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';
import type { WorkerPool } from '../../services/worker-pool.ts';
import type { RestRoute } from '../rest/define.ts';
import { interfaceLanguageHooks } from './interface-language-rules.ts';
import { machineRoutes } from './machine-image-routes.ts';
import { partModelRoutes } from './part-model-routes.ts';
import { partModelHooks } from './part-model-rules.ts';
import { quoteRequestRoutes } from './quote-request-routes.ts';
import { resourceRoutes } from './resource-routes.ts';
import { spreadsheetRoutes } from './spreadsheet-routes.ts';
import { translationHooks } from './translation-rules.ts';
import { userRoutes } from './user-routes.ts';
import { contentHooks, userHooks } from './user-rules.ts';

const HOOKS: Record<string, ResourceHooks> = {
  users: userHooks,
  news: contentHooks,
  'general-information': contentHooks,
  'interface-languages': interfaceLanguageHooks,
  translations: translationHooks,
  'part-models': partModelHooks,
};

export function adminRoutes(config: Env, deps: { workers: WorkerPool }): RestRoute[] {
  return [
    // Literal sub-paths before the `/:id` routes of the factory.
    ...userRoutes(),
    ...quoteRequestRoutes(config, deps.workers),
    ...machineRoutes(),
    ...partModelRoutes(deps.workers),
    ...spreadsheetRoutes({ config, workers: deps.workers, hooksOf: (key) => HOOKS[key] }),
    ...RESOURCES.flatMap((declaration) => resourceRoutes(declaration, HOOKS[declaration.key])),
  ];
}
