import { randomBytes } from 'node:crypto';
import { userAuthentication } from '@atelier/shared/actions';
import { isUuid } from '../../auth/accounts.ts';
import { hashOpaqueToken } from '../../auth/opaque-token.ts';
import { hashPassword } from '../../auth/password.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { markPortalInvited } from '../../db/portal-access.ts';
import {
  findProposalAccessLink,
  lockProposalAccessLink,
  markProposalLinkUsed,
} from '../../db/proposal-access.ts';
import { readAgencyName } from '../../db/settings.ts';
import { AppError } from '../../errors.ts';
import { findClientView } from '../client-management/client-view.ts';
import { portalAccountFor } from '../client-management/portal-invitation.ts';
import { implement } from '../registry.ts';
import { sessionAnswer } from './session-answer.ts';

/** Every refusal reads the same: the visitor cannot tell an expired link from a made-up one. */
const invalidLink = (agency: string): AppError =>
  new AppError(
    'INVALID_LINK',
    `This link has expired or is no longer valid; ask ${agency} for a new one`,
    undefined,
    { reason: 'link_expired', params: { agency } },
  );

/**
 * A proposal e-mail's link (docs/auth.md "Proposal links"): the token proves the client reads
 * that mailbox, as a password-reset link does. Their portal account is the linked one, else one
 * made (or found by e-mail) and linked as an invitation would, without a usable password. The
 * session is a plain client session; the one the link's previous use started ends.
 */
export const signInWithLink = implement(userAuthentication.actions.sign_in_with_link, {
  handler: async ({ proposal_id: proposalId, token }, { db, auth, request }) => {
    const attempt = await auth.limitLinkSignIn(request);
    const agency = await readAgencyName(db);
    if (!isUuid(proposalId) || !/^[A-Za-z0-9_-]{32,128}$/.test(token)) {
      throw invalidLink(agency);
    }
    const tokenHash = hashOpaqueToken(token);
    const seen = await findProposalAccessLink(db, tokenHash);
    if (!seen?.is_usable || seen.proposal_id !== proposalId) throw invalidLink(agency);
    // Hashed before the transaction (scrypt must not hold a connection), only for a client
    // without an account: a password nobody knows until the client sets one.
    const unusableHash = seen.client_user_id
      ? ''
      : await hashPassword(randomBytes(32).toString('base64url'), auth.settings.passwordCost);
    const signedIn = await db.transaction(async (tx) => {
      const link = await lockProposalAccessLink(tx, tokenHash);
      if (!link?.is_usable || link.proposal_id !== proposalId) throw invalidLink(agency);
      let userId = link.client_user_id;
      if (!userId) {
        // Linked meanwhile to nobody, after the read above found an account: try again.
        if (!unusableHash) throw invalidLink(agency);
        const client = await findClientView(tx, link.client_id);
        if (!client) throw invalidLink(agency);
        userId = (await portalAccountFor(tx, client, unusableHash)).id;
        await markPortalInvited(tx, client.id, userId);
      }
      if (link.session_id) await revokeSession(tx, link.session_id, 'proposal_link_reused');
      const session = await auth.startLinkSession(tx, userId, request);
      if (!session) throw invalidLink(agency);
      await markProposalLinkUsed(tx, link.id, session.tokens.sessionId);
      return session;
    });
    await attempt.giveBack();
    return { ...sessionAnswer(signedIn), proposal_id: proposalId };
  },
});
