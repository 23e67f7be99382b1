export const ROLES = ['development', 'admin', 'backoffice', 'sales'] as const;
export type Role = (typeof ROLES)[number];
