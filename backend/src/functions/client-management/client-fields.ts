import type { ClientFields } from '@atelier/shared/contract';
import { clientIdByEmail, portalAccountProblem } from '../../db/clients.ts';
import type { Queryable } from '../../db/database.ts';
import { type AppError, conflict, fieldFailure } from '../../errors.ts';
import { invalidField, isUuid } from './record-fields.ts';

export { clientChangesSchema, clientFieldSchemas } from '@atelier/shared/contract';

export const clientEmailTaken = (): AppError =>
  conflict('client_email_taken', 'A client with this e-mail already exists');

/**
 * The rules only the database can check, for the client `clientId` (null when new): the
 * e-mail is no other client's (409), the portal account exists, is a client's, and is free.
 */
export async function checkClientFields(
  q: Queryable,
  fields: ClientFields,
  clientId: string | null,
): Promise<void> {
  if (fields.user_id !== null) {
    const problem = isUuid(fields.user_id)
      ? await portalAccountProblem(q, fields.user_id, clientId)
      : 'missing';
    if (problem === 'missing')
      throw invalidField('user_id', 'No such user account', { code: 'not_found' });
    if (problem === 'not_client') {
      throw invalidField(
        'user_id',
        'Only an account with the client role can be linked',
        fieldFailure('not_client_account'),
      );
    }
    if (problem === 'taken') {
      throw invalidField(
        'user_id',
        'This account already belongs to another client',
        fieldFailure('other_client'),
      );
    }
  }
  if (await clientIdByEmail(q, fields.email, clientId)) throw clientEmailTaken();
}

/** PostgreSQL's unique_violation of this constraint: two writers raced past the checks. */
export const isUniqueViolation = (error: unknown, constraint: string): boolean => {
  const failure = error as { code?: unknown; constraint?: unknown } | null;
  return failure?.code === '23505' && failure.constraint === constraint;
};

/** Turns a lost race for a client's e-mail into the 409 the check would have given. */
export const rethrowEmailRace = (error: unknown): never => {
  throw isUniqueViolation(error, 'clients_email_key') ? clientEmailTaken() : error;
};
