import { USER_ROLES } from '@atelier/shared/contract';

export const userRoles = USER_ROLES;

export type UserRole = (typeof userRoles)[number];

export const isUserRole = (value: unknown): value is UserRole =>
  typeof value === 'string' && (userRoles as readonly string[]).includes(value);

/** admin and super_admin both count as admin. */
export const isAdminRole = (role: UserRole): boolean => role === 'admin' || role === 'super_admin';
