/** How a role is named to people (docs/product.md#roles). */
export const ROLE_LABELS = {
  development: 'Development',
  admin: 'Admin',
  backoffice: 'Backoffice',
  sales: 'Sales',
} as const;
