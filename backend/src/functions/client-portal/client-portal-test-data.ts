import { randomUUID } from 'node:crypto';
import type { As, FunctionAnswer, FunctionKit } from '../../test/function-kit.ts';

/**
 * Tests only: two clients, A and B, each with a linked portal account and a live session, for
 * the isolation tests of every `client-portal` action (A calls with B's ids and must get 404).
 * Its exports are used by every portal test file: add to them, do not change them.
 */

/** The tables a portal test starts without (CASCADE takes the clients' records with them). */
export const PORTAL_TRUNCATE = [
  'clients',
  'email_outbox',
  'notifications',
  'portal_access_requests',
] as const;

export interface PortalTestClient {
  /** The client record's id. */
  id: string;
  name: string;
  /** The client's e-mail, also the e-mail its portal account signs in with. */
  email: string;
  /** The linked `client` account. */
  userId: string;
  /** That account's access token (a live session). */
  token: string;
}

/** A client record with a linked portal account signed in; `label` names it ("A", "B"). */
export async function seedPortalClient(
  kit: FunctionKit,
  label: string,
  fields: { company?: string | null; currency?: string } = {},
): Promise<PortalTestClient> {
  const email = `client-${label.toLowerCase()}-${randomUUID()}@example.com`;
  const name = `Client ${label}`;
  const { userId, token } = await kit.signIn({
    role: 'client',
    email,
    firstName: 'Client',
    lastName: label,
  });
  const [row] = await kit.db.query<{ id: string }>(
    `INSERT INTO clients (name, email, company, currency, user_id)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [name, email, fields.company ?? `${name} Ltd`, fields.currency ?? 'USD', userId],
  );
  if (!row) throw new Error('seedPortalClient: no row');
  return { id: row.id, name, email, userId, token };
}

/** Client A and client B; call it in `beforeEach` after the kit has truncated the tables. */
export async function seedPortalClients(
  kit: FunctionKit,
): Promise<{ a: PortalTestClient; b: PortalTestClient }> {
  return { a: await seedPortalClient(kit, 'A'), b: await seedPortalClient(kit, 'B') };
}

/** `client-portal` called by this client (with its own session token). */
export const portalCaller =
  (kit: FunctionKit, client: Pick<PortalTestClient, 'token'>) =>
  (body: Record<string, unknown>): Promise<FunctionAnswer> =>
    kit.call('client-portal', body, 'client' satisfies As, { token: client.token });

/** A 404 `NOT_FOUND`, the one answer for another client's id and for an unknown one. */
export function expectNotFound(answer: FunctionAnswer): void {
  if (answer.status !== 404 || answer.body.code !== 'NOT_FOUND') {
    throw new Error(`Expected 404 NOT_FOUND, got ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}
