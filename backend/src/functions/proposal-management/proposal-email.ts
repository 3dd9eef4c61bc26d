import type { Queryable } from '../../db/database.ts';
import { readAgencyName } from '../../db/settings.ts';
import { queueTemplatedEmail, recipientLocale } from '../../mail/templates/index.ts';
import { issueProposalLink } from './proposal-link.ts';

/**
 * Queues the `proposal_sent` e-mail (docs/email.md) to the proposal's client, with the link to
 * the proposal in their portal, in the transaction that sent it. A proposal to a lead, or to a
 * client without an e-mail address, sends none: the lead has no portal to open it in.
 */
export async function queueProposalEmail(
  tx: Queryable,
  proposalId: string,
  siteUrl: string,
): Promise<boolean> {
  const [facts] = await tx.query<{
    title: string;
    client_name: string;
    client_email: string | null;
    client_id: string;
  }>(
    `SELECT p.title, p.client_id, c.name AS client_name, c.email AS client_email
     FROM proposals p JOIN clients c ON c.id = p.client_id
     WHERE p.id = $1`,
    [proposalId],
  );
  if (!facts?.client_email) return false;
  await queueTemplatedEmail(tx, {
    to: facts.client_email,
    key: 'proposal_sent',
    locale: await recipientLocale(tx, { clientId: facts.client_id }),
    values: {
      client_name: facts.client_name,
      agency: await readAgencyName(tx),
      proposal_title: facts.title,
      link: await issueProposalLink(tx, proposalId, siteUrl),
    },
    // The proposal's PDF, stored when the message leaves (docs/email.md "Attachments").
    attachments: [{ kind: 'proposal', id: proposalId }],
  });
  return true;
}
