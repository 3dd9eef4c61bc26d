import type { UserCaller } from '../../auth/caller.ts';
import type { Database } from '../../db/database.ts';
import {
  findClientOfUser,
  markAccessRequested,
  type PortalClientRow,
  userEmail,
} from '../../db/portal-access.ts';
import { AppError } from '../../errors.ts';
import { notFound } from '../client-management/record-fields.ts';
import { notifyAdmins } from '../notify.ts';

/** The caller's own client record: every `client-portal` action works on it and only on it. */
export type PortalClient = PortalClientRow;

export const NOT_LINKED_MESSAGE =
  'Your account is not linked to a client yet; the agency has been told';

export const notLinked = (): AppError => new AppError('NOT_LINKED', NOT_LINKED_MESSAGE);

/**
 * The 404 of every portal action for an id that is not the caller's: the same answer as for
 * an id that names nothing, so a client cannot learn that another client's record exists.
 */
export const portalNotFound = (entity: string): AppError => notFound(entity);

/**
 * Resolves the caller (`clients.user_id = caller.userId`) to their client, or throws 403
 * `NOT_LINKED`. The first refusal of an account notifies the admins (once per account, see
 * `portal_access_requests`). Call it with `ctx.db` before opening the action's transaction:
 * the notice is written in its own transaction, so the refusal does not roll it back.
 */
export async function portalClient(db: Database, caller: UserCaller): Promise<PortalClient> {
  const client = await findClientOfUser(db, caller.userId);
  if (client) return client;
  await db.transaction(async (tx) => {
    if (!(await markAccessRequested(tx, caller.userId))) return;
    const email = (await userEmail(tx, caller.userId)) ?? 'unknown account';
    await notifyAdmins(tx, {
      type: 'info',
      title: 'Portal access requested',
      message: `A client account is not linked: ${email}`,
      actionUrl: '/admin/clients',
      message_key: 'portal_access_requested',
      params: { email },
    });
  });
  throw notLinked();
}
