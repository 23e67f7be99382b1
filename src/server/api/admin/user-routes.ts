// POST /api/admin/users/<id>/password { expectedVersion, password }: a new password set by an admin;
// every session of the user ends on its next request. A user the actor may not see answers 404.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { passwordProblem } from '../../../domain/passwords.ts';
import { canManageRole, visibleUserRoles } from '../../../domain/permissions.ts';
import { USERS_RESOURCE } from '../../../domain/resources/content.ts';
import type { Role } from '../../../domain/roles.ts';
import { hashSecret } from '../../auth/password.ts';
import { recordAudit } from '../../db/queries/audit.ts';
import { DataError } from '../../db/queries/errors.ts';
import { findResourceItem, isUuid } from '../../db/queries/resources/read.ts';
import { findUserById } from '../../db/queries/users.ts';
import { updateVersioned } from '../../db/queries/versioned.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../errors.ts';
import type { RestRoute } from '../rest/define.ts';
import { actorOf, readJsonAs, requireSameOrigin } from './request.ts';
import { resourcePolicy } from './resource-routes.ts';

const body = z.strictObject({
  expectedVersion: z.number().int().min(1).max(2_147_483_647),
  password: z.string().max(256),
});

export function userRoutes(): RestRoute[] {
  return [
    {
      method: 'POST',
      path: '/api/admin/users/:id/password',
      policy: resourcePolicy(USERS_RESOURCE),
      async handler(c, ctx) {
        requireSameOrigin(c, ctx, 'application/json');
        const id = c.req.param('id') ?? '';
        const input = await readJsonAs(c, body, '{ "expectedVersion": n, "password": "…" }');
        const problem = passwordProblem(input.password);
        if (problem) throw new DataError('INVALID', problem, undefined, { field: 'password' });
        const actor = actorOf(ctx);
        const user = isUuid(id) ? await findUserById(ctx.db, { id }) : undefined;
        const visible = user && visibleUserRoles(actor.role).includes(user.role as Role);
        if (!user || !visible) throw new ApiError('NOT_FOUND', 'User not found: it may have been deleted.');
        if (!canManageRole(ctx.user?.role, user.role as Role)) {
          throw new ApiError('FORBIDDEN', `Your role may not edit ${user.role} users.`);
        }
        const passwordHash = await hashSecret(input.password);
        const data = await ctx.db.transaction(async (tx) => {
          const after = await updateVersioned(tx, {
            table: users,
            id,
            expectedVersion: input.expectedVersion,
            values: { passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` } as never,
            subject: `user "${user.name}"`,
          });
          await recordAudit(tx, {
            actor,
            action: 'update',
            entity: 'users',
            entityId: id,
            summary: `Reset the password of user "${user.name}"`,
            before: user,
            after,
          });
          return findResourceItem(tx, { declaration: USERS_RESOURCE, id });
        });
        return Response.json({ data }, { headers: { 'Cache-Control': 'no-store' } });
      },
    },
  ];
}
