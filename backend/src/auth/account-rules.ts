import {
  accountEmailSchema,
  companySchema,
  firstNameSchema,
  lastNameSchema,
  type registrationSchema,
} from '@atelier/shared/contract';
import type { z } from 'zod';

/**
 * A new account's fields, from the contract (shared/src/contract/accounts.ts). The contract's
 * `registrationSchema` checks the password's length; only the server refuses a common one
 * (`passwordProblem` in password.ts).
 */
export { accountEmailSchema as emailSchema, companySchema, firstNameSchema, lastNameSchema };

/** A new client account: the fields of `register` (and of /auth/v1/signup's metadata). */
export type Registration = z.output<typeof registrationSchema>;
