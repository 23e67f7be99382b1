// Server-side rules of the users page (docs/product.md#roles): who may give which role, the last
// development user, secrets hashed, and sessions that end on the next request after a role change,
// a disable or a password reset.
import { sql } from 'drizzle-orm';
import { canManageRole, visibleUserRoles } from '../../../domain/permissions.ts';
import { ROLES, type Role } from '../../../domain/roles.ts';
import { offlinePinVerifier } from '../../auth/offline-pin.ts';
import { hashSecret } from '../../auth/password.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../db/queries/audit.ts';
import { DataError } from '../../db/queries/errors.ts';
import type { Scope } from '../../db/queries/resources/read.ts';
import type { ResourceHooks, Row } from '../../db/queries/resources/write.ts';
import { lockOtherActiveDevelopers } from '../../db/queries/users.ts';
import { users } from '../../db/schema/index.ts';
import { ApiError } from '../errors.ts';

function mayManage(actor: Actor, role: Role, verb: string): void {
  if (canManageRole(actor.role, role)) return;
  const allowed =
    actor.role === 'backoffice' ? ' As backoffice you may create and edit only sales users.' : '';
  throw new ApiError('FORBIDDEN', `Your role may not ${verb} ${role} users.${allowed}`);
}

function invalid(field: string, message: string): DataError {
  return new DataError('INVALID', message, undefined, { field });
}

/** Nobody may demote or disable the last enabled development user. */
async function keepLastDeveloper(
  tx: Db,
  before: Row,
  after: { role: Role; disabled: boolean },
): Promise<void> {
  const wasActiveDeveloper = before.role === 'development' && before.disabled !== true;
  const staysActiveDeveloper = after.role === 'development' && !after.disabled;
  if (!wasActiveDeveloper || staysActiveDeveloper) return;
  const others = await lockOtherActiveDevelopers(tx, { exceptId: String(before.id) });
  if (others.length === 0) {
    throw new ApiError(
      'PRECONDITION_FAILED',
      `${String(before.name)} is the last development user: make another user a developer first.`,
    );
  }
}

/** Backoffice sees sales users only; any other user answers 404 to it, as if it did not exist. */
function userScope(actor: Actor): Scope | undefined {
  const roles = visibleUserRoles(actor.role);
  return roles.length === ROLES.length ? undefined : { role: roles };
}

export const userHooks: ResourceHooks = {
  scope: userScope,
  async prepare(tx, { action, actor, before, values, columns }) {
    const role = values.role as Role;
    const disabled = values.disabled === true;
    const next: Row = { ...columns };
    if (typeof values.email === 'string') next.email = values.email.trim();
    if (action === 'create') {
      mayManage(actor, role, 'create');
      if (typeof values.password !== 'string') throw invalid('password', 'Set an initial password.');
      next.passwordHash = await hashSecret(values.password);
    } else if (before) {
      mayManage(actor, before.role as Role, 'edit');
      const roleChanged = role !== before.role;
      const disabledChanged = disabled !== before.disabled;
      if (roleChanged) mayManage(actor, role, 'give the role of');
      await keepLastDeveloper(tx, before, { role, disabled });
      if (before.id === actor.id && (roleChanged || (disabledChanged && disabled))) {
        throw new ApiError(
          'FORBIDDEN',
          'You cannot change your own role or disable yourself; ask another user.',
        );
      }
      // The user's sessions end on their next request (src/server/auth/session-claims.ts).
      if (roleChanged || disabledChanged) next.sessionVersion = sql`${users.sessionVersion} + 1`;
    }
    if (values.tradeFairPin === null) {
      next.tradeFairPinHash = null;
      next.tradeFairPinOffline = null;
    } else if (typeof values.tradeFairPin === 'string') {
      [next.tradeFairPinHash, next.tradeFairPinOffline] = await Promise.all([
        hashSecret(values.tradeFairPin),
        offlinePinVerifier(values.tradeFairPin),
      ]);
    }
    // Only a trade-fair account's device may check the PIN offline (docs/product.md#offline).
    if (values.tradeFairModeEnabled !== true) next.tradeFairPinOffline = null;
    const hasPin =
      'tradeFairPinHash' in next ? next.tradeFairPinHash != null : before?.tradeFairPinHash != null;
    if (values.tradeFairModeEnabled === true && !hasPin) {
      throw invalid('tradeFairPin', 'Set a PIN: trade-fair mode needs one.');
    }
    return next;
  },
};

/** Info pages and news: publishing without a date dates the entry now. */
export const contentHooks: ResourceHooks = {
  async prepare(_tx, { before, values, columns }) {
    if (values.published !== true || values.publishedAt != null) return columns;
    return { ...columns, publishedAt: (before?.publishedAt as Date | null | undefined) ?? new Date() };
  },
};
