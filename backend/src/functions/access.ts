import type { Caller } from '../auth/caller.ts';
import { isAdminRole } from '../auth/roles.ts';
import { AppError } from '../errors.ts';
import type { Access } from './registry.ts';

/** Throws 401 UNAUTHORIZED without a session, 403 FORBIDDEN with the wrong role. */
export function assertAccess(access: Access, caller: Caller): void {
  if (access === 'public') return;
  if (caller.kind !== 'user') throw new AppError('UNAUTHORIZED', 'Sign in to do this');
  if (!hasRole(access, caller.role)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  }
}

function hasRole(
  access: Exclude<Access, 'public'>,
  role: Extract<Caller, { kind: 'user' }>['role'],
) {
  switch (access) {
    case 'authenticated':
      return true;
    case 'client':
      return role === 'client';
    case 'admin':
      return isAdminRole(role);
    case 'super_admin':
      return role === 'super_admin';
  }
}
