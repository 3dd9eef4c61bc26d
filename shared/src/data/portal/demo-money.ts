import type { ApiFailure } from '../../api/result';
import type { PortalFile, PortalMessage } from '../../contract/client-portal-exchange';
import type { PortalInvoiceSummary } from '../../contract/client-portal-records';
import { DEMO_PORTAL_READ_ONLY } from './demo-core';
import {
  DEMO_PORTAL_FILES,
  DEMO_PORTAL_INVOICES,
  DEMO_PORTAL_MESSAGES,
  DEMO_PORTAL_PAYMENTS,
  demoPortalAgency,
} from './demo-sample';
import { registerPortalDemoHandler } from './demo-sample-fr';

/**
 * `client-portal`'s invoices, messages and files answered from the sample client
 * (demo-sample.ts) when the backend is unreachable, in the server's shapes and order.
 * Paying, writing and registering a file are refused: money or a message that reached no
 * server must never look sent.
 */
const FUNCTION = 'client-portal';

const INVOICE_NOT_FOUND: ApiFailure = {
  success: false,
  error: 'Invoice not found',
  code: 'NOT_FOUND',
};

/** `get_invoices`' rows, newest first as the server lists them. */
export function demoPortalInvoices(): PortalInvoiceSummary[] {
  return DEMO_PORTAL_INVOICES.map((invoice) => ({
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    currency: invoice.currency,
    total_cents: invoice.total_cents,
    amount_paid_cents: invoice.amount_paid_cents,
    credited_cents: invoice.credited_cents,
    balance_cents: invoice.balance_cents,
    issue_date: invoice.issue_date,
    due_date: invoice.due_date,
    projects: invoice.projects ? { ...invoice.projects } : null,
  }));
}

const projectOf = (payload: Record<string, unknown>): string | null =>
  typeof payload.project_id === 'string' && payload.project_id !== '' ? payload.project_id : null;

/** The conversation (oldest first), one project's when asked. */
export function demoPortalMessages(projectId: string | null): PortalMessage[] {
  return DEMO_PORTAL_MESSAGES.filter(
    (message) => projectId === null || message.project?.id === projectId,
  ).map((message) => structuredClone(message));
}

/** The shared files (newest first), one project's when asked. */
export function demoPortalFiles(projectId: string | null): PortalFile[] {
  return DEMO_PORTAL_FILES.filter(
    (file) => projectId === null || file.project?.id === projectId,
  ).map((file) => structuredClone(file));
}

export function registerPortalMoneyDemo(): void {
  registerPortalDemoHandler(FUNCTION, 'get_invoices', () => ({
    success: true,
    invoices: demoPortalInvoices(),
  }));
  registerPortalDemoHandler(FUNCTION, 'get_invoice', (payload) => {
    const invoice = DEMO_PORTAL_INVOICES.find((item) => item.id === payload.id);
    if (!invoice) return INVOICE_NOT_FOUND;
    return {
      success: true,
      invoice: structuredClone(invoice),
      payments: structuredClone(DEMO_PORTAL_PAYMENTS[invoice.id] ?? []),
      credit_notes: [],
      agency: demoPortalAgency(),
      payment_providers: ['test'],
    };
  });
  registerPortalDemoHandler(FUNCTION, 'get_messages', (payload) => ({
    success: true,
    messages: demoPortalMessages(projectOf(payload)),
  }));
  registerPortalDemoHandler(FUNCTION, 'get_files', (payload) => ({
    success: true,
    files: demoPortalFiles(projectOf(payload)),
  }));
  for (const action of ['pay_invoice', 'send_message', 'register_file']) {
    registerPortalDemoHandler(FUNCTION, action, () => DEMO_PORTAL_READ_ONLY);
  }
}
