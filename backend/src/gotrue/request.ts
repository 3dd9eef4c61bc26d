import {
  accountEmailSchema,
  companySchema,
  metadataNameSchema,
  textProblem,
} from '@atelier/shared/contract';
import type { Context } from 'hono';
import { z } from 'zod';
import type { ProfileChanges } from '../auth/accounts.ts';
import { checkNewPassword } from '../auth/password.ts';
import { GotrueError, weakPassword } from './errors.ts';

export type Body = Record<string, unknown>;

/** The JSON object body; an empty body counts as `{}` (GoTrue reads absent fields as empty). */
export async function readBody(c: Context): Promise<Body> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new GotrueError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new GotrueError(400, 'bad_json', 'Request body must be a JSON object');
  }
  return body as Body;
}

/** A string field, or undefined for anything else. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** The longest e-mail, token or type a request may name (none real comes close). */
export const MAX_FIELD_LENGTH = 1024;

/**
 * A string field that obeys the text rule (no control characters, no broken Unicode: see
 * shared/src/contract/fields.ts) and is at most MAX_FIELD_LENGTH long, or undefined for anything else;
 * 400 validation_failed naming the field.
 */
export function cleanText(body: Body, key: string): string | undefined {
  const value = text(body[key]);
  if (value === undefined) return undefined;
  if (value.length > MAX_FIELD_LENGTH) {
    throw new GotrueError(400, 'validation_failed', `${key} is too long`);
  }
  const problem = textProblem(value);
  if (problem) throw new GotrueError(400, 'validation_failed', `${key} ${problem}`);
  return value;
}

/**
 * A trimmed, lower-cased, valid e-mail address (the contract's one e-mail rule), or GoTrue's
 * email_address_invalid.
 */
export function validEmail(email: string): string {
  const parsed = accountEmailSchema.safeParse(email);
  if (!parsed.success) {
    throw new GotrueError(
      400,
      'email_address_invalid',
      'Unable to validate email address: invalid format',
    );
  }
  return parsed.data;
}

/** The password rule of password.ts, answered as GoTrue's weak_password. */
export function strongPassword(password: unknown): string {
  if (typeof password !== 'string' || password === '') {
    throw new GotrueError(422, 'validation_failed', 'Password is required');
  }
  const problem = checkNewPassword(password);
  if (problem) throw weakPassword(`${problem.message}.`, problem.reason);
  return password;
}

/** The user_metadata we keep; other keys are ignored (we have no column for them). */
const metadataSchema = z.object({
  first_name: metadataNameSchema('First name').optional(),
  last_name: metadataNameSchema('Last name').optional(),
  company: companySchema,
});

/** user_metadata → the profile fields it names (a field left out stays as it is). */
export function profileFromMetadata(data: unknown): ProfileChanges {
  if (data === undefined || data === null) return {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    throw new GotrueError(400, 'validation_failed', 'data must be an object');
  }
  const parsed = metadataSchema.safeParse(data);
  if (!parsed.success) {
    throw new GotrueError(
      400,
      'validation_failed',
      parsed.error.issues[0]?.message ?? 'Invalid data',
    );
  }
  const changes: ProfileChanges = {};
  if (parsed.data.first_name !== undefined) changes.firstName = parsed.data.first_name;
  if (parsed.data.last_name !== undefined) changes.lastName = parsed.data.last_name;
  if ('company' in data) changes.company = parsed.data.company;
  return changes;
}

/** The bearer token of a request that needs a signed-in user. */
export function bearer(c: Context): string {
  const header = c.req.header('authorization');
  if (!header) {
    throw new GotrueError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match?.[1]) {
    throw new GotrueError(401, 'bad_jwt', 'invalid JWT: the Authorization header must be Bearer');
  }
  return match[1];
}
