import { leadGrade } from '@atelier/shared/contract';
import type { Queryable } from '../../db/database.ts';
import {
  findInvoiceFacts,
  findPaymentFacts,
  findProposalFacts,
  type OverdueInvoice,
} from '../../db/notifications.ts';
import {
  dateParam,
  formatMoney,
  moneyParam,
  type NewNotification,
  notifyAdmins,
  notifyClientAccount,
} from '../notify.ts';

/**
 * The notifications each event raises (docs/notifications.md), one function per event, called
 * by the event's action inside its transaction. Each stores its message key and params (worded
 * by the reader's app: `notifications.messages.<key>` of the shell's or the portal's locales)
 * and the English sentence as the fallback.
 */

const joined = (...parts: (string | null)[]): string =>
  parts.filter((part): part is string => part !== null && part.trim() !== '').join(' · ');

/** A new lead (form, estimator or typed in by an admin); never a repeat merged into one. */
export async function notifyNewLead(
  tx: Queryable,
  lead: { id: string; name: string; source: string; company: string | null; score: number },
): Promise<void> {
  const grade = leadGrade(lead.score);
  await notifyAdmins(tx, {
    type: grade === 'A' ? 'success' : 'info',
    title: `New lead: ${lead.name}`,
    message: joined(`Grade ${grade}`, lead.source, lead.company),
    actionUrl: `/admin/leads?lead=${lead.id}`,
    message_key: 'lead_new',
    params: {
      name: lead.name,
      grade,
      source: { term: `lead_source.${lead.source}` },
      company: lead.company ?? '',
    },
  });
}

/** The review queue's link: the generated drafts (docs/automation.md "Review first"). */
export const REVIEW_QUEUE_URL = '/admin/automation?tab=invoicing&view=generated&status=draft';

/** An invoicing rule generated a draft that waits for an admin's approval before it is sent. */
export async function notifyInvoiceToReview(
  tx: Queryable,
  invoiceId: string,
  ruleName: string,
): Promise<void> {
  const invoice = await findInvoiceFacts(tx, invoiceId);
  await notifyAdmins(tx, {
    type: 'info',
    title: `Invoice to review: ${invoice.client_name}`,
    message: joined(formatMoney(invoice.total_cents, invoice.currency), ruleName),
    actionUrl: REVIEW_QUEUE_URL,
    message_key: 'invoice_to_review',
    params: {
      client: invoice.client_name,
      total: moneyParam(invoice.total_cents, invoice.currency),
      rule: ruleName,
      // Not worded: lets the approval mark this notice read (markReviewNoticesRead).
      invoice_id: invoice.id,
    },
  });
}

/** Approved invoices no longer wait: their "to review" notices are read, for every admin. */
export async function markReviewNoticesRead(tx: Queryable, invoiceIds: string[]): Promise<void> {
  await tx.query(
    `UPDATE notifications SET read_at = now()
     WHERE message_key = 'invoice_to_review' AND read_at IS NULL
       AND params ->> 'invoice_id' = ANY($1::text[])`,
    [invoiceIds],
  );
}

export async function notifyProposalAccepted(tx: Queryable, proposalId: string): Promise<void> {
  const proposal = await findProposalFacts(tx, proposalId);
  await notifyAdmins(tx, {
    type: 'success',
    title: `Proposal accepted: ${proposal.title}`,
    message: joined(proposal.recipient, formatMoney(proposal.total_cents, proposal.currency)),
    actionUrl: `/admin/proposals/${proposal.id}`,
    message_key: 'proposal_accepted',
    params: {
      title: proposal.title,
      recipient: proposal.recipient,
      total: moneyParam(proposal.total_cents, proposal.currency),
    },
  });
}

/** With the client's reason, when they gave one. */
export async function notifyProposalDeclined(
  tx: Queryable,
  proposalId: string,
  reason: string | null = null,
): Promise<void> {
  const proposal = await findProposalFacts(tx, proposalId);
  await notifyAdmins(tx, {
    type: 'warning',
    title: `Proposal declined: ${proposal.title}`,
    message: joined(proposal.recipient, reason),
    actionUrl: `/admin/proposals/${proposal.id}`,
    message_key: 'proposal_declined',
    params: { title: proposal.title, recipient: proposal.recipient, reason: reason ?? '' },
  });
}

/** To the client's portal account, when the proposal goes to a client that has one. */
export async function notifyProposalSent(tx: Queryable, proposalId: string): Promise<void> {
  const proposal = await findProposalFacts(tx, proposalId);
  if (proposal.client_id === null) return;
  const total = moneyParam(proposal.total_cents, proposal.currency);
  await notifyClientAccount(tx, proposal.client_id, {
    type: 'info',
    title: `New proposal: ${proposal.title}`,
    message: joined(
      formatMoney(proposal.total_cents, proposal.currency),
      proposal.valid_until === null ? null : `valid until ${proposal.valid_until}`,
    ),
    actionUrl: `/client-portal?proposal=${proposal.id}`,
    ...(proposal.valid_until === null
      ? {
          message_key: 'proposal_sent_open',
          params: { title: proposal.title, total },
        }
      : {
          message_key: 'proposal_sent',
          params: { title: proposal.title, total, valid_until: dateParam(proposal.valid_until) },
        }),
  });
}

/** To the client's portal account, when it has one. */
export async function notifyInvoiceSent(tx: Queryable, invoiceId: string): Promise<void> {
  const invoice = await findInvoiceFacts(tx, invoiceId);
  await notifyClientAccount(tx, invoice.client_id, {
    type: 'info',
    title: `New invoice: ${invoice.number ?? ''}`.trim(),
    message: joined(formatMoney(invoice.total_cents, invoice.currency), `due ${invoice.due_date}`),
    actionUrl: `/client-portal?invoice=${invoice.id}`,
    message_key: 'invoice_sent',
    params: {
      number: invoice.number ?? '',
      total: moneyParam(invoice.total_cents, invoice.currency),
      due_date: dateParam(invoice.due_date),
    },
  });
}

/**
 * A payment recorded: the admins hear of an invoice it paid in full; the client's portal
 * account hears of the payment.
 */
export async function notifyPaymentRecorded(tx: Queryable, paymentId: string): Promise<void> {
  const payment = await findPaymentFacts(tx, paymentId);
  const invoice = payment.invoice_id ? await findInvoiceFacts(tx, payment.invoice_id) : null;
  if (invoice?.status === 'paid') {
    await notifyAdmins(tx, {
      type: 'success',
      title: `Invoice paid: ${invoice.number ?? ''}`.trim(),
      message: joined(invoice.client_name, formatMoney(invoice.total_cents, invoice.currency)),
      actionUrl: `/admin/payments/invoices/${invoice.id}`,
      message_key: 'invoice_paid',
      params: {
        number: invoice.number ?? '',
        client: invoice.client_name,
        total: moneyParam(invoice.total_cents, invoice.currency),
      },
    });
  }
  if (payment.client_id === null) return;
  const balance = invoice ? formatMoney(invoice.balance_cents, invoice.currency) : null;
  await notifyClientAccount(tx, payment.client_id, {
    type: 'success',
    title: `Payment received: ${formatMoney(payment.amount_cents, payment.currency)}`,
    message: invoice
      ? joined(
          `Invoice ${invoice.number ?? ''}`.trim(),
          invoice.status === 'paid' ? 'paid in full' : `${balance} still due`,
        )
      : `Received on ${payment.payment_date}`,
    actionUrl: invoice ? `/client-portal?invoice=${invoice.id}` : '/client-portal',
    ...paymentMessage(payment, invoice),
  });
}

/** The payment notice's key: paid in full, part paid, or a payment without an invoice. */
function paymentMessage(
  payment: { amount_cents: number; currency: string; payment_date: string },
  invoice: {
    number: string | null;
    status: string;
    balance_cents: number;
    currency: string;
  } | null,
): Pick<NewNotification, 'message_key' | 'params'> {
  const amount = moneyParam(payment.amount_cents, payment.currency);
  if (!invoice) {
    return {
      message_key: 'payment_received_unlinked',
      params: { amount, payment_date: dateParam(payment.payment_date) },
    };
  }
  const number = invoice.number ?? '';
  return invoice.status === 'paid'
    ? { message_key: 'payment_received_paid', params: { amount, number } }
    : {
        message_key: 'payment_received_partial',
        params: { amount, number, balance: moneyParam(invoice.balance_cents, invoice.currency) },
      };
}

/** An invoice gone overdue, raised once by the sweep of get_notifications. */
export async function notifyInvoiceOverdue(tx: Queryable, invoice: OverdueInvoice): Promise<void> {
  await notifyAdmins(tx, {
    type: 'error',
    title: `Invoice overdue: ${invoice.number}`,
    message: joined(
      invoice.client_name,
      `${formatMoney(invoice.balance_cents, invoice.currency)} due since ${invoice.due_date}`,
    ),
    actionUrl: `/admin/payments/invoices/${invoice.id}`,
    message_key: 'invoice_overdue',
    params: {
      number: invoice.number,
      client: invoice.client_name,
      balance: moneyParam(invoice.balance_cents, invoice.currency),
      due_date: dateParam(invoice.due_date),
    },
  });
}

/** Every signer signed a contract (e-signature `sign`): the admins get the sealed copy. */
export async function notifyContractSigned(
  tx: Queryable,
  contract: { id: string; title: string },
): Promise<void> {
  await notifyAdmins(tx, {
    type: 'success',
    title: `Contract signed: ${contract.title}`,
    message: 'Every signer has signed; the signed PDF is stored',
    actionUrl: `/admin/automation?tab=contracts&contract=${contract.id}`,
    message_key: 'contract_signed',
    params: { title: contract.title },
  });
}

/**
 * An accepted proposal's contract could not be sent to the portal (respond_to_proposal): it
 * stays a draft for an admin to send; the client's page says the agency will send it.
 */
export async function notifyContractNotSent(
  tx: Queryable,
  contract: { id: string; title: string },
): Promise<void> {
  await notifyAdmins(tx, {
    type: 'error',
    title: `Contract not sent: ${contract.title}`,
    message: 'The proposal was accepted, but its contract could not be sent; send it yourself',
    actionUrl: `/admin/automation?tab=contracts&contract=${contract.id}`,
    message_key: 'contract_not_sent',
    params: { title: contract.title },
  });
}

/** A signer declined a contract (e-signature `decline`). */
export async function notifyContractDeclined(
  tx: Queryable,
  contract: { id: string; title: string; signer: string },
): Promise<void> {
  await notifyAdmins(tx, {
    type: 'warning',
    title: `Contract declined: ${contract.title}`,
    message: `Declined by ${contract.signer}`,
    actionUrl: `/admin/automation?tab=contracts&contract=${contract.id}`,
    message_key: 'contract_declined',
    params: { title: contract.title, signer: contract.signer },
  });
}
