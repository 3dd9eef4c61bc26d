import type { FieldFailure } from '@atelier/shared/contract';
import { AppError, fieldFailure } from '../../errors.ts';

/**
 * What the record functions (clients, projects, proposals, invoices, payments, calendar, team)
 * share on the server: the 404 and 400 they answer, the page window and partial updates. The
 * field schemas themselves are the contract's (`@atelier/shared/contract`), re-exported here
 * for the handlers that import them from this module.
 */

export {
  centsSchema,
  emailSchema,
  isUuid,
  listParams,
  oneOrMany,
  optionalDate,
  optionalText,
  recordIdSchema,
  referenceSchema,
  requiredText,
} from '@atelier/shared/contract';
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@atelier/shared/records';

/** `<Entity> not found`, the 404 for an id that names nothing. */
export const notFound = (entity: string): AppError =>
  new AppError('NOT_FOUND', `${entity} not found`);

/** One field's 400, for a rule only the database can check (a referenced id, a sum). */
/** An amount in a refusal's message: "400.00 USD". */
export const formatCents = (cents: number, currency: string): string =>
  `${(cents / 100).toFixed(2)} ${currency}`;

export const invalidField = (
  field: string,
  message: string,
  code: FieldFailure = fieldFailure('invalid'),
): AppError =>
  new AppError(
    'VALIDATION_FAILED',
    'Some fields are invalid',
    { [field]: message },
    { fieldCodes: { [field]: code } },
  );

/** limit/offset of a page. */
export const pageWindow = (input: { page: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: (input.page - 1) * input.pageSize,
});

/** Drops the keys that were not sent, so they keep their stored value. */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
