// Every /api/admin route: the resource API of each declared entity, and the irregular ones
// (a user's password, a machine's availability matrix, images, spreadsheets).
import { RESOURCES } from '../../../domain/resources/registry.ts';
import type { ResourceHooks } from '../../db/queries/resources/write.ts';
import type { RestRoute } from '../rest/define.ts';
import { machineRoutes } from './machine-image-routes.ts';
import { resourceRoutes } from './resource-routes.ts';
import { spreadsheetRoutes } from './spreadsheet-routes.ts';
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
    ...machineRoutes(),
    ...spreadsheetRoutes((key) => HOOKS[key]),
    ...RESOURCES.flatMap((declaration) => resourceRoutes(declaration, HOOKS[declaration.key])),
  ];
}
