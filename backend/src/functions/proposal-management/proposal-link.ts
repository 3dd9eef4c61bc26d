import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-token.ts';
import type { Queryable } from '../../db/database.ts';
import { insertProposalAccessLink } from '../../db/proposal-access.ts';

/** How long a proposal e-mail's link signs its client in: time to read, sign and pay. */
export const PROPOSAL_LINK_TTL_SECONDS = 30 * 86_400;

/**
 * A new sign-in link to a client's proposal (docs/auth.md "Proposal links"), opened by the
 * public page `/proposal/<id>?access=<token>`; the proposal's earlier links stop working.
 */
export async function issueProposalLink(
  tx: Queryable,
  proposalId: string,
  siteUrl: string,
): Promise<string> {
  const token = newOpaqueToken();
  await insertProposalAccessLink(tx, {
    proposalId,
    tokenHash: hashOpaqueToken(token),
    ttlSeconds: PROPOSAL_LINK_TTL_SECONDS,
  });
  const site = siteUrl.replace(/\/+$/, '');
  return `${site}/proposal/${proposalId}?access=${encodeURIComponent(token)}`;
}
