import { depositCentsOf } from '@atelier/shared/contract';
import { agencyToday } from '../../db/agency-time.ts';
import type { Queryable } from '../../db/database.ts';
import { markProposalDeposit, type ProposalFlowTerms } from '../../db/proposal-flow.ts';
import { insertInvoiceDraft } from '../invoice-management/new-invoice.ts';
import { issueInvoice } from '../invoice-management/send-invoice.ts';
import { notifyInvoiceSent } from '../notifications-system/events.ts';
import { formatMoney } from '../notify.ts';

/**
 * The deposit invoice of an accepted proposal, in the acceptance's transaction: one line of the
 * deposit (its amount, or its percentage of the proposal's total rounded to the cent, tax
 * included: no tax of its own), in the proposal's currency, issued (numbered, `sent`) and due
 * on the agency's today, linked to the proposal. The client pays it in the same visit, so it
 * is not e-mailed; the portal's notification is. Answers its id, or null without a deposit.
 */
export async function issueProposalDeposit(
  tx: Queryable,
  terms: ProposalFlowTerms,
  parties: { clientId: string; projectId: string },
  createdBy: string,
): Promise<string | null> {
  const amount = depositCentsOf(terms, terms.total_cents);
  if (amount === null || amount <= 0) return null;
  const today = await agencyToday(tx);
  const share =
    terms.deposit_percent === null
      ? ''
      : ` (${terms.deposit_percent} % of ${formatMoney(terms.total_cents, terms.currency)})`;
  const id = await insertInvoiceDraft(
    tx,
    {
      client_id: parties.clientId,
      project_id: parties.projectId,
      currency: terms.currency,
      items: [
        {
          description: `Deposit: ${terms.title}${share}`,
          quantity: 1,
          unit_price_cents: amount,
        },
      ],
      discount_cents: 0,
      tax_rate_bp: 0,
      due_date: today,
      notes: null,
    },
    createdBy,
  );
  await markProposalDeposit(tx, id, terms.id);
  await issueInvoice(tx, id, today);
  await notifyInvoiceSent(tx, id);
  return id;
}
