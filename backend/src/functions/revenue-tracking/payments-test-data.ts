import type { FunctionKit } from '../../test/function-kit.ts';
import { dayFromToday, seedClient, seedProject } from '../invoice-management/seed-records.ts';

/** Tests only: the calls and records the revenue-tracking tests share. */

export const today = dayFromToday(0);

export const paymentCalls = (kit: FunctionKit) => {
  const call = (action: string, body: Record<string, unknown> = {}) =>
    kit.call('revenue-tracking', { action, ...body });

  /** A sent invoice of 1,000.00 for a seeded client and project. */
  async function sentInvoice(totalCents = 100_000) {
    const clientId = await seedClient(kit.db, { name: 'Jane Doe', company: 'Studio' });
    const projectId = await seedProject(kit.db, clientId);
    const created = await kit.call('invoice-management', {
      action: 'create_invoice',
      client_id: clientId,
      project_id: projectId,
      items: [{ description: 'Work', quantity: 1, unit_price_cents: totalCents }],
    });
    const sent = await kit.call('invoice-management', {
      action: 'send_invoice',
      id: created.body.invoice.id,
    });
    return { clientId, projectId, invoice: sent.body.invoice };
  }

  const pay = (body: Record<string, unknown>) =>
    call('record_payment', { payment_date: today, payment_method: 'bank_transfer', ...body });

  return { call, sentInvoice, pay };
};
