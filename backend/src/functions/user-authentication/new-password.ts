import { checkNewPassword } from '../../auth/password.ts';
import { invalidField } from '../client-management/record-fields.ts';

/**
 * The password rule only the server can check (its common-password list), once the payload's
 * schema (the contract's `newPasswordSchema`) has passed: refused as that schema would, 400 on
 * `password`.
 */
export function checkNewPasswordOnServer(password: string): void {
  const problem = checkNewPassword(password);
  if (problem) throw invalidField('password', problem.message, problem.field);
}
