// Every /api/admin route: the resource API of each declared entity, and the irregular ones
// (a user's password, a machine's availability matrix, images, spreadsheets).
import { RESOURCES } from '../../../domain/resources/registry.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';
import type { RestRoute } from '../rest/define.ts';
import { resourceRoutes } from './resource-routes.ts';
import { userRoutes } from './user-routes.ts';
import { contentHooks, userHooks } from './user-rules.ts';

const HOOKS: Record<string, ResourceHooks> = {
  users: userHooks,
  news: contentHooks,
  'general-information': contentHooks,
};

export function adminRoutes(): RestRoute[] {
  return [
    // Literal sub-paths before the `/:id` routes of the factory.
    ...userRoutes(),
    ...RESOURCES.flatMap((declaration) => resourceRoutes(declaration, HOOKS[declaration.key])),
  ];
}
