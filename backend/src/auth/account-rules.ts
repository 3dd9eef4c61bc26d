import {
  accountEmailSchema,
  companySchema,
  firstNameSchema,
  lastNameSchema,
} from '@atelier/shared/contract';
import { z } from 'zod';
import { passwordSchema } from './password.ts';

/**
 * A new account's fields, from the contract (shared/src/contract/accounts.ts), with the
 * password rule that only the server can check (its common-password list).
 */
export { accountEmailSchema as emailSchema, companySchema, firstNameSchema, lastNameSchema };

/** A new client account: the fields of `register` (and of /auth/v1/signup's metadata). */
export const registrationSchema = z.object({
  email: accountEmailSchema,
  password: passwordSchema,
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  company: companySchema,
});

export type Registration = z.output<typeof registrationSchema>;
