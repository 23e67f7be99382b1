import { ROLES, type Role } from './roles.ts';

/**
 * Who may do what, as data: the server's procedure tiers and the UI's menus both read this table,
 * so a role change here changes both (docs/product.md#roles).
 */
const PERMISSIONS = {
  /**
   * Portfolio, finders, configurator, news and info pages of the internal area. Not backoffice:
   * it has only admin and admin/user (docs/product.md#roles).
   */
  'internal.read': ['development', 'admin', 'sales'],
  /** The admin area's entry page. */
  'admin.access': ['development', 'admin', 'backoffice'],
  /** Users; backoffice only for users whose role is sales (see `canManageRole`). */
  'users.manage': ['development', 'admin', 'backoffice'],
  'catalogue.edit': ['development', 'admin'],
  /** Filter and cleaning pages: development only. */
  'catalogue.editTechnical': ['development'],
  /** Foam formulations, steps, translations, interface languages. */
  'configuratorModel.edit': ['development'],
  'partModels.edit': ['development', 'admin'],
  'content.edit': ['development', 'admin'],
  'analytics.read': ['development', 'admin'],
  /** Quote requests from customers (docs/product.md#quotes): admin and development, not backoffice. */
  'quoteRequests.manage': ['development', 'admin'],
  /** Sales mode of the configurator (docs/product.md#sales-mode): never backoffice. */
  'salesMode.use': ['development', 'admin', 'sales'],
  /**
   * A list of saved configurations kept on the server, the same on every device the user signs in on
   * (docs/product.md#saved-configurations): the people who configure for customers, never backoffice.
   */
  'savedConfigurations.keep': ['development', 'admin', 'sales'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function rolesWith(permission: Permission): Role[] {
  return [...PERMISSIONS[permission]];
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** Roles an actor may give to, or edit on, another user. */
const MANAGEABLE_ROLES: Record<Role, readonly Role[]> = {
  development: ['development', 'admin', 'backoffice', 'sales'],
  admin: ['admin', 'backoffice', 'sales'],
  backoffice: ['sales'],
  sales: [],
};

export function canManageRole(actor: Role | null | undefined, target: Role): boolean {
  return actor != null && MANAGEABLE_ROLES[actor].includes(target);
}

export function manageableRoles(actor: Role | null | undefined): Role[] {
  return actor ? [...MANAGEABLE_ROLES[actor]] : [];
}

/**
 * The users an actor may see at all, by role (docs/product.md#roles): backoffice lists and edits sales users
 * only, and any other account is as if it did not exist; admin sees developers it may not edit.
 */
export function visibleUserRoles(actor: Role | null | undefined): Role[] {
  if (actor === 'backoffice') return manageableRoles(actor);
  return can(actor, 'users.manage') ? [...ROLES] : [];
}
