import { can, type Permission } from '../../domain/permissions.ts';
import type { SessionUser } from './context.ts';

/** Every tRPC procedure and `/api` route declares one of these. */
export type Policy =
  | { kind: 'public' }
  | { kind: 'signedIn' }
  | { kind: 'permission'; permission: Permission };

export type PolicyDecision =
  | { ok: true }
  | { ok: false; status: 401 | 403; code: 'UNAUTHORIZED' | 'FORBIDDEN' };

export function checkPolicy(policy: Policy, user: SessionUser | null): PolicyDecision {
  if (policy.kind === 'public') return { ok: true };
  if (!user) return { ok: false, status: 401, code: 'UNAUTHORIZED' };
  if (policy.kind === 'permission' && !can(user.role, policy.permission)) {
    return { ok: false, status: 403, code: 'FORBIDDEN' };
  }
  return { ok: true };
}

export const POLICY_MESSAGES = {
  UNAUTHORIZED: 'You need to sign in to do this.',
  FORBIDDEN: 'Your role does not allow this.',
} as const;
